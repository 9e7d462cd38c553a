import type { TCurrentSubscription } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '../../settings/SettingsCard';

/** Who pays: shown only for a subscription that belongs to an organization. */
export function OrganizationCard({ subscription }: { subscription: TCurrentSubscription }) {
  const { t } = useTranslation();
  if (!subscription.is_organization_subscription) return null;
  const role = subscription.user_role_in_organization;
  return (
    <SettingsCard title={t('subscription.organization.title')}>
      <dl className="detail-list">
        <dt>{t('subscription.organization.name')}</dt>
        <dd>{subscription.organization_name ?? t('subscription.organization.unnamed')}</dd>
        <dt>{t('subscription.organization.role')}</dt>
        <dd>{role ? t(`subscription.roles.${role}`) : t('subscription.roles.none')}</dd>
      </dl>
    </SettingsCard>
  );
}
