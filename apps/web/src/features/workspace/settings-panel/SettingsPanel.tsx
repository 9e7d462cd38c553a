import type { TGeneralSettingsUpdate } from '@workbench/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { toast } from '../../../lib/toast';
import { useIsPremium } from '../../settings/PremiumGate';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { CreationMode, HighlightType } from '../highlights/highlight';
import { COLOR_SETTINGS, highlightColor, type Model } from '../highlights/highlight-colors';
import { useHighlightsStore } from '../highlights/highlights-store';
import { clearMarks } from '../marks/review-actions';
import { PremiumCrown } from '../premium/PremiumCrown';
import { useFilesStore } from '../files/files-store';
import { useWordsStore } from '../text-selection/words-store';
import { useSpendLabel } from '../usage/use-spend-label';
import { useViewerStore } from '../viewer/viewer-store';
import { saveGeneralSettings, useWorkspaceSettings } from '../workspace-settings';
import { NOTICE_MS } from '../workspace-constants';
import './settings-panel.css';

const LAYERS: readonly HighlightType[] = ['SEARCH', 'ENTITY', 'MANUAL'];
type ColorKind = 'manual' | 'search' | Model;
const COLOR_KINDS: readonly ColorKind[] = ['manual', 'search', 'fast', 'standard', 'advanced'];

/** Entity highlights and model colours are premium (spec §6); the rest is for everyone. */
const isPremiumLayer = (type: HighlightType) => type === 'ENTITY';
const isPremiumColor = (kind: string) => kind !== 'manual' && kind !== 'search';

/**
 * The text selection choice, with the pages it spends: the server reads (or recognises) every
 * page of each open file whose words are not read yet, and charges them.
 */
function useTextSelectionLabel(isChosen: boolean): string {
  const { t } = useTranslation();
  const read = useWordsStore(
    useShallow((state) =>
      Object.keys(state.byFile).filter((key) => state.byFile[key]?.status === 'completed'),
    ),
  );
  const unread = useFilesStore(
    useShallow((state) => state.files.filter((file) => !read.includes(file.key))),
  );
  return useSpendLabel(t('workspace.settingsPanel.textSelection'), isChosen ? [] : unread);
}

/**
 * The sidebar's settings (spec §2): highlighting mode, which highlight layers show, clearing
 * highlights, and the colours of each kind.
 */
export function SettingsPanel() {
  const { t } = useTranslation();
  const premium = useIsPremium();
  const mode = useViewerStore((state) => state.highlightMode);
  const visible = useHighlightsStore((state) => state.visible);
  const general = useWorkspaceSettings((state) => state.general);
  const [clearing, setClearing] = useState<HighlightType | 'ALL' | null>(null);
  const [colorDrafts, setColorDrafts] = useState<Partial<Record<ColorKind, string>>>({});
  const textSelectionLabel = useTextSelectionLabel(mode === 'text_selection');

  async function save(update: TGeneralSettingsUpdate): Promise<boolean> {
    try {
      await saveGeneralSettings(update);
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : '';
      toast.error(t('workspace.settingsPanel.saveFailed', { error: reason }));
      return false;
    }
  }

  async function chooseMode(next: CreationMode) {
    const previous = useViewerStore.getState().highlightMode;
    useViewerStore.getState().setHighlightMode(next);
    const saved = await save({ edit_mode: next === 'text_selection' ? 'text' : 'box' });
    if (!saved) useViewerStore.getState().setHighlightMode(previous);
  }

  async function saveColor(kind: ColorKind) {
    const draft = colorDrafts[kind];
    if (draft === undefined) return;
    await save({ [COLOR_SETTINGS[kind]]: draft.toUpperCase() });
    setColorDrafts(({ [kind]: _saved, ...rest }) => rest);
  }

  function clear() {
    if (clearing === null) return;
    if (clearing !== 'ALL') clearMarks(clearing);
    // Clearing entity highlights is premium (spec §6): "all" means the free layers then.
    else if (premium) clearMarks();
    else LAYERS.filter((type) => !isPremiumLayer(type)).forEach((type) => clearMarks(type));
    setClearing(null);
    toast.success(t('workspace.notices.allHighlightsDeleted'), NOTICE_MS.info);
  }

  return (
    <section className="sidebar-panel settings-panel" aria-labelledby="settings-panel-title">
      <h2 id="settings-panel-title" className="sidebar-panel-title">
        {t('workspace.settingsPanel.title')}
      </h2>

      <fieldset>
        <legend>{t('workspace.settingsPanel.mode')}</legend>
        <label>
          <input
            type="radio"
            name="highlight-mode"
            checked={mode === 'rectangular'}
            onChange={() => void chooseMode('rectangular')}
          />
          {t('workspace.settingsPanel.rectangular')}
        </label>
        <label>
          <input
            type="radio"
            name="highlight-mode"
            checked={mode === 'text_selection'}
            disabled={!premium}
            onChange={() => void chooseMode('text_selection')}
          />
          {textSelectionLabel}
          {!premium && <PremiumCrown feature={t('workspace.settingsPanel.textSelection')} />}
        </label>
      </fieldset>

      <fieldset>
        <legend>{t('workspace.settingsPanel.visibility')}</legend>
        {LAYERS.map((type) => {
          const locked = isPremiumLayer(type) && !premium;
          return (
            <label key={type}>
              <input
                type="checkbox"
                checked={visible[type]}
                disabled={locked}
                onChange={(event) =>
                  useHighlightsStore.getState().setVisible(type, event.currentTarget.checked)
                }
              />
              {t(`workspace.settingsPanel.layers.${type}`)}
              {locked && <PremiumCrown feature={t(`workspace.settingsPanel.layers.${type}`)} />}
            </label>
          );
        })}
      </fieldset>

      <fieldset>
        <legend>{t('workspace.settingsPanel.clear')}</legend>
        <div className="settings-panel-buttons">
          {LAYERS.map((type) => {
            const locked = isPremiumLayer(type) && !premium;
            return (
              <span key={type} className="settings-panel-clear">
                <button
                  type="button"
                  className="button"
                  disabled={locked}
                  onClick={() => setClearing(type)}
                >
                  {t(`workspace.settingsPanel.clearLayer.${type}`)}
                </button>
                {locked && (
                  <PremiumCrown feature={t(`workspace.settingsPanel.clearLayer.${type}`)} />
                )}
              </span>
            );
          })}
          <button type="button" className="button button-danger" onClick={() => setClearing('ALL')}>
            {t('workspace.settingsPanel.clearLayer.ALL')}
          </button>
        </div>
      </fieldset>

      <fieldset>
        <legend>{t('workspace.settingsPanel.colors')}</legend>
        {COLOR_KINDS.map((kind) => {
          const locked = isPremiumColor(kind) && !premium;
          const type: HighlightType =
            kind === 'manual' ? 'MANUAL' : kind === 'search' ? 'SEARCH' : 'ENTITY';
          return (
            <label key={kind} className="settings-panel-color">
              <input
                type="color"
                value={colorDrafts[kind] ?? highlightColor(type, kind, general).toLowerCase()}
                disabled={locked || general === null}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setColorDrafts((drafts) => ({ ...drafts, [kind]: value }));
                }}
                // The picker reports every step of a drag; the choice is saved once, on leaving.
                onBlur={() => void saveColor(kind)}
              />
              {t(`workspace.settingsPanel.colorOf.${kind}`)}
              {locked && <PremiumCrown feature={t(`workspace.settingsPanel.colorOf.${kind}`)} />}
            </label>
          );
        })}
      </fieldset>

      {clearing !== null && (
        <ConfirmDialog
          title={t('workspace.settingsPanel.confirmClearTitle')}
          confirmLabel={t('workspace.settingsPanel.confirmClear')}
          onConfirm={clear}
          onCancel={() => setClearing(null)}
        >
          <p>{t(`workspace.settingsPanel.clearLayer.${clearing}`)}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
