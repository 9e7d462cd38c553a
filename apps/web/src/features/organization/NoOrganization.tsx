import { useTranslation } from 'react-i18next';
import { CreateOrganizationButton } from './CreateOrganizationButton';

/** The empty state: no organization yet, and the way to create one. */
export function NoOrganization() {
  const { t } = useTranslation();
  return (
    <div className="settings-card manage-empty">
      <p>
        <strong>{t('organization.empty.title')}</strong>
      </p>
      <p className="muted">{t('organization.empty.body')}</p>
      <CreateOrganizationButton />
    </div>
  );
}
