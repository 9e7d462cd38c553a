import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../app/Logo';

/** The frame of the auth pages: logo, and on login and sign-up the login/sign-up switch. */
export function AuthCard({
  title,
  showAuthButtons = false,
  children,
}: {
  title: string;
  showAuthButtons?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="auth-card">
      <Logo />
      {showAuthButtons && (
        <nav className="auth-switch" aria-label={t('auth.switchLabel')}>
          <NavLink to="/login">{t('auth.login')}</NavLink>
          <NavLink to="/signup">{t('auth.signup')}</NavLink>
        </nav>
      )}
      <h1>{title}</h1>
      {children}
    </section>
  );
}
