import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/SelectField';
import { useAuth } from '../auth/auth-context';
import { CreateOrganizationButton } from './CreateOrganizationButton';
import { useOrganization } from './organization-context';
import { roleIn } from './organization-roles';
import type { OrganizationPanelProps } from './organization-panel';

/**
 * The organization's name and the user's role in it; a switch when they belong to several,
 * and Create Organization while they own none (a user owns at most one).
 */
export function OrganizationHeader({ organization, role }: OrganizationPanelProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { organizations, select } = useOrganization();
  const ownsOne = organizations.some((item) => user !== null && roleIn(item, user.id) === 'owner');
  const names = new Map(organizations.map((item) => [item.org_id, item.name]));

  return (
    <div className="manage-header organization-header">
      <div>
        <h2 className="organization-name">{organization.name}</h2>
        <p className="muted">
          {t('organization.yourRole', { role: t(`subscription.roles.${role}`) })}
        </p>
      </div>
      <div className="button-row">
        {organizations.length > 1 && (
          <SelectField
            label={t('organization.switchLabel')}
            value={organization.org_id}
            options={[...names.keys()]}
            renderOption={(id) => names.get(id) ?? id}
            onChange={select}
          />
        )}
        {!ownsOne && <CreateOrganizationButton />}
      </div>
    </div>
  );
}
