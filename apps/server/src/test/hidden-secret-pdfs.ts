import { HELVETICA, onePage, SECRET, SECRET_TEXT, type HostileFile } from './hostile-page';
import { stream } from './make-pdf';

/**
 * Files that keep a copy of the secret where a reader of drawn text and plain strings does not
 * look (issue 49): split by markup, spelt as a PDF name, in a font's maps or glyph procedures,
 * inside an embedded PDF, or encoded. Each also draws the secret at SECRET_BOX like the others.
 */

/** Hex digits of `text` in UTF-16BE, no byte order mark. */
const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16().toString('hex');
/** Hex digits of `text` in UTF-16LE, no byte order mark. */
const utf16le = (text: string) => Buffer.from(text, 'utf16le').toString('hex');
/** Every byte of `text` as an octal escape of a literal string. */
const octal = (text: string) =>
  [...Buffer.from(text, 'latin1')].map((byte) => `\\${byte.toString(8).padStart(3, '0')}`).join('');

const XHTML =
  'xmlns="http://www.w3.org/1999/xhtml" xmlns:xfa="http://www.xfa.org/schema/xfa-data/1.0/" xfa:APIVersion="Acrobat:11.0.0" xfa:spec="2.0.2"';

/**
 * A FreeText note whose rich text (/RC) splits each word of the secret with tags and an entity,
 * and a rich text form field whose /RV does the same (its /V says something else).
 */
export function richTextMarkup(): HostileFile {
  // Every word is split, so no word of the secret is quoted in the raw text.
  const note = `<?xml version="1.0"?><body ${XHTML}><p dir="ltr">Sec<span style="font-weight:bold;color:#c00000">ret</span> Na&#109;e Han<span>sen</span></p></body>`;
  const value = `<?xml version="1.0"?><body ${XHTML}><p>Se<b>cret</b> Na<i>me</i> Ha&#110;sen</p></body>`;
  const bytes = onePage(stream(SECRET_TEXT), {
    objects: [
      `<< /Type /Annot /Subtype /FreeText /Rect [300 600 560 640] /P 3 0 R /DA (/F1 12 Tf 0 g) /Contents (See the note) /RC (${note}) >>`,
      `<< /Type /Annot /Subtype /Widget /FT /Tx /T (reviewer) /Ff 33554432 /Rect [300 500 560 530] /P 3 0 R /F 4 /DA (/F1 10 Tf 0 g) /V (Reviewed) /RV (${value}) >>`,
    ],
    page: '/Annots [5 0 R 6 0 R]',
    catalog: `/AcroForm << /Fields [6 0 R] /DA (/F1 10 Tf 0 g) /DR << /Font << ${HELVETICA} >> >> >>`,
  });
  return { name: 'rich-text-markup.pdf', bytes, secret: SECRET };
}

const SECRET_NAME = '/Secret#20Name#20Hansen';

/**
 * The secret as a PDF name: the key of a named destination (and, in UTF-16, of the name tree of
 * destinations), the /Dest of a link and of a bookmark, and a key of /PieceInfo and of /Info.
 */
export function namesInsteadOfStrings(): HostileFile {
  const bytes = onePage(stream(`${SECRET_TEXT}\nBT /F1 12 Tf 72 603 Td (Go to the start) Tj ET`), {
    objects: [
      `<< /Type /Annot /Subtype /Link /Rect [72 600 200 614] /Border [0 0 0] /Dest ${SECRET_NAME} >>`,
      '<< /Type /Outlines /First 7 0 R /Last 7 0 R /Count 1 >>',
      `<< /Title (Chapter one) /Parent 6 0 R /Dest ${SECRET_NAME} >>`,
      `<< /Producer (Hostile suite) ${SECRET_NAME} (reviewed) >>`,
    ],
    page: `/Annots [5 0 R] /PieceInfo << ${SECRET_NAME} << /LastModified (D:20240301120000Z) /Private << /Reviewed true >> >> >>`,
    catalog: `/Outlines 6 0 R /PageMode /UseOutlines /Dests << ${SECRET_NAME} [3 0 R /XYZ 72 720 0] >> /Names << /Dests << /Names [<feff${utf16be(SECRET)}> [3 0 R /Fit]] >> >>`,
    trailer: '/Info 8 0 R',
  });
  return { name: 'names-instead-of-strings.pdf', bytes, secret: SECRET };
}

/** A ToUnicode CMap that maps code 01 to the whole secret. */
const SECRET_CMAP = [
  '/CIDInit /ProcSet findresource begin',
  '12 dict begin',
  'begincmap',
  '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
  '/CMapName /Adobe-Identity-UCS def',
  '/CMapType 2 def',
  '1 begincodespacerange',
  '<00> <ff>',
  'endcodespacerange',
  '2 beginbfchar',
  `<01> <${utf16be(SECRET)}>`,
  '<02> <0042>',
  'endbfchar',
  'endcmap',
  'CMapName currentdict /CMap defineresource pop',
  'end',
  'end',
].join('\n');

/**
 * Two Type 3 glyphs drawn inside SECRET_BOX: a square whose ToUnicode map reads it as the whole
 * secret (/T1 at x 150), and one whose glyph procedure itself writes the secret in Helvetica
 * (/T2 at x 172). Each font also draws a harmless glyph below the box, so it stays in use once
 * the redaction has removed the first. Both maps and procedures are Flate-compressed.
 */
export function fontMaps(): HostileFile {
  const content = `${SECRET_TEXT}\nBT /T1 10 Tf 150 700 Td <01> Tj 0 -200 Td <02> Tj ET\nBT /T2 10 Tf 172 700 Td (A) Tj 0 -200 Td (B) Tj ET`;
  return { name: 'font-maps.pdf', bytes: withType3Fonts(content), secret: SECRET };
}

/** A page drawing `content`, with the Type 3 fonts /T1 and /T2 of fontMaps. */
function withType3Fonts(content: string): Buffer {
  return onePage(stream(content), {
    fonts: '/T1 5 0 R /T2 8 0 R',
    objects: [
      '<< /Type /Font /Subtype /Type3 /FontBBox [0 0 800 800] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << /g1 6 0 R /g2 6 0 R >> /Encoding << /Type /Encoding /Differences [1 /g1 /g2] >> /FirstChar 1 /LastChar 2 /Widths [1000 1000] /Resources << >> /ToUnicode 7 0 R >>',
      stream('1000 0 0 0 800 800 d1 0 0 800 800 re f', '', true),
      stream(SECRET_CMAP, '', true),
      `<< /Type /Font /Subtype /Type3 /FontBBox [0 -25 110 100] /FontMatrix [0.01 0 0 0.01 0 0] /CharProcs << /secret 9 0 R /box 6 0 R >> /Encoding << /Type /Encoding /Differences [65 /secret /box] >> /FirstChar 65 /LastChar 66 /Widths [110 110] /Resources << /Font << ${HELVETICA} >> >> >>`,
      stream(`110 0 d0 BT /F1 12 Tf 0 0 Td (${SECRET}) Tj ET`, '', true),
    ],
  });
}

/** Where type3Glyphs draws the glyph whose procedure writes the secret. */
export const TYPE3_GLYPH_BOX = { x0: 296, y0: 80, x1: 314, y1: 98 };

/**
 * A page that does not show the secret, with the Type 3 fonts of fontMaps (issue 49, item 3):
 * /T2's glyph "A" at TYPE3_GLYPH_BOX is drawn by a procedure that writes the secret, and /T1
 * draws only code 02, while its ToUnicode map still says code 01 copies as the whole secret.
 * Each font also draws a harmless glyph lower down. A box drawn by hand over the first glyph
 * takes nothing a reader of the page can name, so no redacted string is known: only the glyphs
 * no longer drawn tell what must go with them.
 */
export function type3Glyphs(): HostileFile {
  const content = [
    'BT /F1 12 Tf 72 700 Td (Reviewed by:) Tj ET',
    'BT /T2 10 Tf 300 700 Td (A) Tj 0 -200 Td (B) Tj ET',
    'BT /T1 10 Tf 350 500 Td <02> Tj ET',
  ].join('\n');
  return { name: 'type3-glyphs.pdf', bytes: withType3Fonts(content), secret: SECRET };
}

/** An embedded file stream, Flate-compressed, of `data`. */
const embedded = (data: Buffer, subtype: string) =>
  stream(data.toString('latin1'), `/Type /EmbeddedFile /Subtype ${subtype}`, true);
const fileSpec = (name: string, file: number) =>
  `<< /Type /Filespec /F (${name}) /UF (${name}) /EF << /F ${file} 0 R >> >>`;

/** A whole PDF that draws the secret from its own Flate-compressed content stream. */
const appendixPdf = () => onePage(stream(SECRET_TEXT, '', true));

/** A PDF that draws nothing secret itself but carries `appendixPdf` as an attachment. */
const targetPdf = () =>
  onePage(stream('BT /F1 12 Tf 72 700 Td (Target) Tj ET', '', true), {
    objects: [embedded(appendixPdf(), '/application#2Fpdf'), fileSpec('appendix.pdf', 5)],
    catalog: '/Names << /EmbeddedFiles << /Names [(appendix.pdf) 6 0 R] >> >>',
  });

/** A few bytes that look like the start of an MP4 with a title atom. */
const interviewMp4 = () =>
  Buffer.concat([
    Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
    Buffer.from(`\0\0\0\x30udta\0\0\0\x28\xa9nam\0\0\0\x20Interview with ${SECRET}`, 'latin1'),
  ]);

/**
 * Files inside the file: a RichMedia annotation whose asset is a PDF holding the secret; a link
 * whose GoToE action targets an embedded PDF that itself embeds that PDF (two levels deep); a
 * Screen annotation whose rendition plays an embedded clip titled with the secret; and UTF-16LE
 * notes hung off a private key of the page.
 */
export function nestedFiles(): HostileFile {
  const notes = Buffer.from(`\ufeffNotes from the meeting with ${SECRET}`, 'utf16le');
  const bytes = onePage(stream(`${SECRET_TEXT}\nBT /F1 12 Tf 72 503 Td (Open the target) Tj ET`), {
    objects: [
      '<< /Type /Annot /Subtype /RichMedia /Rect [300 560 500 700] /P 3 0 R /RichMediaContent << /Assets << /Names [(appendix.pdf) 6 0 R] >> /Configurations [<< /Type /RichMediaConfiguration /Subtype /Video /Instances [<< /Type /RichMediaInstance /Subtype /Video /Asset 6 0 R >>] >>] >> /RichMediaSettings << /Activation << /Condition /PO >> >> >>',
      fileSpec('appendix.pdf', 7),
      embedded(appendixPdf(), '/application#2Fpdf'),
      '<< /Type /Annot /Subtype /Link /Rect [72 500 200 514] /Border [0 0 0] /A << /S /GoToE /NewWindow true /D [0 /Fit] /T << /R /C /N (target.pdf) >> >> >>',
      fileSpec('target.pdf', 10),
      embedded(targetPdf(), '/application#2Fpdf'),
      '<< /Type /Annot /Subtype /Screen /Rect [300 300 500 450] /P 3 0 R /A << /S /Rendition /OP 0 /AN 11 0 R /R << /Type /Rendition /S /MR /N (Interview) /C << /Type /MediaClip /S /MCD /CT (video/mp4) /D 12 0 R >> >> >> >>',
      fileSpec('interview.mp4', 13),
      embedded(interviewMp4(), '/video#2Fmp4'),
      embedded(notes, '/text#2Fplain'),
    ],
    page: '/Annots [5 0 R 8 0 R 11 0 R] /Backup << /Type /Filespec /F (notes.txt) /UF (notes.txt) /EF << /F 14 0 R >> >>',
    catalog: '/Names << /EmbeddedFiles << /Names [(target.pdf) 9 0 R] >> >>',
  });
  return { name: 'nested-files.pdf', bytes, secret: SECRET };
}

/**
 * The secret encoded: percent- and plus-encoded in link URIs, UTF-16LE with a byte order mark and
 * octal escapes in /Info.
 */
export function stringEncodings(): HostileFile {
  const bytes = onePage(
    stream(
      `${SECRET_TEXT}\nBT /F1 12 Tf 72 603 Td (People) Tj ET\nBT /F1 12 Tf 72 583 Td (Search) Tj ET`,
    ),
    {
      objects: [
        '<< /Type /Annot /Subtype /Link /Rect [72 600 200 614] /Border [0 0 0] /A << /S /URI /URI (https://example.org/people?q=Secret%20Name%20Hansen) >> >>',
        '<< /Type /Annot /Subtype /Link /Rect [72 580 200 594] /Border [0 0 0] /A << /S /URI /URI (https://example.org/search?q=Secret+Name+Hansen&lang=no) >> >>',
        `<< /Title <fffe${utf16le(SECRET)}> /Keywords (${octal(SECRET)}) /Producer (Hostile suite) >>`,
      ],
      page: '/Annots [5 0 R 6 0 R]',
      trailer: '/Info 7 0 R',
    },
  );
  return { name: 'string-encodings.pdf', bytes, secret: SECRET };
}
