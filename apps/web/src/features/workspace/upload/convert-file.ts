import {
  PDF_PATHS,
  REDACTION_REPORT_HEADER,
  ZConversionNotes,
  ZConvertedFrom,
  claimedFormat,
  pdfNameOf,
} from '@workbench/contracts';
import { z } from 'zod';
import { apiFileRequest } from '../../../lib/api-client';
import type { FileOrigin } from '../files/files-store';

const ZConvertReport = z.array(
  z.object({
    converted_from: ZConvertedFrom.optional(),
    conversion_notes: ZConversionNotes.optional(),
  }),
);

/**
 * Sends a file that is not a PDF (an image, an Office file) to the server, which sends it back as
 * a PDF (sealed like every upload); the PDF keeps the original's date, and names the file it came
 * from and what the conversion showed or could not carry (its notes).
 */
export async function convertFile(file: File): Promise<{ pdf: File; origin: FileOrigin }> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { body, headers } = await apiFileRequest(PDF_PATHS.convert, {
    method: 'POST',
    body: form,
    encrypt: true,
  });
  const { name, size, lastModified } = file;
  const report = reportOf(headers);
  const format = report?.converted_from ?? claimedFormat(name, file.type) ?? 'pdf';
  const notes = report?.conversion_notes ?? [];
  const pdf = new File([body], pdfNameOf(name), { type: 'application/pdf', lastModified });
  return { pdf, origin: { name, size, lastModified, format, ...(notes.length > 0 && { notes }) } };
}

function reportOf(headers: Headers) {
  try {
    const parsed = ZConvertReport.safeParse(JSON.parse(headers.get(REDACTION_REPORT_HEADER) ?? ''));
    return parsed.success ? parsed.data[0] : undefined;
  } catch {
    return undefined;
  }
}
