import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildPdf, stream, textContent } from '../../src/test/make-pdf';

const FIRST = [
  'Kari',
  'Ola',
  'Ingrid',
  'Lars',
  'Sigrid',
  'Anders',
  'Nora',
  'Henrik',
  'Emma',
  'Jonas',
];
const LAST = ['Nordmann', 'Hansen', 'Johansen', 'Olsen', 'Larsen', 'Berg', 'Haugen', 'Dahl'];
const FILLER = [
  'Saken gjelder soknad om stotte etter gjeldende regelverk og tidligere praksis.',
  'The applicant was informed of the decision and of the right to appeal it.',
  'Vedtaket bygger paa opplysningene i saken slik de foreligger per i dag.',
  'Documents received after the deadline were considered in the assessment.',
];

/** A case file of `pages` pages: names, identity numbers, phone numbers and running text. */
function caseFile(index: number, pages: number): Buffer {
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>'];
  const kids: string[] = [];
  const pageObjects: string[] = [];
  const fontRef = 3;
  for (let page = 0; page < pages; page++) {
    const person = `${FIRST[(index + page) % FIRST.length]} ${LAST[(index * 3 + page) % LAST.length]}`;
    const lines: [number, number, string][] = [
      [72, 780, `Saksnummer 2026/${1000 + index}-${page + 1}`],
      [72, 760, `Saksbehandler: ${person}`],
      [72, 740, `Telefon +47 9${String(1000000 + index * 37 + page).slice(-7)}`],
      [72, 720, `Kontakt: ${person.toLowerCase().replace(' ', '.')}@example.no`],
    ];
    for (let line = 0; line < 30; line++) {
      lines.push([72, 690 - line * 20, FILLER[(index + page + line) % FILLER.length]!]);
    }
    const pageNumber = 4 + page * 2;
    kids.push(`${pageNumber} 0 R`);
    pageObjects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${fontRef} 0 R >> >> /Contents ${pageNumber + 1} 0 R >>`,
      stream(textContent(lines, 11), '', true),
    );
  }
  objects.push(`<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objects.push(...pageObjects);
  return buildPdf(objects);
}

/** Writes `files` case files of `pages` pages into sub-folders of 50, as an archive would. */
export function generateArchive(folder: string, files: number, pages: number): number {
  for (let index = 0; index < files; index++) {
    const box = path.join(folder, `box-${String(Math.floor(index / 50) + 1).padStart(2, '0')}`);
    mkdirSync(box, { recursive: true });
    writeFileSync(
      path.join(box, `case-${String(index + 1).padStart(4, '0')}.pdf`),
      caseFile(index, pages),
    );
  }
  return files * pages;
}
