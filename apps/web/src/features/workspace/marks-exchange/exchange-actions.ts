import { FORM_LIMITS } from '@workbench/contracts';
import type { TFunction } from 'i18next';
import { errorMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { marksChoiceFor } from '../file-marks/read-file-marks';
import { fileMarkHighlights } from '../file-marks/file-mark-highlights';
import type { OpenFile } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { exemptionSettings } from '../marks/exemption';
import { isSamePlace, placesOf } from '../marks/merge-duplicates';
import type { Highlight } from '../highlights/highlight';
import { redactable } from '../redaction/build-mapping';
import { saveBlob } from '../redaction/redact-files';
import { useRedactionStore } from '../redaction/redaction-store';
import { exportMarks, importXfdf, type ExportFormat } from './marks-exchange-api';

/** The marks a redaction of the file would take now: those are the ones sent for review. */
export function exportableMarks(fileKey: string) {
  const marks = useHighlightsStore.getState().byFile[fileKey] ?? [];
  return placesOf(redactable(marks, useRedactionStore.getState().options));
}

/** Saves the file's marks as a marked copy or XFDF; says what went wrong when it could not. */
export async function saveMarksFor(
  file: OpenFile,
  format: ExportFormat,
  includeText: boolean,
  t: TFunction,
): Promise<void> {
  const marks = exportableMarks(file.key);
  try {
    const { choice } = await marksChoiceFor(file.key);
    const defaultCodes = exemptionSettings().defaults;
    const request = { includeText, defaultCodes, existingMarks: choice };
    const { name, blob } = await exportMarks(file, marks, format, request);
    saveBlob(name, blob);
    toast.success(t('workspace.exchange.saved', { name, count: marks.length }));
  } catch (error) {
    const reason = errorMessage(t, error, t('workspace.exchange.unknownReason'));
    toast.error(t('workspace.exchange.exportFailed', { name: file.name, reason }), 10_000);
  }
}

/**
 * Reads an XFDF's marks onto the file as suggestions, source "Imported (XFDF)": placed through
 * each page's crop box and rotation by the server, with the text under each, their codes and
 * types. A mark already listed is not added twice; one the file cannot hold is refused, named.
 */
export async function importXfdfInto(file: OpenFile, xfdf: File, t: TFunction): Promise<void> {
  if (xfdf.size > FORM_LIMITS.mappingsBytes) {
    toast.error(t('workspace.exchange.tooLarge', { name: xfdf.name }), 10_000);
    return;
  }
  try {
    const { imported_marks: marks } = await importXfdf(file, await xfdf.text());
    const highlights = fileMarkHighlights(file.key, marks, Date.now(), { imported: true });
    const store = useHighlightsStore.getState();
    const present = store.byFile[file.key] ?? [];
    // Already listed: the same mark, or one at the same place on the page (an XFDF exported
    // from this file and read back, issue 64: every mark came twice).
    const isListed = (mark: Highlight) =>
      present.some(
        (other) => other.id === mark.id || (other.page === mark.page && isSamePlace(other, mark)),
      );
    const missing = highlights.filter((mark) => !isListed(mark));
    if (missing.length > 0) store.add(missing);
    const counts = { name: xfdf.name, file: file.name, count: missing.length };
    const key =
      marks.length === 0
        ? 'workspace.exchange.importedNone'
        : missing.length === 0
          ? 'workspace.exchange.importedListed'
          : 'workspace.exchange.imported';
    toast.info(t(key, counts), 10_000);
    if (missing.length > 0 && missing.length < marks.length) {
      const listed = { name: xfdf.name, count: marks.length - missing.length };
      toast.info(t('workspace.exchange.alreadyListed', listed), 10_000);
    }
  } catch (error) {
    const reason = errorMessage(t, error, t('workspace.exchange.unknownReason'));
    toast.error(t('workspace.exchange.importFailed', { name: xfdf.name, reason }), 10_000);
  }
}
