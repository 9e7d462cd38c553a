import type { OcrLine } from '../ocr/ocr-types';
import { scanFailureMessage, scanResidues } from '../verify/scan-check';
import type { RedactTaskResult, TaskOutcome } from '../worker/tasks';

/** A redacted file and its report, its scanned pages checked. */
export type RedactedFile = Omit<RedactTaskResult, 'scanChecks' | 'labels'>;

type Recognise = (
  file: Uint8Array,
  pages: readonly number[],
) => Promise<TaskOutcome<Map<number, OcrLine[]>>>;

/**
 * Reads the redacted pages that show a scan again by OCR, beside the same pages of the
 * original: a redacted word still readable there (a box that missed the end of a word, a text
 * layer off its image) refuses the file, naming each place. `recognise` is null when OCR is off:
 * the check is skipped.
 */
export async function checkScans(
  original: Uint8Array,
  { scanChecks, labels, ...result }: RedactTaskResult,
  recognise: Recognise | null,
  /** The redacted bytes as the runner takes them (the pool shares them with its threads). */
  redactedForRunner: (bytes: Uint8Array) => Uint8Array = (bytes) => bytes,
): Promise<TaskOutcome<RedactedFile>> {
  if (scanChecks.length === 0 || recognise === null) return { ok: true, value: result };
  const pages = scanChecks.map((check) => check.page);
  // The original's pages are usually cached: the user's marks on a bare scan came from them.
  const before = await recognise(original, pages);
  if (!before.ok) return before;
  const after = await recognise(redactedForRunner(result.bytes), pages);
  if (!after.ok) return after;
  const residues = scanChecks.flatMap((check) =>
    scanResidues(
      check,
      { after: after.value.get(check.page) ?? [], before: before.value.get(check.page) ?? [] },
      labels,
    ),
  );
  if (residues.length > 0) {
    const message = scanFailureMessage(residues.length);
    return { ok: false, error: { code: 'VERIFICATION_FAILED', message, residues } };
  }
  const verification = { ...result.report.verification, scanned_pages_checked: pages.length };
  return { ok: true, value: { ...result, report: { ...result.report, verification } } };
}
