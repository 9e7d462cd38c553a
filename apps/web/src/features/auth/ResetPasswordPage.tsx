import { useTranslation } from 'react-i18next';
import { AuthCard } from './AuthCard';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('pages.resetPassword.title')}>
      <p className="lead">{t('pages.resetPassword.lead')}</p>
    </AuthCard>
  );
}
