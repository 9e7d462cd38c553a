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
import { resolveProcessingLocation } from '../../on-device/processing-location';
import type { FileOrigin } from '../files/files-store';
import { convertOnDevice } from './convert-on-device';

const ZConvertReport = z.array(
  z.object({
    output_name: z.string().optional(),
    converted_from: ZConvertedFrom.optional(),
    conversion_notes: ZConversionNotes.optional(),
  }),
);

/**
 * Sends files that are not PDFs to the server, which sends them back as a PDF (sealed like every
 * upload): one file (an image, an Office file, an e-mail), or several images as the pages of one
 * document in the order given. The PDF keeps the first file's date, and names the file it came
 * from, the others combined with it, and what the conversion showed or could not carry. In
 * on-device mode images are converted in this browser, and other files are refused.
 */
export async function convertFile(
  all: readonly File[],
): Promise<{ pdf: File; origin: FileOrigin }> {
  const file = all[0]!;
  const { body, report } =
    (await resolveProcessingLocation()) === 'device'
      ? await convertOnDevice(all)
      : await convertOnServer(all);
  const { name, size, lastModified } = file;
  const format = report?.converted_from ?? claimedFormat(name, file.type) ?? 'pdf';
  const notes = report?.conversion_notes ?? [];
  const pdfName = report?.output_name ?? pdfNameOf(name);
  const pdf = new File([body], pdfName, { type: 'application/pdf', lastModified });
  const others = all.slice(1).map(({ name, size, lastModified }) => ({ name, size, lastModified }));
  return {
    pdf,
    origin: {
      name,
      size,
      lastModified,
      format,
      ...(notes.length > 0 && { notes }),
      ...(others.length > 0 && { combined: others }),
    },
  };
}

async function convertOnServer(all: readonly File[]) {
  const form = new FormData();
  if (all.length === 1) form.append('file', all[0]!, all[0]!.name);
  else {
    for (const one of all) form.append('files', one, one.name);
    form.append('combine', 'true');
  }
  const { body, headers } = await apiFileRequest(PDF_PATHS.convert, {
    method: 'POST',
    body: form,
    encrypt: true,
  });
  return { body, report: reportOf(headers) };
}

function reportOf(headers: Headers) {
  try {
    const parsed = ZConvertReport.safeParse(JSON.parse(headers.get(REDACTION_REPORT_HEADER) ?? ''));
    return parsed.success ? parsed.data[0] : undefined;
  } catch {
    return undefined;
  }
}
