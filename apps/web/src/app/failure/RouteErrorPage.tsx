import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorPage } from './ErrorPage';

/** The root route's errorElement: a page that throws while rendering or loading. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('The page failed', error);
  }, [error]);
  return <ErrorPage />;
}
