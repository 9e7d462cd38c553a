import { useTranslation } from 'react-i18next';
import { AuthCard } from './AuthCard';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('pages.forgotPassword.title')}>
      <p className="lead">{t('pages.forgotPassword.lead')}</p>
    </AuthCard>
  );
}
