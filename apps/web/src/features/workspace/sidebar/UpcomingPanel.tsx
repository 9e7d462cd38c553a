import { useTranslation } from 'react-i18next';
import { useIsPremium } from '../../settings/PremiumGate';
import { PremiumCrown } from '../premium/PremiumCrown';

/**
 * The detection and search tabs keep their place in the sidebar and their shortcuts; what they
 * hold arrives with the search and detection engines. Until then the panel says so plainly.
 */
export function UpcomingPanel({ kind }: { kind: 'detection' | 'search' }) {
  const { t } = useTranslation();
  const premium = useIsPremium();
  const title = t(`workspace.sidebar.tabs.${kind}`);
  return (
    <section className="sidebar-panel" aria-labelledby={`${kind}-panel-title`}>
      <h2 id={`${kind}-panel-title`} className="sidebar-panel-title">
        {title} {kind === 'detection' && !premium && <PremiumCrown feature={title} />}
      </h2>
      <p className="sidebar-panel-empty">{t(`workspace.sidebar.upcoming.${kind}`)}</p>
    </section>
  );
}
