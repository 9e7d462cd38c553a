import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../auth/auth-context';

/** Subscribed (active or trialing); the server is the real gate, this only mirrors it. */
export function useIsPremium(): boolean {
  return useAuth().user?.is_premium === true;
}

/** The Premium Feature message with a way to the plans. */
export function PremiumNotice({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={compact ? 'premium-notice premium-notice-compact' : 'premium-notice'}>
      <p>
        <strong>{t('premium.title')}</strong> {t('premium.body')}
      </p>
      <Link className="button button-primary" to="/pricing">
        {t('premium.viewPlans')}
      </Link>
    </div>
  );
}

/** Its children for subscribers; the notice for everyone else. */
export function PremiumGate({ children }: { children: ReactNode }) {
  return useIsPremium() ? children : <PremiumNotice />;
}
