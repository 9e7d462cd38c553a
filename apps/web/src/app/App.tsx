import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AuthProvider } from '../features/auth/auth-context';
import { OrganizationProvider } from '../features/organization/organization-context';
import { routes } from './routes';

export function App() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <AuthProvider>
      <OrganizationProvider>
        <RouterProvider router={router} />
      </OrganizationProvider>
    </AuthProvider>
  );
}
