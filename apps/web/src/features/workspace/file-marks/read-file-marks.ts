import type { TExistingMarksChoice } from '@workbench/contracts';
import type { TFunction } from 'i18next';
import { errorMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { useFilesStore, type OpenFile } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { fileErrorCodeOf } from './file-mark-errors';
import { fetchFileMarks } from './file-marks-api';
import { fileMarkHighlights } from './file-mark-highlights';
import { useFileMarksStore } from './file-marks-store';

/** How long reading a file's marks may take before it counts as failed. */
export const READ_TIMEOUT_MS = 60_000;
/** Notices about a file's marks stay long enough to be read. */
const NOTICE_MS = 10_000;

interface Reading {
  file: File;
  done: Promise<void>;
  stop: () => void;
}

/** The reads under way, by file key. */
const readings = new Map<string, Reading>();

const isOpen = (file: OpenFile) =>
  useFilesStore.getState().files.some((open) => open.key === file.key && open.file === file.file);

/** Adds the suggestions whose ids the file does not hold yet (listed, or restored from storage). */
function addMissing(fileKey: string, highlights: ReturnType<typeof fileMarkHighlights>) {
  const store = useHighlightsStore.getState();
  const present = new Set((store.byFile[fileKey] ?? []).map(({ id }) => id));
  const missing = highlights.filter(({ id }) => !present.has(id));
  if (missing.length > 0) store.add(missing);
}

async function read(file: OpenFile, t: TFunction, signal: AbortSignal, isClosed: () => boolean) {
  const { set } = useFileMarksStore.getState();
  try {
    const answer = await fetchFileMarks(file.file, signal);
    const { existing_marks: marks, signatures, form_data: formData } = answer;
    if (isClosed() || !isOpen(file)) return;
    addMissing(file.key, fileMarkHighlights(file.key, marks));
    set(file.key, { state: 'read', count: marks.length, signatures, formData });
    if (marks.length > 0) {
      toast.info(
        t('workspace.fileMarks.found', { name: file.name, count: marks.length }),
        NOTICE_MS,
      );
    }
  } catch (error) {
    if (isClosed() || !isOpen(file)) return;
    // A password-protected file is read again once unlocked: the unlock form says what to do.
    const isLocked = fileErrorCodeOf(error) === 'ENCRYPTED';
    set(file.key, { state: 'failed', isLocked });
    if (isLocked) return;
    const reason = signal.aborted
      ? t('workspace.fileMarks.timedOut')
      : errorMessage(t, error, t('workspace.fileMarks.unknownReason')).replace(/[.!]\s*$/u, '');
    toast.warning(t('workspace.fileMarks.readFailed', { name: file.name, reason }), NOTICE_MS);
  }
}

/**
 * Reads the unapplied redaction marks a file arrived with (decision 0043) and lists each marked
 * line as a suggestion, source "in the file"; its signatures are kept for "Also in this file". A
 * failure never keeps the file from opening: it is said in a notice, and the file is left
 * without a choice, so the server refuses to redact it while it holds marks nobody saw. A read of
 * the same file under way is joined, not repeated.
 */
export function readFileMarks(file: OpenFile, t: TFunction): Promise<void> {
  const running = readings.get(file.key);
  if (running?.file === file.file) return running.done;
  running?.stop();
  const controller = new AbortController();
  let isClosed = false;
  const timer = setTimeout(() => controller.abort(), READ_TIMEOUT_MS);
  useFileMarksStore.getState().set(file.key, { state: 'reading' });
  const done = read(file, t, controller.signal, () => isClosed).finally(() => {
    clearTimeout(timer);
    if (readings.get(file.key)?.done === done) readings.delete(file.key);
  });
  readings.set(file.key, {
    file: file.file,
    done,
    stop() {
      isClosed = true;
      controller.abort();
    },
  });
  return done;
}

/** Stops the reads of files closed meanwhile and forgets what was read of them. */
export function forgetFileMarks(fileKeys: readonly string[]) {
  for (const key of fileKeys) {
    readings.get(key)?.stop();
    readings.delete(key);
  }
  useFileMarksStore.getState().forget(fileKeys);
}

/** What a redaction of a file tells the server about its marks, once any read has finished. */
export interface MarksChoice {
  /** 'import' once the marks were read and offered as suggestions; else none, and a file that
   * holds marks is refused (422) rather than losing them unseen. */
  choice: TExistingMarksChoice | undefined;
  /** Marks that a read still under way when the redaction began has just listed: nobody has
   * reviewed them yet, so the file must not be redacted now. */
  justListed: number;
}

export async function marksChoiceFor(fileKey: string): Promise<MarksChoice> {
  const running = readings.get(fileKey);
  if (running) await running.done;
  const read = useFileMarksStore.getState().byFile[fileKey];
  if (read?.state !== 'read') return { choice: undefined, justListed: 0 };
  return { choice: 'import', justListed: running ? read.count : 0 };
}
