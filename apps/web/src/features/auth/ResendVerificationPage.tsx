import { useTranslation } from 'react-i18next';
import { AuthCard } from './AuthCard';

export function ResendVerificationPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('pages.resendVerification.title')}>
      <p className="lead">{t('pages.resendVerification.lead')}</p>
    </AuthCard>
  );
}
