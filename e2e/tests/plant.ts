import * as mupdf from 'mupdf';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Valid identifiers (check digits computed by hand) and the lines that carry them. */
export const PLANTED = {
  fodselsnummer: '29027612383',
  bankAccount: '1503.12.34562',
  email: 'kari.nordmann@example.no',
};
const LINES = [
  `Fodselsnummer: ${PLANTED.fodselsnummer}`,
  `Kontonummer for utbetaling: ${PLANTED.bankAccount}`,
  `E-post: ${PLANTED.email}`,
];

/**
 * A copy of a corpus PDF with Norwegian identifiers (and any `extra` lines after them) written
 * onto the empty lower half of its second page, as a filled-in form would hold them.
 */
export function plantIdentifiers(source: string, extra: readonly string[] = []): string {
  const document = mupdf.PDFDocument.openDocument(
    readFileSync(source),
    'application/pdf',
  ) as mupdf.PDFDocument;
  const page = document.findPage(1);
  const font = document.addSimpleFont(new mupdf.Font('Helvetica'), 'Latin');
  const resources = page.get('Resources');
  let fonts = resources.get('Font');
  if (fonts.isNull()) {
    fonts = document.newDictionary();
    resources.put('Font', fonts);
  }
  fonts.put('FPlanted', font);
  const text = [...LINES, ...extra]
    .map((line, index) => `BT /FPlanted 11 Tf 56 ${430 - index * 20} Td (${line}) Tj ET`)
    .join('\n');
  const added = document.addStream(`q\n${text}\nQ`, {});
  const contents = page.get('Contents');
  const list = document.newArray();
  if (contents.isArray())
    for (let index = 0; index < contents.length; index++) list.push(contents.get(index));
  else list.push(contents);
  list.push(added);
  page.put('Contents', list);
  const target = path.join(
    mkdtempSync(path.join(tmpdir(), 'wb-plant-')),
    'soknad-med-identifikatorer.pdf',
  );
  writeFileSync(target, document.saveToBuffer('garbage=1').asUint8Array());
  return target;
}
