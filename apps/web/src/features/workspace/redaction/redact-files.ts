import {
  EXISTING_MARKS_FIELD,
  REDACTION_REPORT_HEADER,
  normalizeAppearance,
  PDF_PATHS,
  ZRedactionReport,
  type TAppearanceInput,
  type TExistingMarksChoice,
  type TRedactionReport,
  uniqueFileName,
} from '@workbench/contracts';
import { zipSync } from 'fflate';
import i18n from 'i18next';
import { z } from 'zod';
import { apiFileRequest } from '../../../lib/api-client';
import { resolveProcessingLocation } from '../../on-device/processing-location';
import type { OpenFile, RedactedFile } from '../files/files-store';
import type { Highlight } from '../highlights/highlight';
import { placesOf } from '../marks/merge-duplicates';
import { buildMapping, redactable, type RedactionOptions } from './build-mapping';
import { redactOnDevice, type RedactionRequest } from './redact-on-device';

const ZReports = z.array(ZRedactionReport);

export interface RedactionOutcome {
  redacted: RedactedFile;
  report: TRedactionReport | null;
  /** The places the redaction took, one mark each (see `placesOf`): what its log and history list. */
  areas: Highlight[];
}

function readReport(headers: Headers): TRedactionReport | null {
  const header = headers.get(REDACTION_REPORT_HEADER);
  if (!header) return null;
  try {
    const parsed = ZReports.safeParse(JSON.parse(header));
    return parsed.success ? (parsed.data[0] ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * Redacts one file on the server: its highlights become the mapping, the appearance goes with
 * the spec's mode rules applied. The server removes the content, sanitises the file and checks the
 * result; a file that fails that check is refused there, and the refusal reaches the caller. In
 * on-device mode the same engine does all of it in this browser, with the same answers.
 * `existingMarks` says what became of the marks the file arrived with: 'import' when they were
 * offered for review (the accepted ones are in the mapping); unset, a file holding such marks is
 * refused (decision 0043).
 */
export async function redactFile(
  file: OpenFile,
  highlights: readonly Highlight[],
  options: RedactionOptions,
  appearance: TAppearanceInput,
  {
    signal,
    defaultCodes = {},
    existingMarks,
  }: {
    signal?: AbortSignal;
    defaultCodes?: Record<string, string>;
    existingMarks?: TExistingMarksChoice;
  } = {},
): Promise<RedactionOutcome> {
  const areas = placesOf(redactable(highlights, options));
  const request: RedactionRequest = {
    mapping: buildMapping(areas, defaultCodes),
    removeImages: options.removeImages,
    appearance: normalizeAppearance(appearance),
    existingMarks,
  };
  const { body, report } =
    (await resolveProcessingLocation()) === 'device'
      ? await redactOnDevice(file.file, request, signal)
      : await redactOnServer(file, request, signal);
  const name = redactedFileName(file.name, i18n.t('workspace.redactedSuffix'));
  return {
    // The viewer shows the result at once: the user sees what will be released before saving.
    redacted: { key: `${file.key}-redacted`, sourceKey: file.key, name, blob: body, shown: true },
    report,
    areas,
  };
}

async function redactOnServer(file: OpenFile, request: RedactionRequest, signal?: AbortSignal) {
  const form = new FormData();
  form.append('files', file.file, file.name);
  form.append('redaction_mappings', JSON.stringify([request.mapping]));
  form.append('remove_images', String(request.removeImages));
  form.append('appearance', JSON.stringify(request.appearance));
  if (request.existingMarks) form.append(EXISTING_MARKS_FIELD, request.existingMarks);
  const { body, headers } = await apiFileRequest(PDF_PATHS.redact, {
    method: 'POST',
    body: form,
    encrypt: true,
    ...(signal && { signal }),
  });
  return { body, report: readReport(headers) };
}

/**
 * The redacted copy's name in the reader's language ("brev.pdf" → "brev-sladdet.pdf"): the
 * server's output_name is always English, and the copy is the user's file, not the API's.
 */
export function redactedFileName(name: string, suffix: string): string {
  return `${name.replace(/\.pdf$/i, '') || 'document'}${suffix}.pdf`;
}

/**
 * One redacted file downloads as itself, several as one ZIP, each under a name of its own: two
 * files both named letter (letter.odt and letter.xlsx) are "letter-sladdet.pdf" and
 * "letter-sladdet (2).pdf", never one over the other (issue 64).
 */
export async function downloadable(
  files: readonly RedactedFile[],
): Promise<{ name: string; blob: Blob }> {
  if (files.length === 1) return { name: files[0]!.name, blob: files[0]!.blob };
  const entries: Record<string, Uint8Array> = {};
  const taken = new Set<string>();
  for (const file of files)
    entries[uniqueFileName(file.name, taken)] = new Uint8Array(await file.blob.arrayBuffer());
  const zipped = zipSync(entries, { level: 0 });
  return {
    name: 'redacted-files.zip',
    blob: new Blob([zipped], { type: 'application/zip' }),
  };
}

export function saveBlob(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Prints a PDF through a hidden frame; answers false when the browser would not print it. */
export function printBlob(blob: Blob): Promise<boolean> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(blob);
    const frame = document.createElement('iframe');
    frame.className = 'print-frame';
    frame.src = url;
    frame.onload = () => {
      try {
        frame.contentWindow?.focus();
        frame.contentWindow?.print();
        resolve(true);
      } catch {
        resolve(false);
      }
      setTimeout(() => {
        frame.remove();
        URL.revokeObjectURL(url);
      }, 60_000);
    };
    document.body.append(frame);
  });
}
