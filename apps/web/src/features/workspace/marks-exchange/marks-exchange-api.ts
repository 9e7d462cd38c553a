import {
  EXISTING_MARKS_FIELD,
  MARKS_FIELDS,
  PDF_PATHS,
  successEnvelope,
  ZImportMarksResponse,
  type TExistingMarksChoice,
  type TFileMarks,
} from '@workbench/contracts';
import { apiFileRequest, apiRequest } from '../../../lib/api-client';
import type { OpenFile } from '../files/files-store';
import type { Highlight } from '../highlights/highlight';
import { buildMapping } from '../redaction/build-mapping';
import { resolveProcessingLocation } from '../../on-device/processing-location';
import { exportOnDevice, importOnDevice } from './marks-on-device';

export type ExportFormat = 'pdf' | 'xfdf';

export interface ExportRequest {
  includeText: boolean;
  defaultCodes: Record<string, string>;
  /** 'import' once the file's own marks were offered for review (see marksChoiceFor). */
  existingMarks: TExistingMarksChoice | undefined;
}

/**
 * The file's marks for review in another tool (decision 0054): a marked copy (`<name>-marked.pdf`,
 * the file with every mark as an unapplied /Redact annotation) or XFDF (`<name>.xfdf`), made by
 * the server or, in on-device mode, in this browser.
 */
export async function exportMarks(
  file: OpenFile,
  marks: readonly Highlight[],
  format: ExportFormat,
  request: ExportRequest,
): Promise<{ name: string; blob: Blob }> {
  const mapping = buildMapping(marks, request.defaultCodes);
  const name = exportName(file.name, format);
  if ((await resolveProcessingLocation()) === 'device') {
    const { includeText, existingMarks } = request;
    const blob = await exportOnDevice(file, { format, mapping, includeText, existingMarks });
    return { name, blob };
  }
  const form = new FormData();
  form.append('files', file.file, file.name);
  form.append('redaction_mappings', JSON.stringify([mapping]));
  form.append(MARKS_FIELDS.includeText, String(request.includeText));
  if (request.existingMarks) form.append(EXISTING_MARKS_FIELD, request.existingMarks);
  const path = format === 'pdf' ? PDF_PATHS.markedCopy : PDF_PATHS.xfdf;
  const { body } = await apiFileRequest(path, { method: 'POST', body: form, encrypt: true });
  return { name, blob: body };
}

/** "brev.pdf" → "brev-marked.pdf" or "brev.xfdf". */
export function exportName(name: string, format: ExportFormat): string {
  const base = name.replace(/\.pdf$/i, '') || 'document';
  return format === 'pdf' ? `${base}-marked.pdf` : `${base}.xfdf`;
}

const ZImportAnswer = successEnvelope(ZImportMarksResponse);

/** An XFDF's marks placed on the file's pages by the server (or here), with the text under each. */
export async function importXfdf(file: OpenFile, xfdf: string): Promise<TFileMarks> {
  if ((await resolveProcessingLocation()) === 'device') return importOnDevice(file, xfdf);
  const form = new FormData();
  form.append('files', file.file, file.name);
  form.append(MARKS_FIELDS.xfdf, xfdf);
  const { data } = await apiRequest(PDF_PATHS.importMarks, ZImportAnswer, {
    method: 'POST',
    body: form,
    encrypt: true,
  });
  const [marks] = data.files;
  if (!marks || 'error' in marks) throw new Error(marks?.error.message ?? 'No answer');
  return marks;
}
