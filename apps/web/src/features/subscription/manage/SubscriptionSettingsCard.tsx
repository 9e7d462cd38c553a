import type { TCurrentSubscription } from '@workbench/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { SettingsCard } from '../../settings/SettingsCard';
import { updateAutoRenew } from '../billing-api';
import {
  canChangeAutoRenew,
  canManageSubscription,
  isOneOff,
  willRenew,
} from './subscription-rules';

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
  const toggleId = useId();
  const hintId = useId();
  const [isSaving, setIsSaving] = useState(false);
  const canManage = canManageSubscription(subscription);
  const canSwitch = canChangeAutoRenew(subscription);

  async function handleToggle(autoRenew: boolean) {
    setIsSaving(true);
    try {
      onChange(await saveAutoRenew(autoRenew));
      toast.success(
        autoRenew ? t('subscription.autoRenew.enabled') : t('subscription.autoRenew.disabled'),
      );
    } catch {
      toast.error(t('subscription.autoRenew.failed'));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <SettingsCard title={t('subscription.settings.title')}>
      {!canManage && (
        <p className="alert alert-info" role="note">
          {t('subscription.memberNotice')}
        </p>
      )}
      <div className="toggle">
        <input
          id={toggleId}
          type="checkbox"
          role="switch"
          checked={willRenew(subscription)}
          disabled={!canSwitch || isSaving}
          aria-describedby={hintId}
          onChange={(event) => void handleToggle(event.target.checked)}
        />
        <label htmlFor={toggleId}>{t('subscription.autoRenew.label')}</label>
        <p id={hintId} className="field-hint">
          {canManage && !canSwitch
            ? t(
                isOneOff(subscription)
                  ? 'subscription.autoRenew.oneOff'
                  : 'subscription.autoRenew.ended',
              )
            : t('subscription.autoRenew.hint')}
        </p>
      </div>
      <div className="button-row manage-actions">
        <Link className="button button-secondary" to="/pricing">
          {t('subscription.settings.changePlan')}
        </Link>
      </div>
    </SettingsCard>
  );
}
