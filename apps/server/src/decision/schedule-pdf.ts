import type { TLetterLanguage } from '@workbench/contracts';
import { createPdfWriter } from './pdf-writer';

/** Relative widths: document, page, code, provision, count, justification. */
export const SCHEDULE_WEIGHTS = [2.2, 1, 2.4, 2.6, 1.1, 2.4] as const;

/** The exemption schedule as a PDF: a title line, then its table. */
export async function schedulePdf(
  title: string,
  table: readonly (readonly string[])[],
  language: TLetterLanguage,
): Promise<Uint8Array> {
  const writer = await createPdfWriter(title, language);
  writer.text(title, { size: 14, bold: true, after: 10 });
  writer.table(table, SCHEDULE_WEIGHTS);
  return writer.save();
}
