import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPremium } from './PremiumGate';

export const SETTINGS_TABS = ['general', 'account', 'entities', 'search', 'ignore'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** Tabs only subscribers can use; others may open them and see the premium notice. */
const PREMIUM_TABS = new Set<SettingsTab>(['entities', 'ignore']);

export function tabId(tab: SettingsTab) {
  return `settings-tab-${tab}`;
}

export function panelId(tab: SettingsTab) {
  return `settings-panel-${tab}`;
}

/** The tab list; arrow keys, Home and End move between tabs as the ARIA tabs pattern says. */
export function SettingsTabs({
  current,
  onSelect,
}: {
  current: SettingsTab;
  onSelect: (tab: SettingsTab) => void;
}) {
  const { t } = useTranslation();
  const isPremium = useIsPremium();
  const buttons = useRef(new Map<SettingsTab, HTMLButtonElement>());

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = SETTINGS_TABS.indexOf(current);
    const last = SETTINGS_TABS.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = SETTINGS_TABS[moves[event.key] ?? -1];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(target);
    buttons.current.get(target)?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={t('settings.tabsLabel')}
      className="tabs"
      onKeyDown={handleKeyDown}
    >
      {SETTINGS_TABS.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            if (element) buttons.current.set(tab, element);
            else buttons.current.delete(tab);
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === current}
          aria-controls={panelId(tab)}
          tabIndex={tab === current ? 0 : -1}
          className={!isPremium && PREMIUM_TABS.has(tab) ? 'tab tab-locked' : 'tab'}
          onClick={() => onSelect(tab)}
        >
          {t(`settings.tabs.${tab}`)}
          {!isPremium && PREMIUM_TABS.has(tab) && (
            <span className="badge">{t('premium.title')}</span>
          )}
        </button>
      ))}
    </div>
  );
}
