import { cffProgram, iccProfile, trueTypeProgram, type GlyphSpec } from '@workbench/pdf/test-fonts';
import { HELVETICA, onePage, SECRET, SECRET_TEXT, type HostileFile } from './hostile-page';
import { buildPdf, stream } from './make-pdf';

/**
 * Files that keep the secret where a cleaner following a list of known places does not look
 * (issue 62, class 1): inside a font program's tables, a CFF font's strings, a stream that only
 * starts like a font, an ICC profile's text tags, a CMap's names and comments, and streams that
 * merely begin like a CMap. Each draws the secret at SECRET_BOX, which the suite redacts.
 */

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
/** A stream of binary data, with /Length1 for a TrueType program. */
const binary = (bytes: Uint8Array, dictionary = '') => stream(latin1(bytes), dictionary, true);

const APPROVED = 'APPROVED';
/** The pixel glyphs that draw "APPROVED", mapped to their letters. */
const approvedGlyphs = (prefix: string): GlyphSpec[] =>
  [...new Set(APPROVED)].map((char) => ({
    name: `${prefix}${char}`,
    char,
    unicode: char.charCodeAt(0),
  }));
const WIDTHS = `/FirstChar 32 /LastChar 255 /Widths [${Array(224).fill(600).join(' ')}]`;
const descriptor = (name: string, file: string) =>
  `<< /Type /FontDescriptor /FontName /${name} /Flags 32 /FontBBox [0 0 600 700] /ItalicAngle 0 /Ascent 700 /Descent 0 /CapHeight 700 /StemV 80 ${file} >>`;
/** The secret redacted, and "APPROVED" drawn below it in font /F2. */
const withApproved = `${SECRET_TEXT}\nBT /F2 14 Tf 72 640 Td (${APPROVED}) Tj ET`;

/** An embedded TrueType font whose copyright and designer name the secret. */
export function fontNameTable(): HostileFile {
  const program = trueTypeProgram(approvedGlyphs('g'), {
    0: `Copyright ${SECRET}`,
    1: 'Pixel',
    4: 'Pixel Regular',
    6: 'Pixel-Regular',
    9: SECRET,
  });
  const bytes = onePage(stream(withApproved), {
    fonts: '/F2 5 0 R',
    objects: [
      `<< /Type /Font /Subtype /TrueType /BaseFont /Pixel ${WIDTHS} /Encoding /WinAnsiEncoding /FontDescriptor 6 0 R >>`,
      descriptor('Pixel', '/FontFile2 7 0 R'),
      binary(program, `/Length1 ${program.length}`),
    ],
  });
  return { name: 'font-name-table.pdf', bytes, secret: SECRET, released: true };
}

/** An embedded CFF font whose notice, full name and glyph names spell the secret. */
export function cffStrings(): HostileFile {
  const glyphs = approvedGlyphs('');
  glyphs[0] = { ...glyphs[0]!, name: 'Hansen' };
  const differences = glyphs.map((glyph) => `${glyph.unicode} /${glyph.name}`).join(' ');
  const program = cffProgram(glyphs, {
    fontName: 'PixelCFF',
    notice: `Made for ${SECRET}`,
    fullName: SECRET,
    familyName: 'Pixel',
  });
  const bytes = onePage(stream(withApproved), {
    fonts: '/F2 5 0 R',
    objects: [
      `<< /Type /Font /Subtype /Type1 /BaseFont /PixelCFF ${WIDTHS} /Encoding << /Type /Encoding /Differences [${differences}] >> /FontDescriptor 6 0 R >>`,
      descriptor('PixelCFF', '/FontFile3 7 0 R'),
      binary(program, '/Subtype /Type1C'),
    ],
  });
  return { name: 'cff-strings.pdf', bytes, secret: SECRET, released: true };
}

/** A "font program" that is only a CFF header followed by the secret. */
export function fontMagicOnly(): HostileFile {
  const fake = Buffer.concat([Buffer.from([1, 0, 4, 1]), Buffer.from(`  ${SECRET}  `, 'latin1')]);
  const bytes = onePage(stream(withApproved), {
    fonts: '/F2 5 0 R',
    objects: [
      `<< /Type /Font /Subtype /Type1 /BaseFont /Fake ${WIDTHS} /Encoding /WinAnsiEncoding /FontDescriptor 6 0 R >>`,
      descriptor('Fake', '/FontFile3 7 0 R'),
      binary(fake, '/Subtype /Type1C'),
    ],
  });
  return { name: 'font-magic-only.pdf', bytes, secret: SECRET, released: true };
}

/**
 * ICC profiles that describe themselves with the secret: a gray one (v4, mluc in UTF-16BE)
 * filling a bar on the page, and an RGB one (v2, desc and text) of an image.
 */
export function iccDescriptions(): HostileFile {
  const gray = iccProfile(1, { description: `Gray for ${SECRET}`, copyright: 'Public' });
  const rgb = iccProfile(3, { description: SECRET, copyright: `(c) ${SECRET}`, isVersion2: true });
  const pixels = Buffer.alloc(4 * 4 * 3, 0x80);
  const content = `${SECRET_TEXT}\nq /CS0 cs 0.4 sc 72 600 200 10 re f Q\nq 40 0 0 40 72 500 cm /Im Do Q`;
  const bytes = onePage(stream(content), {
    resources: '/ColorSpace << /CS0 [/ICCBased 5 0 R] >> /XObject << /Im 6 0 R >>',
    objects: [
      binary(gray, '/N 1'),
      stream(
        pixels.toString('latin1'),
        '/Type /XObject /Subtype /Image /Width 4 /Height 4 /BitsPerComponent 8 /ColorSpace [/ICCBased 7 0 R]',
      ),
      binary(rgb, '/N 3'),
    ],
  });
  return { name: 'icc-descriptions.pdf', bytes, secret: SECRET, released: true };
}

/** A ToUnicode CMap that names the secret in its CMapName, its Registry and a comment. */
export function cmapNames(): HostileFile {
  const cmap = [
    `%!PS-Adobe-3.0 Resource-CMap`,
    `% Prepared for ${SECRET}`,
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    `/CIDSystemInfo << /Registry (${SECRET}) /Ordering (UCS) /Supplement 0 >> def`,
    '/CMapName /Hansen-Secret-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<00> <ff>',
    'endcodespacerange',
    '1 beginbfrange',
    '<20> <7e> <0020>',
    'endbfrange',
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
  const bytes = onePage(stream(withApproved), {
    fonts: '/F2 5 0 R',
    objects: [
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding /ToUnicode 6 0 R >>',
      stream(cmap, '', true),
    ],
  });
  return { name: 'cmap-names.pdf', bytes, secret: SECRET, released: true };
}

const CMAP_PREAMBLE = [
  '%!PS-Adobe-3.0 Resource-CMap',
  '/CIDInit /ProcSet findresource begin',
  '12 dict begin',
  'begincmap',
].join('\n');

/**
 * Streams that only begin like a CMap, on a second page that nothing redacts: its content
 * stream passes the secret to an operator no reader knows, and a template form in its resources
 * that no content draws writes it.
 */
export function contentLikeCmap(): HostileFile {
  const page = (contents: string, resources = '') =>
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contents} /Resources << /Font << ${HELVETICA} >> ${resources} >> >>`;
  const bytes = buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
    page('5 0 R'),
    page('[6 0 R 7 0 R]', '/XObject << /Tpl 8 0 R >>'),
    stream(SECRET_TEXT),
    stream('BT /F1 12 Tf 72 700 Td (Page two) Tj ET'),
    stream(`${CMAP_PREAMBLE}\n(${SECRET}) pop\nendcmap`, '', true),
    stream(
      `${CMAP_PREAMBLE}\nBT /F1 12 Tf 72 300 Td (${SECRET}) Tj ET\nendcmap`,
      `/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /Font << ${HELVETICA} >> >>`,
      true,
    ),
  ]);
  return { name: 'content-like-cmap.pdf', bytes, secret: SECRET, released: true };
}

/** Every file of class 1 (streams read by their looks). */
export function unreadPlaces(): HostileFile[] {
  return [
    fontNameTable(),
    cffStrings(),
    fontMagicOnly(),
    iccDescriptions(),
    cmapNames(),
    contentLikeCmap(),
  ];
}
