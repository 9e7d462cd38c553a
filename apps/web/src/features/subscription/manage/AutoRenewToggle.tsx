import type { TCurrentSubscription } from '@workbench/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import {
  canChangeAutoRenew,
  canManageSubscription,
  isOneOff,
  willRenew,
} from './subscription-rules';

type Props = {
  subscription: TCurrentSubscription;
  onChange: (subscription: TCurrentSubscription) => void;
  /** Stores the choice and answers with the subscription as it now is. */
  save: (autoRenew: boolean) => Promise<TCurrentSubscription>;
};

/** The "Renew automatically" switch, with why it cannot be switched when it cannot. */
export function AutoRenewToggle({ subscription, onChange, save }: Props) {
  const { t } = useTranslation();
  const toggleId = useId();
  const hintId = useId();
  const [isSaving, setIsSaving] = useState(false);
  const canManage = canManageSubscription(subscription);
  const canSwitch = canChangeAutoRenew(subscription);

  async function handleToggle(autoRenew: boolean) {
    setIsSaving(true);
    try {
      onChange(await save(autoRenew));
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
  );
}
