import type { RouteObject } from 'react-router';
import { CancelEmailChangePage } from '../features/auth/email-change/CancelEmailChangePage';
import { ConfirmEmailPage } from '../features/auth/email-change/ConfirmEmailPage';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { RedirectSignedIn, RequireAuth } from '../features/auth/guards';
import { LoginPage } from '../features/auth/LoginPage';
import { ResendVerificationPage } from '../features/auth/ResendVerificationPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { SignupPage } from '../features/auth/signup/SignupPage';
import { VerifyEmailPage } from '../features/auth/VerifyEmailPage';
import { ServerStatusPage } from '../features/admin/ServerStatusPage';
import { ContactPage } from '../features/contact/ContactPage';
import { OrganizationPage } from '../features/organization/OrganizationPage';
import { PricingPage } from '../features/pricing/PricingPage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { CheckoutPage } from '../features/subscription/CheckoutPage';
import { ManageSubscriptionPage } from '../features/subscription/ManageSubscriptionPage';
import { WorkspacePage } from '../features/workspace/WorkspacePage';
import { AppLayout } from './AppLayout';
import { RouteErrorPage } from './failure/RouteErrorPage';
import { NotFoundPage } from './NotFoundPage';

/** The route table of the spec (accounts §2, subscriptions §2) with its access rules. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <RedirectSignedIn honourPlan />,
        children: [
          { index: true, element: <LoginPage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'signup', element: <SignupPage /> },
        ],
      },
      {
        element: <RedirectSignedIn honourPlan={false} />,
        children: [
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'verify-email', element: <VerifyEmailPage /> },
          { path: 'resend-verification', element: <ResendVerificationPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: 'playground', element: <WorkspacePage /> },
          { path: 'user/settings', element: <SettingsPage /> },
          { path: 'settings', element: <SettingsPage /> },
          { path: 'subscription/checkout', element: <CheckoutPage /> },
          { path: 'subscription/manage', element: <ManageSubscriptionPage /> },
          { path: 'organization', element: <OrganizationPage /> },
          { path: 'admin/status', element: <ServerStatusPage /> },
        ],
      },
      { path: 'pricing', element: <PricingPage /> },
      { path: 'contact', element: <ContactPage /> },
      // The e-mail change links work signed in or not (decision 0034).
      { path: 'confirm-email', element: <ConfirmEmailPage /> },
      { path: 'cancel-email-change', element: <CancelEmailChangePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
