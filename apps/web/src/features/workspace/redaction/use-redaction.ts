import { useTranslation } from 'react-i18next';
import { requireProcessingConnection } from '../../on-device/processing-location';
import { ApiError } from '../../../lib/api-error';
import { getToasts, toast } from '../../../lib/toast';
import { isOnline } from '../../../lib/use-is-online';
import { errorMessage } from '../../../lib/messages';
import { residuesOf, residueSummary } from './residue-summary';
import {
  filesInScope,
  useFilesStore,
  type OpenFile,
  type RedactedFile,
  type Scope,
} from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { useSidebarStore } from '../sidebar/sidebar-store';
import { NOTICE_MS, TIMING_MS } from '../workspace-constants';
import { fetchGeneralSettings } from '../../settings/settings-api';
import { useWorkspaceSettings } from '../workspace-settings';
import type { Highlight } from '../highlights/highlight';
import { saveHistoryRecord } from '../history/history-api';
import { keepRecordForLater } from '../history/history-outbox';
import { redactionSchema } from '../history/history-record';
import { keptAreasOf } from '../history/kept-areas';
import type { TAppearanceInput } from '@workbench/contracts';
import type { RedactionOptions } from './build-mapping';
import { downloadable, printBlob, redactFile, saveBlob } from './redact-files';
import { useRedactionStore } from './redaction-store';
import { exemptionSettings } from '../marks/exemption';
import { buildLog } from './redaction-log';
import { useSignedInUser } from '../../auth/auth-context';
import { marksChoiceFor, readFileMarks } from '../file-marks/read-file-marks';
import { refusedForMarks } from '../file-marks/file-mark-errors';
import { marksRefusalReason } from '../file-marks/file-mark-messages';

/** Whether the user keeps a redaction history (asked once per run; as last read offline). */
async function wantsHistory(): Promise<boolean> {
  try {
    return (await fetchGeneralSettings()).save_redaction_history;
  } catch {
    return useWorkspaceSettings.getState().general?.save_redaction_history ?? true;
  }
}

/**
 * The redaction flow (spec §4): redact the files in scope one by one on the server, keep their
 * redacted versions for download and print, and say what happened to each file. A file the
 * server refuses (for example because its check of the result failed) is reported by name.
 */
export function useRedaction() {
  const { t } = useTranslation();
  const user = useSignedInUser();

  async function recordHistory(
    name: string,
    areas: readonly Highlight[],
    removeImages: boolean,
    defaultCodes: Readonly<Record<string, string>>,
  ) {
    const schema = redactionSchema(areas, removeImages, defaultCodes);
    // Redacted offline on this device: the record waits in this browser for the connection.
    if (!isOnline()) {
      const isKept =
        user !== null && (await keepRecordForLater(user.id, name, schema, keptAreasOf(areas)));
      const message = t(`workspace.onDevice.offline.${isKept ? 'historyKept' : 'historyNotSaved'}`);
      if (!getToasts().some((shown) => shown.message === message)) toast.info(message, 8_000);
      return;
    }
    try {
      await saveHistoryRecord(name, schema, keptAreasOf(areas));
      setTimeout(
        () => toast.info(t('workspace.history.saved'), NOTICE_MS.historyInfo),
        NOTICE_MS.historyInfoDelay,
      );
    } catch (error) {
      // History turned off in another tab: the server refuses, and that is what the user wants.
      if (error instanceof ApiError && error.code === 'CONFLICT') return;
      toast.error(t('workspace.history.saveFailed'), NOTICE_MS.historyError);
    }
  }

  /**
   * Says what a release of several files came to: every file released, or which were not (each
   * refusal has its own notice with the reason). A file is never left out in silence (issue 64).
   */
  function summarise(asked: readonly OpenFile[], released: readonly RedactedFile[]) {
    if (asked.length < 2) return;
    const done = new Set(released.map((file) => file.sourceKey));
    const left = asked.filter((file) => !done.has(file.key)).map((file) => file.name);
    if (left.length === 0) {
      const sanitised = released.filter((file) => file.sanitisedOnly).length;
      const key = sanitised > 0 ? 'allWithSanitised' : 'all';
      toast.success(
        t(`workspace.redaction.summary.${key}`, { count: asked.length, sanitised }),
        15_000,
      );
      return;
    }
    const counts = { done: released.length, total: asked.length, names: left.join(', ') };
    toast.warning(t('workspace.redaction.summary.some', counts), 30_000);
  }

  /**
   * Redacts each of `files`, one after the other. A file without marks is released too: the
   * server sanitises it (metadata, attachments, scripts, hidden content) and checks it, so a
   * release never holds a file that was not rebuilt, nor misses one the user asked for.
   */
  async function redact(
    files: readonly OpenFile[],
    { summary = true }: { summary?: boolean } = {},
  ): Promise<RedactedFile[]> {
    const { options, appearance, setRunning } = useRedactionStore.getState();
    if (files.length === 0) {
      toast.error(t('workspace.redaction.nothingToRedact'));
      return [];
    }
    if (!requireProcessingConnection()) return [];
    setRunning(true);
    toast.info(t('workspace.notices.startingRedactionProcess'));
    const done: RedactedFile[] = [];
    const saveHistory = wantsHistory();
    try {
      for (const file of files) {
        // Marks the file arrived with, still being read, are waited for; found only now, nobody
        // has reviewed them, so the file waits for that.
        const { choice, justListed } = await marksChoiceFor(file.key);
        if (justListed > 0) {
          const found = { name: file.name, count: justListed };
          toast.warning(t('workspace.fileMarks.listedMeanwhile', found), 15_000);
          continue;
        }
        const signal = AbortSignal.timeout(TIMING_MS.redactTimeout);
        // The marks as they are when this file is sent: a copy of older marks is never kept.
        const marks = useHighlightsStore.getState().byFile[file.key];
        try {
          const defaultCodes = exemptionSettings().defaults;
          const outcome = await redactFile(file, marks ?? [], options, appearance, {
            signal,
            defaultCodes,
            existingMarks: choice,
          });
          if (isStale(file, marks, options, appearance)) {
            toast.warning(t('workspace.redaction.changedMeanwhile', { name: file.name }), 15_000);
            continue;
          }
          const origin = file.origin && {
            name: [file.origin, ...(file.origin.combined ?? [])].map((one) => one.name).join(', '),
            format: file.origin.format,
          };
          const log = buildLog(outcome.areas, {
            fileName: file.name,
            ...(origin && { origin }),
            outputName: outcome.redacted.name,
            date: new Date().toISOString(),
            user: user?.email ?? '',
            removeImages: options.removeImages,
            defaultCodes,
          });
          const applied = outcome.report?.existing_marks.applied_areas ?? 0;
          const sanitisedOnly = outcome.areas.length + applied === 0;
          // A copy without marks looks as the original does: the viewer keeps the original
          // rather than swap documents under the reader (the header's toggle shows the copy).
          const shown = outcome.redacted.shown && !sanitisedOnly;
          const redacted = { ...outcome.redacted, log, sanitisedOnly, shown };
          useFilesStore.getState().setRedacted(redacted);
          useRedactionStore.getState().setRefusal(file.key, null);
          done.push(redacted);
          // A file released without marks has nothing to restore later: no history record.
          void saveHistory.then(async (save) => {
            if (save && outcome.areas.length > 0) {
              await recordHistory(file.name, outcome.areas, options.removeImages, defaultCodes);
            }
          });
          const words = outcome.report?.words_removed ?? 0;
          // Several files end with a summary that counts the files released without marks.
          if (!sanitisedOnly) {
            const counts = { name: file.name, areas: outcome.areas.length, words };
            toast.success(t('workspace.redaction.fileDone', counts));
          } else if (files.length === 1) {
            toast.success(t('workspace.redaction.fileSanitised', { name: file.name }));
          }
        } catch (error) {
          const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
          const markRefs = refusedForMarks(error);
          // Marks made elsewhere that were never read here: read them now for review.
          if (markRefs) void readFileMarks(file, t);
          // The server names the file in a one-file refusal ("a.pdf: …"); the notice names it once.
          const reason = timedOut
            ? t('workspace.redaction.timedOut')
            : markRefs
              ? marksRefusalReason(t, markRefs)
              : withoutFileName(errorMessage(t, error, t('workspace.redaction.failed')), file.name);
          const residues = residuesOf(error);
          useRedactionStore
            .getState()
            .setRefusal(file.key, residues.length > 0 ? { name: file.name, residues } : null);
          // The redaction tab lists the places and offers to mark them.
          if (residues.length > 0) useSidebarStore.getState().activate('redaction');
          const found =
            residues.length > 0
              ? ` ${t('workspace.redaction.residuesFound', { list: residueSummary(t, residues) })}`
              : '';
          toast.error(
            t('workspace.redaction.fileFailed', { name: file.name, reason }) + found,
            15_000,
          );
        }
      }
    } finally {
      setRunning(false);
    }
    if (summary) summarise(files, done);
    return done;
  }

  /** The redacted versions of the files in scope, redacting first where none exists yet. */
  async function redactedVersions(scope: Scope): Promise<RedactedFile[]> {
    const state = useFilesStore.getState();
    const files = filesInScope(state, scope);
    const missing = files.filter((file) => !state.redacted[file.key]);
    if (missing.length > 0) await redact(missing, { summary: false });
    const redacted = useFilesStore.getState().redacted;
    const released = files.flatMap((file) => (redacted[file.key] ? [redacted[file.key]!] : []));
    summarise(files, released);
    return released;
  }

  async function download(scope: Scope) {
    const files = await redactedVersions(scope);
    if (files.length === 0) return;
    try {
      const { name, blob } = await downloadable(files);
      saveBlob(name, blob);
      toast.success(t('workspace.notices.filesDownloadedSuccessfully'));
    } catch {
      toast.error(t('workspace.notices.errorDownloadingFiles'));
    }
  }

  async function print() {
    const [file] = await redactedVersions('current');
    if (!file) return;
    if (!(await printBlob(file.blob))) toast.error(t('workspace.notices.printPopupBlocked'));
  }

  return {
    redact,
    download,
    print,
    redactScope: (scope: Scope) => redact(filesInScope(useFilesStore.getState(), scope)),
  };
}

/**
 * Whether a redaction's result no longer matches what the user has: the file was closed, or its
 * marks, the options or the appearance changed while the server worked.
 */
function isStale(
  file: OpenFile,
  marks: readonly Highlight[] | undefined,
  options: RedactionOptions,
  appearance: TAppearanceInput,
): boolean {
  const redaction = useRedactionStore.getState();
  return (
    !useFilesStore
      .getState()
      .files.some((open) => open.key === file.key && open.file === file.file) ||
    useHighlightsStore.getState().byFile[file.key] !== marks ||
    redaction.options !== options ||
    redaction.appearance !== appearance
  );
}

function withoutFileName(message: string, name: string): string {
  return message.startsWith(`${name}: `) ? message.slice(name.length + 2) : message;
}
