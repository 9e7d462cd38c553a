import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useUpgradeStore } from './upgrade-store';
import './premium.css';

/** The crown on a locked feature; a click explains the upgrade (spec §1). */
export function PremiumCrown({ feature }: { feature: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="premium-crown"
      title={t('workspace.premium.locked', { feature })}
      aria-label={t('workspace.premium.locked', { feature })}
      onClick={(event) => {
        event.stopPropagation();
        useUpgradeStore.getState().show();
      }}
    >
      <Crown aria-hidden="true" size={16} />
    </button>
  );
}
