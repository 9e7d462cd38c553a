import { zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { decodeLatin1, encodeLatin1, encodeUtf16, toHex } from '../bytes/bytes';
import { save } from '../engine/save-pdf';
import { sanitizeDocument } from '../redact/sanitise/sanitize';
import { SAVE_OPTIONS } from '../redact/sanitise/save-options';
import { verifyRedaction } from '../redact/verify/verify-redaction';
import { HELVETICA, onePagePdf, stream } from '../test/build-pdf';
import { rebuilt, withDocument } from '../test/redact-helpers';

/**
 * The text model (decision 0042): a secret the page does not show, hidden where a reader of
 * plain strings does not look, is found by the verifier and removed by the cleaner, with what
 * stays around it intact.
 */
const SECRET = 'Kari Nordmann';
const PAGE = 'BT /F1 12 Tf 72 700 Td (Case 2024/17) Tj ET';
const utf16be = (text: string) => toHex(encodeUtf16(text, 'be'));
const flate = (data: Uint8Array, dictionary = '') =>
  stream(decodeLatin1(zlibSync(data)), `/Filter /FlateDecode ${dictionary}`);
const cmap = (destination: string) =>
  [
    'begincmap',
    '1 begincodespacerange <00> <ff> endcodespacerange',
    `2 beginbfchar\n<01> <${utf16be(destination)}>\n<02> <0041>\nendbfchar`,
    'endcmap',
  ].join('\n');

/** A PDF whose page shows PAGE and `text`, for nesting. */
const innerPdf = (text: string) => onePagePdf(`BT /F1 12 Tf 72 700 Td (${text}) Tj ET`);

const HIDING: { way: string; bytes: Uint8Array; keeps: string }[] = [
  {
    way: 'rich text split by tags and an entity',
    bytes: onePagePdf(
      PAGE,
      [
        '<< /Type /Annot /Subtype /FreeText /Rect [300 600 500 640] /Contents (Note) /RC (<body><p>Kari <b>Nord</b>m&#97;nn was here</p></body>) >>',
      ],
      { catalog: '', page: '/Annots [5 0 R]' },
    ),
    keeps: 'was here',
  },
  {
    way: 'a named destination and the link to it',
    bytes: onePagePdf(
      PAGE,
      ['<< /Type /Annot /Subtype /Link /Rect [72 600 200 614] /Dest /Kari#20Nordmann >>'],
      { catalog: '/Dests << /Kari#20Nordmann [3 0 R /Fit] >>', page: '/Annots [5 0 R]' },
    ),
    keeps: '/Fit',
  },
  {
    way: 'a percent-encoded link',
    bytes: onePagePdf(
      PAGE,
      [
        '<< /Type /Annot /Subtype /Link /Rect [72 600 200 614] /A << /S /URI /URI (https://example.org/?q=Kari%20Nordmann&lang=no) >> >>',
      ],
      { catalog: '', page: '/Annots [5 0 R]' },
    ),
    keeps: 'lang=no',
  },
  {
    way: 'a ToUnicode entry that maps one code to the whole name',
    // The page shows both codes: a map keeps only the codes shown, less those that quote.
    bytes: onePagePdf(
      `${PAGE} BT /F1 12 Tf 72 650 Td <0102> Tj ET`,
      [
        `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /ToUnicode 6 0 R >>`,
        flate(encodeLatin1(cmap(SECRET))),
      ],
      { catalog: '', page: '/Resources << /Font << /F1 5 0 R >> >>' },
    ),
    keeps: '<02> <0041>',
  },
  {
    way: 'a Type 3 glyph whose procedure writes the name',
    bytes: onePagePdf(
      `${PAGE} BT /T3 10 Tf 72 650 Td (BA) Tj ET`,
      [
        `<< /Type /Font /Subtype /Type3 /FontBBox [0 0 1000 1000] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << /a 6 0 R /b 7 0 R >> /Encoding << /Differences [65 /a /b] >> /FirstChar 65 /LastChar 66 /Widths [1000 1000] /Resources << /Font << ${HELVETICA} >> >> >>`,
        flate(encodeLatin1(`1000 0 d0 BT /F1 9 Tf 0 0 Td (${SECRET}) Tj ET`)),
        flate(encodeLatin1('1000 0 d0 0 0 500 500 re f')),
      ],
      { catalog: '', page: `/Resources << /Font << ${HELVETICA} /T3 5 0 R >> >>` },
    ),
    // The harmless glyph, under a neutral name.
    keeps: '/CharProcs<</b',
  },
  {
    way: 'a compressed PDF inside a rich media annotation',
    bytes: onePagePdf(
      PAGE,
      [
        '<< /Type /Annot /Subtype /RichMedia /Rect [0 0 9 9] /RichMediaContent << /Assets << /Names [(a.pdf) 6 0 R] >> >> >>',
        '<< /Type /Filespec /F (a.pdf) /EF << /F 7 0 R >> >>',
        flate(innerPdf(SECRET), '/Type /EmbeddedFile'),
      ],
      { catalog: '', page: '/Annots [5 0 R]' },
    ),
    keeps: 'Case 2024/17',
  },
  {
    way: 'a compressed PDF inside a compressed PDF hung off an unknown key',
    bytes: onePagePdf(
      PAGE,
      [
        flate(
          onePagePdf(PAGE, [flate(innerPdf(SECRET))], { catalog: '/Appendix 5 0 R', page: '' }),
        ),
      ],
      { catalog: '/Appendix 5 0 R', page: '' },
    ),
    keeps: 'Case 2024/17',
  },
];

function verify(bytes: Uint8Array) {
  return verifyRedaction(bytes, { areasByPage: new Map(), needles: [SECRET], labels: [] });
}

function cleaned(bytes: Uint8Array): Uint8Array {
  return withDocument(bytes, (document) => {
    sanitizeDocument(document, { needles: [SECRET] });
    return save(document, SAVE_OPTIONS.replace('compress,', ''));
  });
}

describe('the text model of a file', () => {
  it.each(HIDING)('finds the name hidden in $way', ({ bytes }) => {
    const verification = verify(bytes);
    expect(verification.passed).toBe(false);
    expect(verification.residues.length).toBeGreaterThan(0);
  });

  it.each(HIDING)(
    'removes the name hidden in $way and keeps what is around it',
    ({ bytes, keeps }) => {
      const saved = cleaned(bytes);
      expect(verify(saved).passed).toBe(true);
      const text = decodeLatin1(saved);
      expect(text).toContain(keeps);
    },
  );

  it('renames a named destination and the link to it alike, and keeps standard names', () => {
    const saved = decodeLatin1(cleaned(HIDING[1]!.bytes));
    const names = [...saved.matchAll(/\/(redacted-\d+)/g)].map((match) => match[1]);
    expect(names.length).toBe(2);
    expect(new Set(names).size).toBe(1);
    expect(saved).toMatch(/\/Type\s*\/Annot/);
  });

  it('writes resources under neutral names, and every content stream that uses them alike', () => {
    const bytes = onePagePdf(
      `${PAGE} /Kari#20Nordmann cs 1 scn 0 0 10 10 re f (/Kari#20Nordmann) Tj`,
      [],
      {
        catalog: '',
        page: `/Resources << /Font << ${HELVETICA} >> /ColorSpace << /Kari#20Nordmann /DeviceGray >> >>`,
      },
    );
    const saved = decodeLatin1(cleaned(bytes));
    expect(saved).toContain('/CS1 cs');
    expect(saved).toMatch(/\/ColorSpace\s*<<\s*\/CS1\s*\/DeviceGray/);
    expect(saved).not.toContain('Kari#20Nordmann cs');
    // A string that spells the name is text, left to the redaction of the page.
    expect(saved).toContain('(/Kari#20Nordmann) Tj');
  });

  it('rewrites rich text as rich text and a link with its escapes', () => {
    const rich = decodeLatin1(cleaned(HIDING[0]!.bytes));
    expect(rich).toMatch(/<p>\[redacted\] was here<\/p>/);
    const link = decodeLatin1(cleaned(HIDING[2]!.bytes));
    expect(link).toContain('q=%5Bredacted%5D&lang=no');
  });

  it('refuses a PDF nested deeper than it reads', () => {
    let nested = innerPdf(SECRET);
    for (let level = 0; level < 3; level++) {
      nested = onePagePdf(PAGE, [flate(nested)], { catalog: '/Appendix 5 0 R', page: '' });
    }
    const verification = verify(nested);
    expect(verification.passed).toBe(false);
    expect(verification.residues.map((residue) => residue.place).join()).toContain(
      'cannot be opened',
    );
  });

  it('refuses an embedded file left anywhere, with no redacted string to look for', () => {
    const bytes = onePagePdf(
      PAGE,
      [
        '<< /Type /Annot /Subtype /Text /Rect [0 0 9 9] /FS << /Type /Filespec /F (a.txt) /EF << /F 6 0 R >> >> >>',
        stream('attached', '/Type /EmbeddedFile'),
      ],
      { catalog: '', page: '/Annots [5 0 R]' },
    );
    const verification = verifyRedaction(bytes, {
      areasByPage: new Map(),
      needles: [],
      labels: [],
    });
    expect(verification.passed).toBe(false);
    expect(verification.residues.map((residue) => residue.place)).toContain('an embedded file');
    expect(verify(cleaned(bytes)).passed).toBe(true);
  });

  it('passes a file that hides nothing, once rebuilt (a stream no part uses is not kept)', () => {
    const bytes = onePagePdf(PAGE, [flate(encodeLatin1(cmap('Karin')))], {
      catalog: '/Map 5 0 R',
      page: '',
    });
    expect(verify(bytes).passed).toBe(false);
    expect(verify(rebuilt(bytes)).passed).toBe(true);
  });
});
