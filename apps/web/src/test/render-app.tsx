import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../app/routes';
import { AuthProvider } from '../features/auth/auth-context';
import { OrganizationProvider } from '../features/organization/organization-context';
import { startI18n } from '../lib/i18n';

/**
 * Renders the real route table at `path`, as the browser would after a visit. `strict` wraps
 * it in StrictMode as main.tsx does, which runs effects twice in development.
 */
export function renderApp(path: string, options: { strict?: boolean } = {}) {
  startI18n();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = (
    <AuthProvider>
      <OrganizationProvider>
        <RouterProvider router={router} />
      </OrganizationProvider>
    </AuthProvider>
  );
  const view = render(options.strict ? <StrictMode>{app}</StrictMode> : app);
  return { router, ...view };
}

export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
