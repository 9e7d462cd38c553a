import { useTranslation } from 'react-i18next';
import { AuthCard } from './AuthCard';

export function SignupPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('pages.signup.title')} showAuthButtons>
      <p className="lead">{t('pages.signup.lead')}</p>
    </AuthCard>
  );
}
