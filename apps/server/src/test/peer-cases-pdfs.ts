import { trueTypeProgram } from '@workbench/pdf/test-fonts';
import { deflateSync } from 'node:zlib';
import {
  HELVETICA,
  onePage,
  SECRET,
  SECRET_BOX,
  SECRET_TEXT,
  type HostileFile,
} from './hostile-page';
import { buildPdf, stream } from './make-pdf';

/**
 * Cases other projects' redaction suites caught us on (issue 62, class 6): text no reader can map
 * to letters, a removed link still reachable from the structure tree, and a word a chart split
 * over two pages whose clipped half stays on the second.
 */

/** The word drawn in a font without a Unicode mapping, and one drawn beside it that stays. */
export const UNMAPPED_SECRET = 'BERGEN';
export const UNMAPPED_KEPT = 'MONDAY';
/** Where the unmapped word is drawn on page 1 (pixel font, 40 pt, at 72, 600), page coordinates. */
export const UNMAPPED_BOX = { x0: 70, y0: 162, x1: 220, y1: 194 };

/**
 * A Type 0 font (Identity-H, TrueType outlines of the pixel alphabet) with no ToUnicode map and a
 * program that maps no Unicode either: every reader extracts its glyphs as U+FFFD or nothing,
 * though the page plainly shows "BERGEN" and "MONDAY" (letters OCR reads in the pixel alphabet).
 */
export function unmappedGlyphs(): HostileFile {
  const letters = [...new Set(`${UNMAPPED_SECRET}${UNMAPPED_KEPT}`)];
  const program = trueTypeProgram(
    letters.map((char, index) => ({ name: `g${index + 1}`, char })),
    { 1: 'Pixel', 4: 'Pixel Regular', 6: 'Pixel-Regular' },
  );
  const codes = (word: string) =>
    [...word].map((char) => (letters.indexOf(char) + 1).toString(16).padStart(4, '0')).join('');
  const content = [
    `BT /U 40 Tf 72 600 Td <${codes(UNMAPPED_SECRET)}> Tj ET`,
    `BT /U 40 Tf 72 500 Td <${codes(UNMAPPED_KEPT)}> Tj ET`,
  ].join('\n');
  const bytes = onePage(stream(content), {
    fonts: '/U 5 0 R',
    objects: [
      '<< /Type /Font /Subtype /Type0 /BaseFont /Pixel /Encoding /Identity-H /DescendantFonts [6 0 R] >>',
      `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /Pixel /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /CIDToGIDMap /Identity /DW 600 /FontDescriptor 7 0 R >>`,
      '<< /Type /FontDescriptor /FontName /Pixel /Flags 4 /FontBBox [0 0 600 700] /ItalicAngle 0 /Ascent 700 /Descent 0 /CapHeight 700 /StemV 80 /FontFile2 8 0 R >>',
      stream(
        deflateSync(program).toString('latin1'),
        `/Length1 ${program.length} /Filter /FlateDecode`,
      ),
    ],
  });
  return {
    name: 'unmapped-glyphs.pdf',
    bytes,
    secret: UNMAPPED_SECRET,
    released: true,
    isUnmapped: true,
    gone: [UNMAPPED_SECRET],
    pages: [{ page: 1, sensitive: [{ bbox: UNMAPPED_BOX, entity_type: 'MANUAL' }] }],
  };
}

/** The id in the address of the link over the secret. */
export const LINK_ID = 'profile-10101012345';

/**
 * A tagged page whose link over the secret is also the object of a structure element (/OBJR):
 * the link goes with the redaction, and nothing may still reach it through the structure tree.
 */
export function linkInStructure(): HostileFile {
  const { x0, x1 } = SECRET_BOX;
  const bytes = onePage(stream(`/P << /MCID 0 >> BDC ${SECRET_TEXT} EMC`), {
    objects: [
      `<< /Type /Annot /Subtype /Link /Rect [${x0} 694 ${x1} 714] /Border [0 0 0] /StructParent 1 /A << /S /URI /URI (https://example.org/${LINK_ID}) >> >>`,
      '<< /Type /StructTreeRoot /K [7 0 R] /ParentTree 9 0 R /ParentTreeNextKey 2 >>',
      '<< /Type /StructElem /S /P /P 6 0 R /Pg 3 0 R /K [0 8 0 R] >>',
      '<< /Type /StructElem /S /Link /P 7 0 R /Pg 3 0 R /Alt (Profile page) /K [<< /Type /OBJR /Obj 5 0 R /Pg 3 0 R >>] >>',
      '<< /Nums [0 [7 0 R] 1 8 0 R] >>',
    ],
    page: '/Annots [5 0 R] /StructParents 0',
    catalog: '/StructTreeRoot 6 0 R /MarkInfo << /Marked true >>',
  });
  return { name: 'link-in-structure.pdf', bytes, secret: LINK_ID, released: true };
}

/** What wordOverTwoPages's page 1 shows and the suite redacts there. */
export const SPLIT_VISIBLE = 'Secret Name';
/** Where page 1 shows SPLIT_VISIBLE (Helvetica 12 at 540, 700), in page coordinates. */
export const SPLIT_BOX = { x0: 538, y0: 80, x1: 612, y1: 98 };

/**
 * A chart's label that runs over the edge of page 1 and on into page 2, as spreadsheets print
 * wide charts: each page draws the whole label, clipped by its own edge. Page 1 shows
 * "Secret Name", page 2 "Hansen"; redacting what page 1 shows must not leave its clipped copy on
 * page 2.
 */
export function wordOverTwoPages(): HostileFile {
  const label = (x: number) => `q 0 0 612 792 re W n BT /F1 12 Tf ${x} 700 Td (${SECRET}) Tj ET Q`;
  const page = (contents: number) =>
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contents} 0 R /Resources << /Font << ${HELVETICA} >> >> >>`;
  const bytes = buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
    page(5),
    page(6),
    stream(label(540)),
    stream(`${label(540 - 612)}\nBT /F1 12 Tf 72 600 Td (Page two) Tj ET`),
  ]);
  return {
    name: 'word-over-two-pages.pdf',
    bytes,
    secret: SPLIT_VISIBLE,
    released: true,
    // Page 2 shows "Hansen", which nothing redacts.
    gone: [SPLIT_VISIBLE, 'Secret'],
    pages: [
      {
        page: 1,
        sensitive: [{ bbox: SPLIT_BOX, entity_type: 'PERSON', original_text: SPLIT_VISIBLE }],
      },
    ],
  };
}

/** The files of class 6 that the route suite redacts like the others. */
export function peerCases(): HostileFile[] {
  return [linkInStructure(), wordOverTwoPages(), unmappedGlyphs()];
}
