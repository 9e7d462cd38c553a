import { pixelsOf, trueTypeProgram, type GlyphSpec } from '@workbench/pdf/test-fonts';
import { deflateSync } from 'node:zlib';
import { buildPdf, stream } from './make-pdf';

/**
 * The inputs of other projects' redaction tests, rebuilt here (issue 62, item 7): the same kind
 * of page each peer test redacts, written by hand so the test knows every byte. The peers' own
 * files are not copied. Pages are US Letter (612 × 792 pt) unless a builder says otherwise.
 */

/** Standard fonts every page of pdfOf has: Helvetica, Times-Roman, Courier and Times-Bold. */
const STANDARD_FONTS = [
  '/F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  '/F2 << /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>',
  '/F3 << /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>',
  '/F4 << /Type /Font /Subtype /Type1 /BaseFont /Times-Bold /Encoding /WinAnsiEncoding >>',
].join(' ');

/** One page of pdfOf: its content and what it holds besides the standard fonts. */
export interface PageSpec {
  content: string;
  /** More fonts, after /F1–/F4. */
  fonts?: string;
  /** More resources (/XObject…). */
  resources?: string;
  /** More keys of the page dictionary (/Rotate, /CropBox, /Annots…). */
  page?: string;
  mediaBox?: string;
}

/** What a file holds besides its pages: objects numbered after them (see objectRef). */
export interface DocumentParts {
  objects?: readonly string[];
  catalog?: string;
  trailer?: string;
}

/** A reference to `parts.objects[index]` of a file of `pageCount` pages. */
export const objectRef = (pageCount: number, index: number) => `${3 + 2 * pageCount + index} 0 R`;

/**
 * A file of `pages`: catalog 1, page tree 2, then each page and its Flate-compressed content
 * (page i at 3 + 2i), then `parts.objects`.
 */
export function pdfOf(pages: readonly PageSpec[], parts: DocumentParts = {}): Buffer {
  const kids = pages.map((_, index) => `${3 + 2 * index} 0 R`).join(' ');
  return buildPdf(
    [
      `<< /Type /Catalog /Pages 2 0 R ${parts.catalog ?? ''} >>`,
      `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`,
      ...pages.flatMap((spec, index) => [
        `<< /Type /Page /Parent 2 0 R /MediaBox ${spec.mediaBox ?? '[0 0 612 792]'} /Contents ${4 + 2 * index} 0 R /Resources << /Font << ${STANDARD_FONTS} ${spec.fonts ?? ''} >> ${spec.resources ?? ''} >> ${spec.page ?? ''} >>`,
        stream(spec.content, '', true),
      ]),
      ...(parts.objects ?? []),
    ],
    parts.trailer,
  );
}

/** One line of text in `font` (default Helvetica) at 12 pt, its baseline at x, y. */
export const line = (x: number, y: number, text: string, font = '/F1', size = 12) =>
  `BT ${font} ${size} Tf ${x} ${y} Td (${text}) Tj ET`;

/** A grey image XObject of `width` × `height` pixels, every pixel `value`, Flate-compressed. */
export function greyImage(width: number, height: number, value: number, more = ''): string {
  const pixels = Buffer.alloc(width * height, value).toString('latin1');
  return stream(
    pixels,
    `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 ${more}`,
    true,
  );
}

// ---------------------------------------------------------------------------------------------
// Fonts drawn from the pixel alphabet (capitals, digits, "-" and "."), embedded as the peers'
// fonts were: simple TrueType, Type 0 with and without a ToUnicode map, subset-tagged, Type 3.
// ---------------------------------------------------------------------------------------------

/** The line every embedded-font case draws; the pixel alphabet has capitals only. */
export const PIXEL_LINE = 'ALPHA SECRET OMEGA';
const PIXEL_ALPHABET = ' ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.';
const DIGIT_NAMES = 'zero one two three four five six seven eight nine'.split(' ');

function glyphName(char: string): string {
  if (char === ' ') return 'space';
  if (char === '-') return 'hyphen';
  if (char === '.') return 'period';
  return /\d/u.test(char) ? DIGIT_NAMES[Number(char)]! : char;
}

const glyphsOf = (chars: string): GlyphSpec[] =>
  [...chars].map((char) => ({ name: glyphName(char), char, unicode: char.charCodeAt(0) }));

const fontFile = (program: Uint8Array) =>
  stream(
    deflateSync(program).toString('latin1'),
    `/Length1 ${program.length} /Filter /FlateDecode`,
  );

const descriptor = (name: string, file: string, flags = 32) =>
  `<< /Type /FontDescriptor /FontName /${name} /Flags ${flags} /FontBBox [0 0 600 700] /ItalicAngle 0 /Ascent 700 /Descent 0 /CapHeight 700 /StemV 80 /FontFile2 ${file} >>`;

/** A simple TrueType font (Stirling's PDTrueTypeFont.load) with a named base encoding. */
export function simpleTrueType(encoding: 'WinAnsiEncoding' | 'MacRomanEncoding'): Buffer {
  const program = trueTypeProgram(glyphsOf(PIXEL_ALPHABET.slice(1)), {
    1: 'Pixel',
    4: 'Pixel Regular',
    6: 'Pixel-Regular',
  });
  const widths = Array.from({ length: 91 - 32 }, () => 600).join(' ');
  return pdfOf(
    [{ content: `BT /P 20 Tf 72 680 Td (${PIXEL_LINE}) Tj ET`, fonts: `/P ${objectRef(1, 0)}` }],
    {
      objects: [
        `<< /Type /Font /Subtype /TrueType /BaseFont /Pixel-Regular /FirstChar 32 /LastChar 90 /Widths [${widths}] /Encoding /${encoding} /FontDescriptor ${objectRef(1, 1)} >>`,
        descriptor('Pixel-Regular', objectRef(1, 2)),
        fontFile(program),
      ],
    },
  );
}

const hex4 = (value: number) => value.toString(16).padStart(4, '0');
const utf16Hex = (text: string) => Buffer.from(text, 'utf16le').swap16().toString('hex');

/** A ToUnicode CMap mapping each two-byte code (a glyph id) to its character. */
function toUnicodeCMap(chars: string): string {
  const entries = [...chars].map((char, index) => `<${hex4(index + 1)}> <${utf16Hex(char)}>`);
  return [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <0000> <FFFF> endcodespacerange',
    `${entries.length} beginbfchar`,
    ...entries,
    'endbfchar endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
}

/**
 * A Type 0 font (Identity-H over TrueType outlines, Stirling's PDType0Font.load): the whole
 * alphabet (`full`), or only the glyphs PIXEL_LINE uses under a subset tag. With a ToUnicode map
 * its codes are glyph ids; without one (Stirling strips it), its codes are the characters'
 * Unicode values mapped to glyphs by a /CIDToGIDMap stream, which poppler reads as Unicode
 * (Adobe-Identity) and MuPDF cannot read at all.
 */
export function type0Font({ full, toUnicode }: { full: boolean; toUnicode: boolean }): Buffer {
  const chars = full ? PIXEL_ALPHABET : [...new Set(PIXEL_LINE)].join('');
  const name = full ? 'Pixel-Regular' : 'ABCDEF+Pixel-Regular';
  const program = trueTypeProgram(glyphsOf(chars), { 1: 'Pixel', 6: name });
  const codeOf = (char: string) => (toUnicode ? chars.indexOf(char) + 1 : char.charCodeAt(0));
  const codes = [...PIXEL_LINE].map((char) => hex4(codeOf(char))).join('');
  const gids = Buffer.alloc(2 * 128);
  [...chars].forEach((char, index) => gids.writeUInt16BE(index + 1, 2 * char.charCodeAt(0)));
  const cidToGid = toUnicode ? '/Identity' : objectRef(1, 4);
  const unicode = toUnicode ? `/ToUnicode ${objectRef(1, 4)}` : '';
  return pdfOf(
    [{ content: `BT /P 20 Tf 72 680 Td <${codes}> Tj ET`, fonts: `/P ${objectRef(1, 0)}` }],
    {
      objects: [
        `<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [${objectRef(1, 1)}] ${unicode} >>`,
        `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /CIDToGIDMap ${cidToGid} /DW 600 /FontDescriptor ${objectRef(1, 2)} >>`,
        descriptor(name, objectRef(1, 3), 4),
        fontFile(program),
        toUnicode
          ? stream(toUnicodeCMap(chars), '', true)
          : stream(gids.toString('latin1'), '', true),
      ],
    },
  );
}

/** Where type0Font draws "SECRET" (20 pt pixel glyphs from 72, 680), page coordinates. */
export const PIXEL_SECRET_BOX = { x0: 142, y0: 96, x1: 216, y1: 114 };

/** Stirling's type3_dejavu.pdf: the words drawn by a Type 3 font, no ToUnicode map. */
export const TYPE3_LINE = 'CROP TEST EXAMPLE';

/**
 * A Type 3 font whose glyph procedures draw the pixel alphabet as filled squares, named by the
 * standard glyph names (so readers map them to letters) and with no ToUnicode map.
 */
export function type3Font(): Buffer {
  const chars = [...new Set(TYPE3_LINE.replace(/ /gu, ''))];
  const procedure = (char: string) =>
    stream(
      [
        '600 0 0 0 500 700 d1',
        ...pixelsOf(char).map(([x, y]) => `${x * 100} ${(6 - y) * 100} 100 100 re`),
        'f',
      ].join('\n'),
    );
  const codes = chars.map((char) => char.charCodeAt(0));
  const first = Math.min(32, ...codes);
  const last = Math.max(...codes);
  const widths = Array.from({ length: last - first + 1 }, () => 600).join(' ');
  const differences = chars.map((char) => `${char.charCodeAt(0)} /${char}`).join(' ');
  const procedures = chars.map((char, index) => `/${char} ${objectRef(1, index + 1)}`).join(' ');
  return pdfOf(
    [{ content: `BT /P 20 Tf 72 680 Td (${TYPE3_LINE}) Tj ET`, fonts: `/P ${objectRef(1, 0)}` }],
    {
      objects: [
        `<< /Type /Font /Subtype /Type3 /FontBBox [0 0 600 700] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << ${procedures} >> /Encoding << /Type /Encoding /Differences [32 /space ${differences}] >> /FirstChar ${first} /LastChar ${last} /Widths [${widths}] /Resources << >> >>`,
        ...chars.map(procedure),
      ],
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Stirling-PDF: RedactionPdfVarietyTest and ManualRedactionServiceTest.
// ---------------------------------------------------------------------------------------------

/** The line of RedactionPdfVarietyTest, its baseline at TOP_Y (792 − 80). */
export const VARIETY_LINE = 'alpha SECRET omega';
const TOP_Y = 712;

/** One page per font: Helvetica, Times-Roman, Courier, each drawing VARIETY_LINE. */
export function standardFonts(): Buffer {
  return pdfOf(
    ['/F1', '/F2', '/F3'].map((font) => ({ content: line(72, TOP_Y, VARIETY_LINE, font) })),
  );
}

/**
 * VARIETY_LINE on pages turned by /Rotate 90, 180 and 270, each drawn turned the other way
 * around the page's centre so it reads upright, as Stirling's addTextPage does.
 */
export function rotatedPages(): Buffer {
  return pdfOf(
    [90, 180, 270].map((rotation) => {
      const angle = (rotation * Math.PI) / 180;
      const [cos, sin] = [Math.cos(angle), Math.sin(angle)].map((value) => value.toFixed(6));
      return {
        content: `BT /F1 12 Tf ${cos} ${sin} ${-Number(sin)} ${cos} 306 396 Tm (${VARIETY_LINE}) Tj ET`,
        page: `/Rotate ${rotation}`,
      };
    }),
  );
}

/** `[(public ) (SEC) -20 (RET) ( end)] TJ`: the word split over the operands of one TJ. */
export const tjSplit = () =>
  pdfOf([{ content: `BT /F1 12 Tf 72 ${TOP_Y} Td [(public ) (SEC) -20 (RET) ( end)] TJ ET` }]);

/** Helvetica's advance of "SEC" at 12 pt: S, E (667) and C (722). */
const SEC_WIDTH = ((667 + 667 + 722) / 1000) * 12;

/** "SEC" and "RET" in two text objects side by side on page 1; page 2 "PUBLIC PAGE TWO". */
export const crossOperator = () =>
  pdfOf([
    { content: `${line(72, TOP_Y, 'SEC')}\n${line(72 + SEC_WIDTH, TOP_Y, 'RET')}` },
    { content: line(72, TOP_Y, 'PUBLIC PAGE TWO') },
  ]);

/** "xobj SECRET payload" drawn by a Form XObject placed at 72, TOP_Y − 60. */
export function formXObject(): Buffer {
  return pdfOf(
    [
      {
        content: `q 1 0 0 1 72 ${TOP_Y - 60} cm /X1 Do Q`,
        resources: `/XObject << /X1 ${objectRef(1, 0)} >>`,
      },
    ],
    {
      objects: [
        stream(
          line(10, 20, 'xobj SECRET payload'),
          `/Type /XObject /Subtype /Form /BBox [0 0 400 60] /Resources << /Font << ${STANDARD_FONTS} >> >>`,
          true,
        ),
      ],
    },
  );
}

/** VARIETY_LINE on a page whose crop box [40 40 540 740] is smaller than its media box. */
export const cropBox = () =>
  pdfOf([{ content: line(72, TOP_Y, VARIETY_LINE), page: '/CropBox [40 40 540 740]' }]);

/** One page per line, each line at the top of its page. */
export const pagesOfLines = (lines: readonly string[]) =>
  pdfOf(lines.map((text) => ({ content: line(72, TOP_Y, text) })));

/**
 * Pages of three lines each, "Page N line M: KNMZ": the last word is met nowhere else, so where
 * it is left shows by any tool.
 */
export const numberedPages = (count: number) =>
  pdfOf(
    Array.from({ length: count }, (_, index) => ({
      content: [1, 2, 3]
        .map((row) =>
          line(72, TOP_Y - row * 40, `Page ${index + 1} line ${row}: K${index + 1}${row}Z`),
        )
        .join('\n'),
    })),
  );

/** Addresses of the links of annotatedPage. */
export const OVERLAPPING_LINK = 'https://example.org/overlapping-link';
export const FARAWAY_LINK = 'https://example.org/faraway-link';

/**
 * ManualRedactionServiceTest's page (A4): "Sensitive text to redact" at 72, 700 under a link,
 * another link far away at [10 10 30 30], and a block of text far from both at 400, 105.
 */
export function annotatedPage(): Buffer {
  const link = (rect: string, uri: string) =>
    `<< /Type /Annot /Subtype /Link /Rect ${rect} /Border [0 0 0] /A << /S /URI /URI (${uri}) >> >>`;
  return pdfOf(
    [
      {
        content: `${line(72, 700, 'Sensitive text to redact')}\n${line(400, 105, 'Far block')}`,
        mediaBox: '[0 0 595 842]',
        page: `/Annots [${objectRef(1, 0)} ${objectRef(1, 1)}]`,
      },
    ],
    { objects: [link('[80 690 200 720]', OVERLAPPING_LINK), link('[10 10 30 30]', FARAWAY_LINK)] },
  );
}

// ---------------------------------------------------------------------------------------------
// PyMuPDF: tests/test_annots.py, test_general.py, test_mupdf_regressions.py, test_textextract.py.
// ---------------------------------------------------------------------------------------------

/** Items of symbolList, one a line, each after a bullet drawn as vector art. */
export const LIST_ITEMS = ['First item', 'Second item', 'Third item', 'Fourth item'];
/** Where symbolList's text column lies (page coordinates): right of the bullets. */
export const LIST_TEXT_BOX = { x0: 88, y0: 120, x1: 300, y1: 240 };

/**
 * PyMuPDF's symbol-list.pdf: a framed page with a rule, a list whose bullets are drawn as
 * squares and circles (line art), and the items' text beside them.
 */
export function symbolList(): Buffer {
  const circle = (x: number, y: number, r: number) => {
    const k = r * 0.5523;
    return `${x + r} ${y} m ${x + r} ${y + k} ${x + k} ${y + r} ${x} ${y + r} c ${x - k} ${y + r} ${x - r} ${y + k} ${x - r} ${y} c ${x - r} ${y - k} ${x - k} ${y - r} ${x} ${y - r} c ${x + k} ${y - r} ${x + r} ${y - k} ${x + r} ${y} c f`;
  };
  const items = LIST_ITEMS.map((item, index) => {
    const y = 660 - index * 30;
    const bullet = index % 2 === 0 ? `76 ${y} 6 6 re f` : circle(79, y + 3, 3);
    return `${bullet}\n${line(92, y, item)}`;
  });
  const content = ['0 g 1 w 50 50 512 692 re S', '72 690 m 540 690 l S', ...items].join('\n');
  return pdfOf([{ content }]);
}

/** Where transparentImage draws its picture (page coordinates), 200 pt square. */
export const PHOTO_BOX = { x0: 72, y0: 192, x1: 272, y1: 392 };

/** A black picture made half transparent by a soft mask (PyMuPDF test_1824), and a caption. */
export function transparentImage(): Buffer {
  return pdfOf(
    [
      {
        content: `q 200 0 0 200 72 400 cm /Im1 Do Q\n${line(72, 380, 'Photo of the applicant')}`,
        resources: `/XObject << /Im1 ${objectRef(1, 0)} >>`,
      },
    ],
    { objects: [greyImage(100, 100, 0, `/SMask ${objectRef(1, 1)}`), greyImage(100, 100, 128)] },
  );
}

/**
 * Pages turned by /Rotate 90 and 270 (PyMuPDF test_3863), each with a dark picture over
 * x 100–400, y 300–500 of its unrotated page and a line of text.
 */
export function rotatedImagePages(): Buffer {
  const page = (rotation: number) => ({
    content: `q 300 0 0 200 100 300 cm /Im1 Do Q\n${line(100, 600, `Rotated page ${rotation}`)}`,
    resources: `/XObject << /Im1 ${objectRef(2, 0)} >>`,
    page: `/Rotate ${rotation}`,
  });
  return pdfOf([page(90), page(270)], { objects: [greyImage(30, 20, 60)] });
}

/** Two lines of words for boxes that touch and overlap (PyMuPDF test_4079). */
export const NATO_LINES = [
  'Alpha Bravo Charlie Delta Echo Foxtrot',
  'Golf Hotel India Juliet Kilo Lima',
];
export const natoLines = () =>
  pdfOf([{ content: NATO_LINES.map((text, row) => line(72, 700 - row * 16, text)).join('\n') }]);

/** Where vectorArt's filled rectangle lies (page coordinates), and the stroked line's y. */
export const ART_BOX = { x0: 100, y0: 192, x1: 400, y1: 392 };
export const ART_LINE_Y = 492;
/** Where vectorArt's scribble (a signature drawn as a path) lies, page coordinates. */
export const SCRIBBLE_BOX = { x0: 158, y0: 158, x1: 242, y1: 184 };
/** The box the vectorArt cases redact: all of the scribble, part of the rectangle and line. */
export const ART_REDACTION = { x0: 150, y0: 150, x1: 250, y1: 520 };

/**
 * A grey filled rectangle, a thick black line below it, a scribble above it and a caption
 * (PyMuPDF test_4936 and test_redact3's line art).
 */
export const vectorArt = () =>
  pdfOf([
    {
      content: [
        '0.5 g 100 400 300 200 re f',
        '0 G 4 w 100 300 m 400 300 l S',
        '1.5 w 160 612 m 180 630 l 200 614 l 220 628 l 240 612 l S',
        `0 g ${line(100, 250, 'Figure 1')}`,
      ].join('\n'),
    },
  ]);

/** The German letter of PyMuPDF test_2108 (WinAnsi ß and ü), with a "{sig}" placeholder. */
export const LETTER_LEFT = [
  'Frau',
  'Claire Dunphy',
  'Teststra\\337e 5',
  '12345 Stadt',
  'Vertragsnummer:  12345',
  'Sehr geehrte Frau Dunphy,',
  'Text',
  'Mit freundlichen Gr\\374\\337en',
  '{sig}',
  'Testfirma',
];
const LETTER_RIGHT = [
  'Vertrag:',
  '12345',
  'Ansprechpartner:',
  'Jay Pritchet',
  'Telefon:',
  '123456',
];
export const germanLetter = () =>
  pdfOf([
    {
      content: [
        ...LETTER_LEFT.map((text, row) => line(72, 720 - row * 24, text)),
        ...LETTER_RIGHT.map((text, row) => line(400, 720 - row * 24, text)),
      ].join('\n'),
    },
  ]);

/** An id after a name on two lines, each line one string (PyMuPDF test_2957_1). */
export const TRAILING_ID = '6e9f73dfb4384a2b8af6ebba';
export const idsAfterNames = () =>
  pdfOf([
    {
      content: [
        line(72, 700, `Kunde Kari Nordmann ${TRAILING_ID}`),
        line(72, 660, `Saksbehandler Ola Hansen ${TRAILING_ID}`),
      ].join('\n'),
    },
  ]);

/** PyMuPDF test_2957_2's line: the fourth word, "longer", is redacted. */
export const LONGER_LINES = [
  'This is a longer sentence that must not move',
  'and the next line stays',
];
export const longerSentence = () =>
  pdfOf([{ content: LONGER_LINES.map((text, row) => line(72, 700 - row * 18, text)).join('\n') }]);

/** Words drawn by a font whose /Widths are all 0: every glyph box is empty (test_707560). */
export const ZERO_WIDTH_WORDS = ['Hello, World!', 'Hallo, Welt!'];
export function zeroWidthText(): Buffer {
  const widths = Array.from({ length: 95 }, () => 0).join(' ');
  return pdfOf([
    {
      content: [
        ...ZERO_WIDTH_WORDS.map((text, row) => line(72, 700 - row * 30, text, '/Z', 14)),
        line(72, 600, 'Privit Svit'),
      ].join('\n'),
      fonts: `/Z << /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding /FirstChar 32 /LastChar 126 /Widths [${widths}] >>`,
    },
  ]);
}

/** PyMuPDF test_3376's page: "Table of Contents" and the entries below it. */
export const TOC_ENTRIES = ['Introduction ........ 1', 'Methods ........ 4', 'Results ........ 9'];
export const tableOfContents = () =>
  pdfOf([
    {
      content: [
        line(72, 720, 'Table of Contents', '/F4', 16),
        ...TOC_ENTRIES.map((text, row) => line(72, 690 - row * 20, text)),
      ].join('\n'),
    },
  ]);

/** A paragraph holding "Reference is made" twice (PyMuPDF test_4180). */
export const referencePhrase = () =>
  pdfOf([
    {
      content: [
        'Reference is made to the letter of 3 March.',
        'The committee agreed. Reference is made to',
        'the minutes of the last meeting.',
      ]
        .map((text, row) => line(72, 700 - row * 16, text, '/F2'))
        .join('\n'),
    },
  ]);

/** A light grey picture over the whole page with text on it (PyMuPDF test_2093). */
export const backgroundImage = () =>
  pdfOf(
    [
      {
        content: `q 612 0 0 792 0 0 cm /Im1 Do Q\n${line(135, 660, 'Kontonummer 1234 5678 903 tilhorer kunden')}`,
        resources: `/XObject << /Im1 ${objectRef(1, 0)} >>`,
      },
    ],
    // One pixel a point, so the blanked pixels are the box's to the point.
    { objects: [greyImage(612, 792, 200)] },
  );

/** The lines hiddenText draws invisibly (render mode 3), as OCR layers are drawn. */
export const HIDDEN_LINES = ['Hidden Name Hansen', 'Footer line kept'];

/**
 * Two lines of invisible text (PyMuPDF test_4670.pdf holds only hidden text), with a visible
 * heading above them when `heading`.
 */
export const hiddenText = ({ heading }: { heading: boolean }) =>
  pdfOf([
    {
      content: [
        heading ? line(72, 740, 'Scanned page') : '',
        ...HIDDEN_LINES.map(
          (text, row) => `BT 3 Tr /F1 12 Tf 72 ${600 - row * 400} Td (${text}) Tj ET`,
        ),
      ].join('\n'),
    },
  ]);

/** A table row whose cells are separated by "|" (PyMuPDF test_4047). */
export const PIPE_ROW = 'Name | Kari | 1234 | Oslo';
export const pipeTable = () =>
  pdfOf([{ content: `${line(72, 700, PIPE_ROW, '/F3')}\n${line(72, 680, 'Under the table')}` }]);

// ---------------------------------------------------------------------------------------------
// pdf-redactor: tests/test_redactor.py and its fixture tests/test-ssns.pdf.
// ---------------------------------------------------------------------------------------------

/** The fixture's fake SSNs in plain digits. */
export const PLAIN_SSNS = ['522-30-0388', '002-30-2375', '417-09-1520', '473-58-0972'];
/**
 * The fixture's SSNs with OCR substitutions and other dashes (minus, en dash, em dash, tilde,
 * U+2010), as a reader extracts them.
 */
export const OCR_SSNS = [
  '256\u2212O8-8733',
  '494\u2013I9-32l6',
  '221\u201464-0923',
  '5o7-22~3536',
  '298-66\u2010687i',
];
/** What of OCR_SSNS is plain ASCII in the content stream, where a leak would show. */
export const OCR_SSN_TAILS = ['O8-8733', 'I9-32l6', '64-0923', '22~3536', '687i'];
/** An SSN whose last group is drawn in another font (Times-Bold), and its two parts. */
export const TWO_FONT_SSN = ['6I1-22-', '4o55'];
export const REDACTOR_KEPT_LINES = [
  'Here are some fake SSNs',
  'And some more with common OCR character substitutions:',
  "Here's an XX character in both fonts so that substitution works.",
];
export const ISSUE_LINK = 'https://github.com/JoshData/pdf-redactor/issues/13';
export const HOME_LINK = 'https://example.org/pdf-redactor-home';
export const REDACTOR_INFO = {
  Title: 'this is a test pdf',
  Subject: 'This is a PDF to test pdf-redactor.',
  Creator: 'Writer',
  Producer: 'LibreOffice 5.1',
};

/** The codes of the dashes font /D: 1 minus, 2 en dash, 3 em dash, 4 U+2010. */
const DASHES =
  '/D << /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [1 /minus /endash /emdash /uni2010] >> >>';
const OCR_LINE = '256\\001O8-8733 494\\002I9-32l6 221\\00364-0923 5o7-22~3536 298-66\\004687i';

const XMP = [
  '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>',
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
  '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title><rdf:Alt><rdf:li xml:lang="x-default">this is a test pdf</rdf:li></rdf:Alt></dc:title></rdf:Description>',
  '<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/"><xmp:CreatorTool>Writer</xmp:CreatorTool><xmp:CreateDate>2018-07-19T17:19:41-04:00</xmp:CreateDate></rdf:Description>',
  '</rdf:RDF></x:xmpmeta>',
  '<?xpacket end="w"?>',
].join('\n');

/**
 * pdf-redactor's test-ssns.pdf rebuilt: the SSN lines, a link over "link to issue #13" and
 * another beside it, a comment, an applicant's name quoted by one comment's text and another's
 * author, a document information dictionary and XMP metadata.
 */
export function redactorFixture(): Buffer {
  const note = (x: number, y: number, contents: string, author: string) =>
    `<< /Type /Annot /Subtype /Text /Rect [${x} ${y} ${x + 20} ${y + 20}] /Contents (${contents}) /T (${author}) /Name /Comment >>`;
  const link = (y: number, uri: string) =>
    `<< /Type /Annot /Subtype /Link /Rect [70 ${y - 4} 170 ${y + 12}] /Border [0 0 0] /A << /S /URI /URI (${uri}) >> >>`;
  const content = [
    line(72, 740, 'This PDF demonstrates some text that can be redacted.'),
    line(72, 710, REDACTOR_KEPT_LINES[0]!),
    line(72, 690, PLAIN_SSNS.join(' ')),
    line(72, 660, REDACTOR_KEPT_LINES[1]!),
    `BT /D 12 Tf 72 640 Td (${OCR_LINE}) Tj ET`,
    line(72, 610, REDACTOR_KEPT_LINES[2]!),
    `BT /F1 12 Tf 72 590 Td (Two fonts: ${TWO_FONT_SSN[0]}) Tj /F4 12 Tf (${TWO_FONT_SSN[1]}) Tj ET`,
    line(72, 560, 'Here is a link:'),
    line(72, 540, 'link to issue #13'),
    line(72, 520, 'Project home'),
    line(72, 490, 'Here is a comment:'),
    line(72, 460, 'Applicant: Kari Nordmann'),
  ].join('\n');
  const annotations = [0, 1, 2, 3, 4].map((index) => objectRef(1, index)).join(' ');
  return pdfOf([{ content, fonts: DASHES, page: `/Annots [${annotations}]` }], {
    objects: [
      link(540, ISSUE_LINK),
      link(520, HOME_LINK),
      // Beside the lines, so that no redacted text lies under a note.
      note(200, 484, 'I have a comment!', 'Unknown Author'),
      note(300, 454, 'Call Kari Nordmann before Friday', 'Reviewer'),
      note(340, 454, 'Checked twice', 'Kari Nordmann'),
      `<< ${Object.entries(REDACTOR_INFO)
        .map(([key, value]) => `/${key} (${value})`)
        .join(' ')} /CreationDate (D:20180719211941Z) >>`,
      stream(XMP, '/Type /Metadata /Subtype /XML'),
    ],
    catalog: `/Metadata ${objectRef(1, 6)}`,
    trailer: `/Info ${objectRef(1, 5)}`,
  });
}
