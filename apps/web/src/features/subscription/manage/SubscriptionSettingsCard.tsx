import type { TCurrentSubscription } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SettingsCard } from '../../settings/SettingsCard';
import { updateAutoRenew } from '../billing-api';
import { AutoRenewToggle } from './AutoRenewToggle';
import { canManageSubscription } from './subscription-rules';

type Props = {
  subscription: TCurrentSubscription;
  onChange: (subscription: TCurrentSubscription) => void;
  /** Stores the choice; the current subscription's call unless the page manages another. */
  saveAutoRenew?: (autoRenew: boolean) => Promise<TCurrentSubscription>;
};

/** Auto-renewal and the way to another plan; members of an organization only look. */
export function SubscriptionSettingsCard({
  subscription,
  onChange,
  saveAutoRenew = updateAutoRenew,
}: Props) {
  const { t } = useTranslation();
  return (
    <SettingsCard title={t('subscription.settings.title')}>
      {!canManageSubscription(subscription) && (
        <p className="alert alert-info" role="note">
          {t('subscription.memberNotice')}
        </p>
      )}
      <AutoRenewToggle subscription={subscription} onChange={onChange} save={saveAutoRenew} />
      <div className="button-row manage-actions">
        <Link className="button button-secondary" to="/pricing">
          {t('subscription.settings.changePlan')}
        </Link>
      </div>
    </SettingsCard>
  );
}
