import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/FormAlert';
import { PremiumNotice, useIsPremium } from '../PremiumGate';
import { SettingsCard } from '../SettingsCard';
import { Toggle } from './Toggle';
import { useCardSave, type CardProps } from './use-card-save';

/** Auto-processing, what is kept, and (premium) the detection threshold and ban-list use. */
export function ProcessingCard({ settings, save }: CardProps) {
  const { t } = useTranslation();
  const isPremium = useIsPremium();
  const [draft, setDraft] = useState({
    auto_processing: settings.auto_processing,
    ask_before_spending: settings.ask_before_spending,
    save_redaction_history: settings.save_redaction_history,
    save_files_in_browser: settings.save_files_in_browser,
    remove_images: settings.remove_images,
    detection_threshold: settings.detection_threshold,
    use_banlist_for_detection: settings.use_banlist_for_detection,
  });
  const { isSaving, failure, submit } = useCardSave(save);
  const set = (patch: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...patch }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A non-subscriber's form leaves the premium settings as they are stored.
    void submit(
      isPremium
        ? draft
        : {
            auto_processing: draft.auto_processing,
            ask_before_spending: draft.ask_before_spending,
            save_redaction_history: draft.save_redaction_history,
            save_files_in_browser: draft.save_files_in_browser,
            remove_images: draft.remove_images,
          },
    );
  }

  return (
    <SettingsCard title={t('settings.processing.title')}>
      <FailureAlert message={failure} />
      <form className="settings-form" onSubmit={handleSubmit}>
        <fieldset disabled={isSaving}>
          <Toggle
            label={t('settings.processing.autoProcessing')}
            hint={t('settings.processing.autoProcessingHint')}
            checked={draft.auto_processing}
            onChange={(value) => set({ auto_processing: value })}
          />
          <Toggle
            label={t('settings.processing.askBeforeSpending')}
            hint={t('settings.processing.askBeforeSpendingHint')}
            checked={draft.ask_before_spending}
            onChange={(value) => set({ ask_before_spending: value })}
          />
          <Toggle
            label={t('settings.processing.saveHistory')}
            hint={t('settings.processing.saveHistoryHint')}
            checked={draft.save_redaction_history}
            onChange={(value) => set({ save_redaction_history: value })}
          />
          <Toggle
            label={t('settings.processing.saveFiles')}
            hint={t('settings.processing.saveFilesHint')}
            checked={draft.save_files_in_browser}
            onChange={(value) => set({ save_files_in_browser: value })}
          />
          <Toggle
            label={t('settings.processing.removeImages')}
            hint={t('settings.processing.removeImagesHint')}
            checked={draft.remove_images}
            onChange={(value) => set({ remove_images: value })}
          />
          <fieldset className="premium-group" disabled={!isPremium}>
            <legend>{t('settings.processing.detection')}</legend>
            <div className="field">
              <label htmlFor="detection-threshold">
                {t('settings.processing.threshold', {
                  percent: Math.round(draft.detection_threshold * 100),
                })}
              </label>
              <input
                id="detection-threshold"
                type="range"
                min={0}
                max={1}
                step={0.01}
                value={draft.detection_threshold}
                onChange={(event) => set({ detection_threshold: Number(event.target.value) })}
              />
            </div>
            <Toggle
              label={t('settings.processing.useBanList')}
              hint={t('settings.processing.useBanListHint')}
              checked={draft.use_banlist_for_detection}
              onChange={(value) => set({ use_banlist_for_detection: value })}
            />
          </fieldset>
          {!isPremium && <PremiumNotice compact />}
          <button type="submit" className="button button-primary">
            {t('settings.save')}
          </button>
        </fieldset>
      </form>
    </SettingsCard>
  );
}
