import { PhoneOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useIsOnline } from '../lib/use-is-online';
import { useProcessingLocation } from '../features/on-device/processing-location';
import './offline-badge.css';

/** The header's 'offline' badge; nothing while the browser is online. */
export function OfflineBadge() {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  // In on-device mode the documents' work goes on offline; only the account's parts wait.
  const isOnDevice = useProcessingLocation() === 'device';
  if (isOnline) return null;
  return (
    <span
      className="badge offline-badge"
      role="status"
      title={t(isOnDevice ? 'workspace.onDevice.offlineHint' : 'offline.hint')}
    >
      <PhoneOff aria-hidden="true" size={14} />
      {t('offline.badge')}
    </span>
  );
}
