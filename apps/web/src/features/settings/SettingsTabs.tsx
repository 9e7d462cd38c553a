import { useTranslation } from 'react-i18next';
import { panelId as panelIdOf, TabList, tabId as tabIdOf } from '../../components/TabList';
import { useIsPremium } from './PremiumGate';

export const SETTINGS_TABS = [
  'general',
  'account',
  'entities',
  'search',
  'ignore',
  'codes',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** Tabs only subscribers can use; others may open them and see the premium notice. */
const PREMIUM_TABS = new Set<SettingsTab>(['entities', 'ignore']);

const ID_PREFIX = 'settings';

/** The guided tutorial's names for the tabs, one step each. */
const TUTORIAL_IDS: Record<SettingsTab, string> = {
  general: 'settings-general',
  account: 'settings-account',
  entities: 'settings-entity',
  search: 'settings-search',
  ignore: 'settings-banlist',
  codes: 'settings-codes',
};

export function tabId(tab: SettingsTab) {
  return tabIdOf(ID_PREFIX, tab);
}

export function panelId(tab: SettingsTab) {
  return panelIdOf(ID_PREFIX, tab);
}

/** The settings tab list; a locked premium tab carries a badge but can still be opened. */
export function SettingsTabs({
  current,
  onSelect,
}: {
  current: SettingsTab;
  onSelect: (tab: SettingsTab) => void;
}) {
  const { t } = useTranslation();
  const isPremium = useIsPremium();
  const isLocked = (tab: SettingsTab) => !isPremium && PREMIUM_TABS.has(tab);

  return (
    <TabList
      tabs={SETTINGS_TABS}
      current={current}
      label={t('settings.tabsLabel')}
      idPrefix={ID_PREFIX}
      classNameOf={(tab) => (isLocked(tab) ? 'tab tab-locked' : 'tab')}
      tutorialIdOf={(tab) => TUTORIAL_IDS[tab]}
      renderLabel={(tab) => (
        <>
          {t(`settings.tabs.${tab}`)}
          {isLocked(tab) && <span className="badge">{t('premium.title')}</span>}
        </>
      )}
      onSelect={onSelect}
    />
  );
}
