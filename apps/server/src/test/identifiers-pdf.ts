import { buildPdf, stream, textContent } from './make-pdf';

/** Valid Norwegian identifiers (check digits computed by hand) planted in test documents. */
export const PLANTED = {
  fodselsnummer: '29027612383',
  bankAccount: '1503.12.34562',
  email: 'kari.nordmann@example.no',
  person: 'Kari Nordmann',
} as const;

/** A text placed at x, y (PDF points, origin bottom left). */
export type PlacedText = readonly [number, number, string];

/** An A4 page per entry of `pages`, each a list of texts placed anywhere, in Helvetica. */
export function placedTextPdf(pages: readonly (readonly PlacedText[])[]): Buffer {
  const pageCount = pages.length;
  const kids = pages.map((_, index) => `${3 + index * 2} 0 R`).join(' ');
  const font = 3 + pageCount * 2;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`,
  ];
  pages.forEach((cells, index) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${4 + index * 2} 0 R >>`,
      stream(textContent(cells.map(([x, y, text]) => [x, y, text])), '', true),
    );
  });
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  return buildPdf(objects);
}

/** An A4 page per entry of `pages`, each a list of text lines in Helvetica. */
export function textPdf(pages: readonly (readonly string[])[]): Buffer {
  return placedTextPdf(
    pages.map((lines) => lines.map((line, row): PlacedText => [72, 770 - row * 20, line])),
  );
}

/** A one-page case letter holding every planted identifier, and a decoy with a wrong check digit. */
export function identifiersPdf(): Buffer {
  return textPdf([
    [
      `Saksbehandler: ${PLANTED.person}`,
      `Fodselsnummer: ${PLANTED.fodselsnummer}`,
      `Kontonummer ${PLANTED.bankAccount} er registrert.`,
      `E-post: ${PLANTED.email}`,
      'Referanse 29027612384 er ikke et fodselsnummer.',
    ],
  ]);
}
