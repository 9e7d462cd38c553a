import { ENGINE_NAMES, type TDetectEvent, type TEngineName } from '@workbench/contracts';
import type { TFunction } from 'i18next';
import { isOnDevice, requireProcessingConnection } from '../../on-device/processing-location';
import { onAuthEvent } from '../../../lib/auth-events';
import { NOTICE_MS } from '../workspace-constants';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { fetchBanList } from '../../settings/settings-api';
import type { OpenFile } from '../files/files-store';
import { DETECTION_EVENTS, DETECTION_TIMING } from './detection-constants';
import { addEntityHighlights, areaSignatures, undelivered } from './detection-highlights';
import { ENDED_BY_RESET, STOPPED_BY_USER, useDetectionStore } from './detection-store';
import type { DetectionSummary } from './detection-summary';
import type { Run } from './stream-progress';
import { detectErrorMessage, localizeDetectMessage } from './detect-messages';
import { streamDetection, type DetectRequest } from './detect-stream';
import { isEngineReady } from './engine-status';
import { isModelUsed, usedEngines } from './entity-choices';
import type { DetectionSettings } from './saved-detection-settings';

export type RunOutcome = 'completed' | 'failed' | 'stopped' | 'skipped';

export interface RunOptions {
  t: TFunction;
  /** Once the stream is open, no event at all (heartbeats included) for this long fails the run. */
  idleTimeoutMs?: number;
  stream?: typeof streamDetection;
}

/** The abort reason when the server has been silent for too long. */
const TIMED_OUT = new DOMException('Detection timed out', 'TimeoutError');

/** What the completion and failure window events carry. */
export interface DetectionEventDetail {
  fileKeys: string[];
  summaries: DetectionSummary[];
  error?: string;
}

function idleTimer(controller: AbortController, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reset = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(TIMED_OUT), ms);
  };
  return { reset, stop: () => clearTimeout(timer) };
}

function request(
  files: readonly OpenFile[],
  settings: DetectionSettings,
  engines: readonly TEngineName[],
  removeWords: readonly string[] | null,
): DetectRequest {
  return {
    files: files.map(({ file, name }) => ({ file, name })),
    useFast: engines.includes('fast'),
    useStandard: engines.includes('standard'),
    useAdvanced: engines.includes('advanced'),
    requestedEntities: engines.flatMap((engine) => settings.choices[engine]),
    threshold: settings.threshold,
    removeWords,
  };
}

/**
 * Turns each event into state, highlights and notices. Engine failures are told once per engine
 * and run; a file's own failure once per file. An error naming no file fails the whole run.
 */
function eventHandler(
  t: TFunction,
  controller: AbortController,
  onRunError: (message: string) => void,
) {
  const toldEngines = new Set<string>();
  const delivered = new Map<string, Set<string>>();
  return (event: TDetectEvent) => {
    const key = useDetectionStore.getState().receive(event, controller);
    if (event.type === 'page_completed' && key !== null) {
      const pages = event.results.redaction_mapping.pages;
      delivered.set(key, areaSignatures(pages, delivered.get(key)));
      addEntityHighlights(key, pages);
    } else if (event.type === 'file_completed' && key !== null) {
      // The file's totals also hold what no page event brought: areas of pages whose event was
      // lost, and values found on a later page that stand on earlier ones too. An area the
      // user removed since its page arrived stays removed.
      const pages = event.results.redaction_mapping.pages;
      addEntityHighlights(key, undelivered(pages, delivered.get(key) ?? new Set()));
    } else if (event.type === 'error') {
      if (event.engine !== undefined) {
        if (toldEngines.has(event.engine)) return;
        toldEngines.add(event.engine);
        const model = t(`workspace.detection.models.${event.engine}`);
        const message = localizeDetectMessage(t, event.error_message);
        toast.error(t('workspace.detection.notices.engineFailed', { model, message }));
      } else if (event.file_name !== undefined) {
        toast.error(
          t('workspace.detection.notices.fileFailed', {
            name: event.file_name,
            message: localizeDetectMessage(t, event.error_message),
          }),
        );
      } else {
        onRunError(localizeDetectMessage(t, event.error_message));
      }
    }
  };
}

/** The ignore list as last read this session: on-device detection goes on offline with it. */
let lastBanList: readonly string[] | null = null;
onAuthEvent(() => {
  lastBanList = null;
});

/**
 * The ignore list's words, read from the account. Offline in on-device mode the run goes on with
 * the words last read in this session, or without them, and says so.
 */
async function banListWords(t: TFunction, signal: AbortSignal): Promise<readonly string[] | null> {
  try {
    lastBanList = (await fetchBanList(signal)).words;
    return lastBanList;
  } catch (error) {
    const isUnreachable = error instanceof ApiError && error.code === 'NETWORK_ERROR';
    if (!isUnreachable || !isOnDevice()) throw error;
    if (lastBanList === null)
      toast.info(t('workspace.onDevice.offline.withoutIgnoreList'), NOTICE_MS.info);
    return lastBanList;
  }
}

function reasonOf(error: unknown, signal: AbortSignal, t: TFunction): string | null {
  if (signal.aborted && signal.reason === STOPPED_BY_USER) return null;
  if (signal.aborted && signal.reason === TIMED_OUT)
    return t('workspace.detection.notices.timedOut');
  if (error instanceof ApiError && error.code === 'NETWORK_ERROR') {
    return t('workspace.detection.notices.connectionError');
  }
  // 'HTTP {status}: {statusText}' and the like (workspace §8) say more than a bare 'failed'.
  if (error instanceof ApiError && error.code === 'HTTP_ERROR') {
    return t('workspace.detection.notices.failedWithReason', { reason: error.message });
  }
  return detectErrorMessage(t, error, t('workspace.detection.notices.failed'));
}

function announce(name: string, detail: DetectionEventDetail) {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/**
 * The same models are left out of every run, on this device or on a server without them: that
 * is said once a session (issue 64: the notice came with every file opened).
 */
const told = new Set<string>();
onAuthEvent(() => told.clear());

/**
 * Tells which chosen models cannot run (on this server, or on this device); they are left out
 * of the run. `isEveryTime` when nothing else runs, so the user learns why nothing happened.
 */
function tellSkippedModels(t: TFunction, settings: DetectionSettings, isEveryTime = false) {
  const isDevice = isOnDevice();
  const where = (engine: TEngineName) => `${isDevice ? 'device' : 'server'}:${engine}`;
  const skipped = ENGINE_NAMES.filter(
    (engine) =>
      isModelUsed(settings.choices, engine) &&
      !isEngineReady(engine) &&
      (isEveryTime || !told.has(where(engine))),
  );
  if (skipped.length === 0) return;
  skipped.forEach((engine) => told.add(where(engine)));
  const models = skipped.map((engine) => t(`workspace.detection.models.${engine}`)).join(', ');
  const key = isDevice
    ? 'workspace.onDevice.detection.modelsSkipped'
    : 'workspace.detection.notices.modelsSkipped';
  toast.info(t(key, { models, count: skipped.length }));
}

/** Events lost on the way: unreadable ones, and ones that failed to decrypt. */
interface LostEvents {
  unreadable: number;
  undecryptable: number;
}

/**
 * Why a stream that ended normally still failed: events failed to decrypt (whatever they held,
 * even batch_completed, is lost), it ended before batch_completed, a file got no result (the
 * server named it differently, or its events were lost), or events were unreadable. Files
 * without a result are failed with their own message.
 */
function endProblem(
  t: TFunction,
  run: Run,
  controller: AbortController,
  lost: LostEvents,
): string | null {
  if (lost.undecryptable > 0) return undecryptableProblem(t, lost.undecryptable);
  if (!run.isBatchCompleted) return t('workspace.detection.notices.connectionLost');
  const missing = run.files.filter((file) => !file.isDone && !file.isSkipped);
  if (missing.length > 0) {
    const noResults = (names: string) => t('workspace.detection.notices.noResults', { names });
    useDetectionStore.getState().failUnfinished(controller, (file) => noResults(file.name));
    return noResults(missing.map((file) => file.name).join(', '));
  }
  if (lost.unreadable > 0) {
    return t('workspace.detection.notices.incomplete', { count: lost.unreadable });
  }
  return null;
}

function undecryptableProblem(t: TFunction, count: number): string {
  return t('workspace.detection.notices.undecryptable', { count });
}

/**
 * One streaming detection over `files` with `settings` (workspace §4): only one at a time; the
 * panel, the toolbar, the shortcut, the mobile menu and auto-processing all come through here.
 */
export async function detectFiles(
  files: readonly OpenFile[],
  settings: DetectionSettings,
  { t, idleTimeoutMs = DETECTION_TIMING.idleTimeoutMs, stream = streamDetection }: RunOptions,
): Promise<RunOutcome> {
  if (files.length === 0) {
    toast.info(t('workspace.detection.notices.noFilesSelected'));
    return 'skipped';
  }
  if (!requireProcessingConnection()) return 'skipped';
  const engines = usedEngines(settings.choices, (engine) => isEngineReady(engine));
  if (engines.length === 0) {
    if (ENGINE_NAMES.some((engine) => isModelUsed(settings.choices, engine))) {
      tellSkippedModels(t, settings, true);
    } else {
      toast.info(t('workspace.detection.notices.noEntitiesSelected'));
    }
    return 'skipped';
  }
  const controller = useDetectionStore.getState().begin(files);
  const run = useDetectionStore.getState().run;
  if (controller === null || run === null) {
    toast.error(t('workspace.detection.notices.alreadyRunning'));
    return 'skipped';
  }
  tellSkippedModels(t, settings);
  const { signal } = controller;
  // The idle timer starts once the server has the upload: 20 files of 10 MB take a while.
  const idle = idleTimer(controller, idleTimeoutMs);
  let runError: string | null = null;
  const lost: LostEvents = { unreadable: 0, undecryptable: 0 };
  const handle = eventHandler(t, controller, (message) => (runError ??= message));
  try {
    const words = settings.useBanList ? await banListWords(t, signal) : null;
    await stream(
      request(files, settings, engines, words),
      (event) => {
        idle.reset();
        handle(event);
      },
      signal,
      {
        onOpen: idle.reset,
        onUnreadable: () => {
          idle.reset();
          lost.unreadable += 1;
        },
        onUndecryptable: () => {
          idle.reset();
          lost.undecryptable += 1;
        },
      },
    );
    runError ??= endProblem(t, run, controller, lost);
  } catch (error) {
    if (signal.reason === ENDED_BY_RESET) return 'stopped';
    const reason = reasonOf(error, signal, t);
    if (reason === null) {
      toast.info(t('workspace.detection.notices.stopped'));
      return 'stopped';
    }
    // A decryption failure says more than what followed it (the stream breaking, a time-out).
    runError ??= lost.undecryptable > 0 ? undecryptableProblem(t, lost.undecryptable) : reason;
  } finally {
    idle.stop();
    useDetectionStore.getState().finish(controller);
  }

  const fileKeys = files.map((file) => file.key);
  const summaries = fileKeys.flatMap((key) => useDetectionStore.getState().summaries[key] ?? []);
  if (runError !== null) {
    useDetectionStore.getState().failUnfinished(controller, runError);
    toast.error(runError);
    announce(DETECTION_EVENTS.failed, { fileKeys, summaries, error: runError });
    return 'failed';
  }
  const count = summaries.reduce((sum, summary) => sum + summary.entities_detected.total, 0);
  toast.success(t('workspace.detection.notices.completed', { count }));
  announce(DETECTION_EVENTS.completed, { fileKeys, summaries });
  return 'completed';
}
