import { onePage, SECRET, SECRET_TEXT, type HostileFile } from './hostile-page';
import { stream } from './make-pdf';

/** A Norwegian national identity number (fødselsnummer) whose two check digits are right. */
export const FODSELSNUMMER = '01017012343';
/** The label Acrobat is asked to draw over the mark once it is applied. */
export const OVERLAY_TEXT = 'Exempt §13';
export const MARK_AUTHOR = 'Reviewer';
/** Where the mark lies on page 1, in page coordinates (top-left origin). */
export const MARK_BOX = { x0: 108, y0: 180, x1: 186, y1: 196 };
/** Text on the page that no mark covers. */
export const UNMARKED_TEXT = 'Case 2024/118';

/**
 * A file as Acrobat's "Mark for redaction" leaves it: a /Redact annotation, not applied, over a
 * fødselsnummer drawn at 110, 600 (Helvetica 12); the secret is drawn at SECRET_BOX as in every
 * hostile file. The overlay text is Latin-1 (§ is 0xA7, the same in PDFDocEncoding).
 */
export function existingMarks(): HostileFile {
  const content = [
    SECRET_TEXT,
    'BT /F1 12 Tf 72 600 Td (Fnr.) Tj ET',
    `BT /F1 12 Tf 110 600 Td (${FODSELSNUMMER}) Tj ET`,
    `BT /F1 12 Tf 72 560 Td (${UNMARKED_TEXT}) Tj ET`,
  ].join('\n');
  const bytes = onePage(stream(content), {
    objects: [
      `<< /Type /Annot /Subtype /Redact /Rect [108 596 186 612] /QuadPoints [108 612 186 612 108 596 186 596] /OverlayText (${OVERLAY_TEXT}) /T (${MARK_AUTHOR}) /IC [0 0 0] /C [1 0 0] /F 4 /P 3 0 R /NM (mark-1) /M (D:20240301120000+01'00') >>`,
    ],
    page: '/Annots [5 0 R]',
  });
  return { name: 'existing-marks.pdf', bytes, secret: SECRET };
}
