import { SUBSCRIPTION_STATUSES } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';

const TONES: Record<string, 'success' | 'warning' | 'error' | 'neutral'> = {
  active: 'success',
  trialing: 'success',
  past_due: 'warning',
  incomplete: 'warning',
  unpaid: 'error',
  canceled: 'neutral',
  expired: 'neutral',
  inactive: 'neutral',
};

/** The subscription's status; a status this version does not know reads Unknown (§4). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = (SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
  const tone = TONES[status] ?? 'neutral';
  return (
    <span className={`status-badge status-badge-${tone}`}>
      {known ? t(`subscription.status.${status}`) : t('subscription.status.unknown')}
    </span>
  );
}
