import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountTab } from './account/AccountTab';
import type { ReactElement } from 'react';
import { CodesTab } from './codes/CodesTab';
import { EntitiesTab } from './entities/EntitiesTab';
import { GeneralTab } from './general/GeneralTab';
import { IgnoreListTab } from './terms/IgnoreListTab';
import { SearchTermsTab } from './terms/SearchTermsTab';
import { panelId, SETTINGS_TABS, SettingsTabs, tabId, type SettingsTab } from './SettingsTabs';

const PANELS: Record<SettingsTab, () => ReactElement> = {
  general: GeneralTab,
  account: AccountTab,
  entities: EntitiesTab,
  search: SearchTermsTab,
  ignore: IgnoreListTab,
  codes: CodesTab,
};

/** Settings, with the tab in `?tab=`; an unknown value opens the general tab. */
export function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: SettingsTab = SETTINGS_TABS.find((value) => value === requested) ?? 'general';
  const Panel = PANELS[tab];

  function handleBack() {
    // A first page of the visit has no history entry of ours to go back to.
    if (location.key === 'default') void navigate('/playground');
    else void navigate(-1);
  }

  function handleSelect(next: SettingsTab) {
    setSearchParams({ tab: next }, { replace: true });
  }

  return (
    <section className="settings-page">
      <div className="settings-header">
        <button type="button" className="button button-secondary" onClick={handleBack}>
          {t('common.back')}
        </button>
        <h1>{t('pages.settings.title')}</h1>
      </div>
      <SettingsTabs current={tab} onSelect={handleSelect} />
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} className="tab-panel">
        <Panel />
      </div>
    </section>
  );
}
