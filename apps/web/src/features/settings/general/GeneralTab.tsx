import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/FormAlert';
import { useGeneralSettings } from '../use-general-settings';
import { AppearanceCard } from './AppearanceCard';
import { EditorCard } from './EditorCard';
import { ManagementCard } from './ManagementCard';
import { ProcessingCard } from './ProcessingCard';
import { ProcessingLocationCard } from './ProcessingLocationCard';
import { TutorialCard } from './TutorialCard';

/** General settings: one card per group, each with its own save. */
export function GeneralTab() {
  const { t } = useTranslation();
  const state = useGeneralSettings();
  const { settings, loads, failed, reload, save } = state;
  if (failed) return <RetryAlert message={t('settings.loadFailed')} onRetry={reload} />;
  if (settings === null) return <p className="muted">{t('settings.loading')}</p>;
  // A load from the server (after an import) starts every form over from the stored values;
  // the management card keeps its banner.
  return (
    <div className="settings-cards">
      <AppearanceCard key={`appearance-${loads}`} settings={settings} save={save} />
      <ProcessingLocationCard key={`location-${loads}`} settings={settings} save={save} />
      <ProcessingCard key={`processing-${loads}`} settings={settings} save={save} />
      <EditorCard key={`editor-${loads}`} settings={settings} save={save} />
      <ManagementCard />
      <TutorialCard />
    </div>
  );
}
