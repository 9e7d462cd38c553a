import { useTranslation } from 'react-i18next';
import { SettingsCard } from '../settings/SettingsCard';

/** Single sign-on is announced but not offered yet; its configuration is not shown (§2). */
export function SsoTab() {
  const { t } = useTranslation();
  return (
    <SettingsCard title={t('organization.sso.title')}>
      <p>
        <span className="badge">{t('organization.sso.comingSoon')}</span>
      </p>
      <p className="muted">{t('organization.sso.body')}</p>
    </SettingsCard>
  );
}
