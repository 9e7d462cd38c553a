import type { Letter, TLetterLanguage } from '@workbench/contracts';
import { createPdfWriter } from './pdf-writer';

/** The reply letter as a PDF: sender, recipient, reference and date, title, body, signature. */
export async function letterPdf(letter: Letter, language: TLetterLanguage): Promise<Uint8Array> {
  const writer = await createPdfWriter(letter.title, language);
  for (const line of letter.sender) writer.text(line, { after: 0 });
  writer.text('', { after: 8 });
  for (const line of letter.recipient) writer.text(line, { after: 0 });
  writer.text('', { after: 8 });
  for (const [label, value] of letter.meta) writer.text(`${label}: ${value}`, { after: 0 });
  writer.text('', { after: 12 });
  writer.text(letter.title, { size: 14, bold: true, after: 10 });
  for (const block of letter.blocks) {
    if (block.kind === 'heading') writer.text(block.text, { size: 12, bold: true, after: 4 });
    else if (block.kind === 'paragraph') writer.text(block.text);
    else for (const item of block.items) writer.text(`•  ${item}`, { indent: 12, after: 3 });
  }
  writer.text('', { after: 8 });
  for (const line of letter.signature) writer.text(line, { after: 0 });
  return writer.save();
}
