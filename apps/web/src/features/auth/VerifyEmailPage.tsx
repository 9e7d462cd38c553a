import { useTranslation } from 'react-i18next';
import { AuthCard } from './AuthCard';

export function VerifyEmailPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('pages.verifyEmail.title')}>
      <p className="lead">{t('pages.verifyEmail.lead')}</p>
    </AuthCard>
  );
}
