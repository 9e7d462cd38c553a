import { useTranslation } from 'react-i18next';
import type { AvailabilityField } from './availability-api';
import type { Availability } from './use-availability';

/**
 * The spoken and visible state of an availability check. The live region stays mounted so
 * screen readers announce each change.
 */
export function AvailabilityStatus({
  field,
  status,
  onRetry,
}: {
  field: AvailabilityField;
  status: Availability;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <span className={`availability availability-${status}`}>
      <span aria-live="polite">{status !== 'idle' && t(`availability.${field}.${status}`)}</span>
      {status === 'unknown' && (
        <button type="button" className="link-button" onClick={onRetry}>
          {t('availability.retry')}
        </button>
      )}
    </span>
  );
}
