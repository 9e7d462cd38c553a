import { describe, expect, it } from 'vitest';
import { buildPdf, stream } from './make-pdf';
import { findWithTools } from './pdf-checks';

/**
 * The output check's readers of hidden text (issue 49): a file hiding a name one way is found by
 * the view that reads that way, although qpdf's plain output, pdftotext and mutool miss it; the
 * same constructions around other text find nothing.
 */
const SECRET = 'Secret Name Hansen';
const NON_ASCII = 'Søren Ødegård';

const hex = (bytes: Buffer) => `<${bytes.toString('hex')}>`;
const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16();
const octal = (text: string) =>
  [...Buffer.from(text, 'latin1')].map((byte) => `\\${byte.toString(8)}`).join('');

/** A blank page; `extra` objects from 5 on, `page` and `catalog` more keys of each. */
function hiding({ extra = [] as string[], page = '', catalog = '', trailer = '' }) {
  return buildPdf(
    [
      `<< /Type /Catalog /Pages 2 0 R ${catalog} >>`,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R ${page} >>`,
      stream('0 0 m'),
      ...extra,
    ],
    trailer,
  );
}

const annotation = (keys: string) =>
  hiding({
    extra: [`<< /Type /Annot /Subtype /Text /Rect [0 0 9 9] ${keys} >>`],
    page: '/Annots [5 0 R]',
  });

/** A form never drawn, whose content holds `operand` as the text of a Tj. */
const unusedForm = (operand: string) =>
  hiding({
    extra: [stream(`BT ${operand} Tj ET`, '/Type /XObject /Subtype /Form /BBox [0 0 9 9]')],
    page: '/Resources << /XObject << /X 5 0 R >> >>',
  });

const cmap = (text: string) =>
  hiding({
    extra: [
      stream(
        `begincmap\n1 begincodespacerange\n<00> <ff>\nendcodespacerange\n1 beginbfchar\n<01> ${hex(utf16be(text))}\nendbfchar\nendcmap`,
        '',
        true,
      ),
    ],
    page: '/Unused 5 0 R',
  });

/** `text` in the Flate-compressed content of a PDF attached to a PDF, `levels` times over. */
function nested(text: string, levels: number): Buffer {
  let pdf = hiding({ extra: [stream(`BT (${text}) Tj ET`, '', true)], page: '/Copy 5 0 R' });
  for (let level = 0; level < levels; level++) {
    const attachment = stream(pdf.toString('latin1'), '/Type /EmbeddedFile', true);
    pdf = hiding({ extra: [attachment], page: '/Attachment 5 0 R' });
  }
  return pdf;
}

const rich = (text: string) => {
  const [first, second, third] = text.split(' ');
  return `<body xmlns="http://www.w3.org/1999/xhtml"><p>${first} <span style="color:#000">${second}</span> ${third!.slice(0, -1)}&#${third!.codePointAt(third!.length - 1)};</p></body>`;
};

/** Each way of hiding `text`, the view that must find it. */
const WAYS: [string, (text: string) => Buffer, RegExp][] = [
  [
    'octal escapes in a content stream',
    (text) => unusedForm(`(${octal(text)})`),
    /stream strings as Latin-1/,
  ],
  [
    'a literal string continued over lines',
    (text) => unusedForm(`(${text.slice(0, 4)}\\\n${text.slice(4)})`),
    /stream strings as Latin-1/,
  ],
  [
    'UTF-16BE without a byte order mark',
    (text) => annotation(`/Contents ${hex(utf16be(text))}`),
    /strings as UTF-16BE/,
  ],
  [
    'UTF-16LE with a byte order mark',
    (text) =>
      hiding({
        extra: [`<< /Title ${hex(Buffer.from(`\ufeff${text}`, 'utf16le'))} >>`],
        trailer: '/Info 5 0 R',
      }),
    /strings as UTF-16LE/,
  ],
  [
    'a name with #20 for spaces',
    (text) => hiding({ catalog: `/Dests << /${text.replace(/ /g, '#20')} [3 0 R /Fit] >>` }),
    /names/,
  ],
  [
    'rich text split by tags and an entity',
    (text) => annotation(`/RC (${rich(text)})`),
    /strings as Latin-1 without markup/,
  ],
  [
    'a percent-encoded URI',
    (text) =>
      annotation(`/A << /S /URI /URI (https://example.org/?q=${encodeURIComponent(text)}) >>`),
    /strings as Latin-1 URL-decoded/,
  ],
  [
    'a URI with + for spaces',
    (text) =>
      annotation(`/A << /S /URI /URI (https://example.org/?q=${text.replace(/ /g, '+')}) >>`),
    /strings as Latin-1 URL-decoded/,
  ],
  ['a ToUnicode CMap destination', cmap, /CMap strings as UTF-16BE/],
  ['a PDF inside a stream', (text) => nested(text, 1), /PDF in object \d+ 0 > decoded/],
  ['a PDF three levels down', (text) => nested(text, 3), /(PDF in object \d+ 0 > ){3}decoded/],
];

describe('the output check reads text hidden', () => {
  it.each(WAYS)('as %s', (_way, build, view) => {
    const found = findWithTools(build(SECRET), [SECRET]);
    expect(found).toContainEqual(expect.stringMatching(view));
    expect(found.filter((line) => /^(qpdf|pdftotext|mutool) found/.test(line))).toEqual([]);
  });

  it('reads strings as Latin-1 and as UTF-8 beyond ASCII', () => {
    const latin1 = annotation(`/Contents ${hex(Buffer.from(NON_ASCII, 'latin1'))}`);
    const utf8 = annotation(`/Contents ${hex(Buffer.from(`\ufeff${NON_ASCII}`, 'utf8'))}`);
    expect(findWithTools(latin1, [NON_ASCII])).toContainEqual(
      expect.stringMatching(/strings as Latin-1/),
    );
    expect(findWithTools(utf8, [NON_ASCII])).toContainEqual(
      expect.stringMatching(/strings as UTF-8/),
    );
  });

  it.each(WAYS)('and finds nothing in %s around other text', (_way, build) => {
    expect(findWithTools(build('Public Name Olsen'), [SECRET, 'Hansen'])).toEqual([]);
  });
});
