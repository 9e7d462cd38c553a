import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/auth-context';
import { useProcessingLocation, useProcessingStore } from './processing-location';
import './on-device.css';

/**
 * The header's "On this device" badge while documents are processed in this browser (beside the
 * workspace's toolbar, which has no room left at 1280 px or on a phone). Its tooltip says what
 * that means; a tap or click shows the same text, for touch screens and keyboards, and says so
 * when an organization requires it.
 */
export function OnDeviceBadge() {
  const { t } = useTranslation();
  const location = useProcessingLocation();
  // The user's own data names the policy on every page, the workspace's store once it is open.
  const known = useProcessingStore((state) => state.requiredBy);
  const { user } = useAuth();
  const requiredBy = known ?? user?.on_device_required_by ?? null;
  const [isOpen, setIsOpen] = useState(false);
  const noteId = useId();
  if (location !== 'device' && !requiredBy) return null;
  const note = requiredBy
    ? `${t('workspace.onDevice.badge.tooltip')} ${t('workspace.onDevice.badge.required', { organization: requiredBy.name })}`
    : t('workspace.onDevice.badge.tooltip');
  return (
    <span className="on-device-badge-wrap">
      <button
        type="button"
        className="badge on-device-badge"
        title={note}
        aria-expanded={isOpen}
        aria-controls={noteId}
        onClick={() => setIsOpen((open) => !open)}
        onBlur={() => setIsOpen(false)}
      >
        <ShieldCheck aria-hidden="true" size={14} />
        <span className="on-device-badge-label">{t('workspace.onDevice.badge.label')}</span>
      </button>
      <span id={noteId} role="note" className="on-device-note" hidden={!isOpen}>
        {note}
      </span>
    </span>
  );
}
