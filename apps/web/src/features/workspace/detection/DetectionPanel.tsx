import { ENGINE_NAMES } from '@workbench/contracts';
import { PagesLeft } from '../usage/PagesLeft';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth/auth-context';
import { useIsPremium } from '../../settings/PremiumGate';
import { filesInScope, useFilesStore } from '../files/files-store';
import { ScopePicker } from '../files/ScopePicker';
import { clearMarks } from '../marks/review-actions';
import { PremiumCrown } from '../premium/PremiumCrown';
import { useSpendLabel } from '../usage/use-spend-label';
import { useUpgradeStore } from '../premium/upgrade-store';
import { DetectionResults } from './DetectionResults';
import { ensurePanelChoices, useDetectionChoices } from './detection-choices-store';
import { useDetectionStore } from './detection-store';
import {
  engineAvailability,
  isEngineReady,
  loadEngineStatuses,
  useEngineStatus,
} from './engine-status';
import { useProcessingLocation } from '../../on-device/processing-location';
import { isModelUsed, usedEngines } from './entity-choices';
import { ModelChoice } from './ModelChoice';
import { detectFiles } from './run-detection';
import { AuthLostError, saveDetectionSettings } from './save-detection-settings';
import './detection-panel.css';

/** Reads the saved choices and the engines' state when the panel first needs them. */
function usePanelData() {
  const { t } = useTranslation();
  const needsChoices = useDetectionChoices((state) => state.source === 'none');
  useEffect(() => void loadEngineStatuses(), []);
  useEffect(() => {
    if (!needsChoices) return;
    ensurePanelChoices().catch((error: unknown) =>
      toast.error(
        t('workspace.detection.notices.loadSettingsFailed', {
          error: errorMessage(t, error, t('workspace.detection.notices.unknownError')),
        }),
      ),
    );
  }, [needsChoices, t]);
}

/** The save button's flow (workspace §5, §8): signed in and nothing loading, else 'wait'. */
function useSaveChoices() {
  const { t } = useTranslation();
  const { status, user } = useAuth();
  const userRef = useRef(user);
  const [isSaving, setIsSaving] = useState(false);
  useEffect(() => {
    userRef.current = user;
  });
  const isLoading = useDetectionChoices((state) => state.source === 'loading');

  async function save() {
    if (status !== 'signed-in' || isSaving || isLoading) {
      toast.info(t('workspace.detection.notices.waitForAuth'));
      return;
    }
    setIsSaving(true);
    const { choices, threshold, useBanList } = useDetectionChoices.getState();
    try {
      await saveDetectionSettings(
        { choices, threshold, useBanList },
        () => userRef.current !== null,
      );
      useDetectionChoices.setState({ source: 'saved' });
      toast.success(t('workspace.detection.notices.settingsSaved'));
    } catch (error) {
      if (error instanceof AuthLostError) {
        toast.error(t(`workspace.detection.notices.authLost.${error.when}`));
      } else {
        const reason = errorMessage(t, error, t('workspace.detection.notices.unknownError'));
        toast.error(t('workspace.detection.notices.saveFailed', { error: reason }));
      }
    } finally {
      setIsSaving(false);
    }
  }
  return { save, isSaving };
}

/**
 * The panel's own stop button while a run streams (the status bar, which also has one, may have
 * been closed); after a stop the focus goes back to the detect button.
 */
function useStopFromPanel(isStreaming: boolean) {
  const detectButton = useRef<HTMLButtonElement>(null);
  const isStopRequested = useRef(false);
  useEffect(() => {
    if (isStreaming || !isStopRequested.current) return;
    isStopRequested.current = false;
    detectButton.current?.focus();
  }, [isStreaming]);
  const stop = () => {
    isStopRequested.current = true;
    useDetectionStore.getState().stop();
  };
  return { detectButton, stop };
}

function DetectionForm() {
  const { t } = useTranslation();
  const thresholdId = useId();
  const hintId = useId();
  const [isConfirmingReset, setIsConfirmingReset] = useState(false);
  const { scope, choices, threshold, useBanList, source } = useDetectionChoices(
    useShallow(({ scope, choices, threshold, useBanList, source }) => ({
      scope,
      choices,
      threshold,
      useBanList,
      source,
    })),
  );
  const { setScope, setChoice, setThreshold, setUseBanList } = useDetectionChoices.getState();
  const statuses = useEngineStatus((state) => state.statuses);
  const isDevice = useProcessingLocation() === 'device';
  const isStreaming = useDetectionStore((state) => state.isStreaming);
  const { save, isSaving } = useSaveChoices();
  const { detectButton, stop } = useStopFromPanel(isStreaming);
  usePanelData();
  const hasReadyModel =
    usedEngines(choices, (engine) => isEngineReady(engine, statuses, isDevice)).length > 0;
  const canDetect = hasReadyModel && !isStreaming && source !== 'loading';
  const hint =
    hasReadyModel || source === 'loading'
      ? null
      : ENGINE_NAMES.some((engine) => isModelUsed(choices, engine))
        ? t(
            isDevice
              ? 'workspace.onDevice.detection.notAvailable'
              : 'workspace.detection.hints.notAvailable',
          )
        : t('workspace.detection.hints.noEntities');
  const percent = Math.round(threshold * 100);
  // One run charges every page of the files in scope, whichever models it uses.
  const files = useFilesStore(useShallow((state) => filesInScope(state, scope)));
  const detectLabel = useSpendLabel(t('workspace.detection.detect'), files);

  function detect() {
    const files = filesInScope(useFilesStore.getState(), scope);
    void detectFiles(files, { choices, threshold, useBanList }, { t });
  }

  function reset() {
    setIsConfirmingReset(false);
    const keys = filesInScope(useFilesStore.getState(), scope).map((file) => file.key);
    useDetectionChoices.getState().clearChoices();
    useDetectionStore.getState().removeSummaries(keys);
    clearMarks('ENTITY', keys);
    toast.success(t('workspace.detection.notices.resetDone'));
  }

  return (
    <>
      <ScopePicker name="detection-scope" value={scope} onChange={setScope} />
      {ENGINE_NAMES.map((engine) => (
        <ModelChoice
          key={engine}
          engine={engine}
          choice={choices[engine]}
          status={engineAvailability(engine, statuses, isDevice)}
          isDisabled={isStreaming}
          onChange={(next) => setChoice(engine, next)}
        />
      ))}
      <div className="detection-threshold">
        <label htmlFor={thresholdId} title={t('workspace.detection.thresholdHint')}>
          {t('workspace.detection.threshold')}
        </label>
        <output htmlFor={thresholdId}>{percent} %</output>
        <input
          id={thresholdId}
          type="range"
          min={0}
          max={1}
          step={0.01}
          value={threshold}
          aria-valuetext={`${percent} %`}
          disabled={isStreaming}
          onChange={(event) => setThreshold(Number(event.target.value))}
        />
      </div>
      <label className="detection-switch">
        <input
          type="checkbox"
          role="switch"
          checked={useBanList}
          disabled={isStreaming}
          onChange={(event) => setUseBanList(event.target.checked)}
        />
        {t('workspace.detection.useBanList')}
      </label>
      <div className="button-row">
        <button
          ref={detectButton}
          type="button"
          className="button button-primary"
          disabled={!canDetect}
          aria-describedby={hint === null ? undefined : hintId}
          onClick={detect}
        >
          {isStreaming ? t('workspace.detection.detecting') : detectLabel}
        </button>
        {isStreaming && (
          <button type="button" className="button button-secondary" onClick={stop}>
            {t('workspace.statusBar.stop')}
          </button>
        )}
        <button
          type="button"
          className="button button-secondary"
          disabled={isStreaming}
          onClick={() => setIsConfirmingReset(true)}
        >
          {t('workspace.detection.reset')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={isSaving}
          onClick={() => void save()}
        >
          {isSaving ? t('workspace.detection.saving') : t('workspace.detection.save')}
        </button>
      </div>
      {hint !== null && (
        <p id={hintId} className="detection-hint">
          {hint}
        </p>
      )}
      <DetectionResults />
      {isConfirmingReset && (
        <ConfirmDialog
          title={t('workspace.detection.resetTitle')}
          confirmLabel={t('workspace.detection.reset')}
          onConfirm={reset}
          onCancel={() => setIsConfirmingReset(false)}
        >
          <p>{t('workspace.detection.resetBody')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

/**
 * The sidebar's detection tab (workspace §2): scope, the three models' entity types, accuracy,
 * the ban-list switch, detect / reset / save, and the results per file. Detection is premium.
 */
export function DetectionPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const isPremium = useIsPremium();
  const title = t('workspace.detection.title');
  return (
    <section className="sidebar-panel detection-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="sidebar-panel-title">
        {title} {!isPremium && <PremiumCrown feature={title} />}
      </h2>
      <PagesLeft />
      {isPremium ? (
        <DetectionForm />
      ) : (
        <div className="detection-locked">
          <p>{t('workspace.detection.premiumBody')}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => useUpgradeStore.getState().show()}
          >
            {t('workspace.detection.upgrade')}
          </button>
        </div>
      )}
    </section>
  );
}
