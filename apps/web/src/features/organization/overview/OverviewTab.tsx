import { isSubscribedStatus } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '../../settings/SettingsCard';
import { formatDate } from '../../subscription/format';
import type { OrganizationPanelProps } from '../organization-panel';
import { DeleteOrganizationCard } from './DeleteOrganizationCard';
import { OnDevicePolicyCard } from './OnDevicePolicyCard';

/** Stats (members, subscription, verified domains), the organization's details and its policy. */
export function OverviewTab({ organization, role }: OrganizationPanelProps) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.language);
  const { subscription } = organization;
  const isActive = subscription !== null && isSubscribedStatus(subscription.status);
  const stats = [
    { label: t('organization.overview.members'), value: numbers.format(organization.member_count) },
    {
      label: t('organization.overview.subscription'),
      value: isActive ? t('organization.overview.active') : t('organization.overview.none'),
    },
    {
      label: t('organization.overview.verifiedDomains'),
      value: numbers.format(organization.verified_domain_count),
    },
  ];

  return (
    <div className="settings-cards">
      <dl className="organization-stats" aria-label={t('organization.overview.statsLabel')}>
        {stats.map((stat) => (
          <div key={stat.label} className="organization-stat">
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <SettingsCard title={t('organization.overview.details')}>
        <dl className="detail-list">
          <dt>{t('organization.overview.id')}</dt>
          <dd>
            <code>{organization.org_id}</code>
          </dd>
          <dt>{t('organization.overview.created')}</dt>
          <dd>{formatDate(organization.created_at, i18n.language)}</dd>
          <dt>{t('organization.overview.owner')}</dt>
          <dd>
            {t('organization.overview.ownerValue', {
              username: organization.owner_username,
              email: organization.owner_email,
            })}
          </dd>
        </dl>
      </SettingsCard>
      <OnDevicePolicyCard
        key={`${organization.org_id}-${organization.require_on_device}`}
        organization={organization}
        role={role}
      />
      {role === 'owner' && <DeleteOrganizationCard organization={organization} />}
    </div>
  );
}
