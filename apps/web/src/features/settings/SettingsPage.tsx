import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountTab } from './account/AccountTab';
import { GeneralTab } from './general/GeneralTab';
import { panelId, SETTINGS_TABS, SettingsTabs, tabId, type SettingsTab } from './SettingsTabs';

/**
 * Settings, with the tab in `?tab=`. The entity, search and ignore-list tabs come with their
 * own issue; until then those values open the general tab.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: SettingsTab = SETTINGS_TABS.find((value) => value === requested) ?? 'general';

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
        {tab === 'general' ? <GeneralTab /> : <AccountTab />}
      </div>
    </section>
  );
}
