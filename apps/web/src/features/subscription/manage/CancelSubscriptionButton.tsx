import type { TCurrentSubscription } from '@workbench/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toast } from '../../../lib/toast';
import { formatDate } from '../format';
import { canCancelSubscription } from './subscription-rules';

type Props = {
  subscription: TCurrentSubscription;
  cancel: () => Promise<unknown>;
  onCancelled: () => void;
};

/** "Cancel subscription", when it may be cancelled; asks first, then says when it ends. */
export function CancelSubscriptionButton({ subscription, cancel, onCancelled }: Props) {
  const { t, i18n } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isCancelling, setIsCancelling] = useState(false);
  if (!canCancelSubscription(subscription)) return null;
  const periodEnd = formatDate(subscription.current_period_end, i18n.language);

  async function handleConfirm() {
    setIsCancelling(true);
    try {
      await cancel();
      toast.success(t('subscription.cancel.done', { date: periodEnd }));
      setIsConfirming(false);
      onCancelled();
    } catch {
      toast.error(t('subscription.cancel.failed'));
    } finally {
      setIsCancelling(false);
    }
  }

  return (
    <>
      <button type="button" className="button button-danger" onClick={() => setIsConfirming(true)}>
        {t('subscription.cancel.button')}
      </button>
      {isConfirming && (
        <ConfirmDialog
          title={t('subscription.cancel.title')}
          confirmLabel={t('subscription.cancel.confirm')}
          isBusy={isCancelling}
          onConfirm={() => void handleConfirm()}
          onCancel={() => setIsConfirming(false)}
        >
          <p>{t('subscription.cancel.body', { date: periodEnd })}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
