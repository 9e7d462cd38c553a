import { PDF_PATHS } from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../test/accounts';
import { createApiClient, type ApiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { buildPdf, stream } from '../test/make-pdf';
import { files, multipart } from '../test/multipart';
import { pdftotext, qpdfCheck, qpdfFields, qpdfUncompressed } from '../test/pdf-tools';

/**
 * Classes of real documents that were refused, or leaked, before (issue 24), each in a file built
 * here: the redacted string also sits in a place nobody sees, or in syntax that only looks like
 * it. Every file must be released, with the string gone from everywhere a reader could look.
 */
let testApp: TestApp;
let client: ApiClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  client = createApiClient(testApp.app);
  await signUpAndLogIn(testApp.app, client, 'real-documents');
});
afterAll(() => testApp.close());

type Word = { text: string; x0: number; y0: number; x1: number; y1: number };
type Page = { text: string; words: Word[] };

const FONT = '/F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** Catalog (1), pages (2), page (3) drawing `content` (4), then `more` from object 5. */
function pdf(
  content: string,
  more: readonly string[] = [],
  extra = { catalog: '', page: '', resources: '' },
): Uint8Array {
  return buildPdf([
    `<< /Type /Catalog /Pages 2 0 R ${extra.catalog} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << ${FONT} >> ${extra.resources} >> ${extra.page} >>`,
    stream(content, '', true),
    ...more,
  ]);
}

/** Every word but the redacted name, with where it starts. */
const keptWords = (page: Page) =>
  page.words
    .filter((word) => !['Kari', 'Nordmann'].includes(word.text))
    .map((word) => `${word.text}@${Math.round(word.x0)},${Math.round(word.y0)}`);

async function pageOf(bytes: Uint8Array): Promise<Page> {
  const body = multipart([{ name: 'file', file: { name: 'in.pdf', bytes } }]);
  const response = await client.post(PDF_PATHS.extract, body.payload, { headers: body.headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { pages: Page[] } }>().data.pages[0]!;
}

/** Redacts the words of `phrase` as a search hit would (one box over them, naming the text). */
async function redactPhrase(bytes: Uint8Array, phrase: string) {
  const page = await pageOf(bytes);
  const parts = phrase.split(' ');
  const first = page.words.findIndex((word, index) =>
    parts.every((part, offset) => page.words[index + offset]?.text === part),
  );
  expect(first, `"${phrase}" on the page`).toBeGreaterThanOrEqual(0);
  const words = page.words.slice(first, first + parts.length);
  const bbox = {
    x0: Math.min(...words.map((word) => word.x0)),
    y0: Math.min(...words.map((word) => word.y0)),
    x1: Math.max(...words.map((word) => word.x1)),
    y1: Math.max(...words.map((word) => word.y1)),
  };
  const mapping = [
    { pages: [{ page: 1, sensitive: [{ bbox, entity_type: 'SEARCH', original_text: phrase }] }] },
  ];
  const body = multipart([
    ...files({ name: 'case.pdf', bytes }),
    { name: 'redaction_mappings', value: JSON.stringify(mapping) },
  ]);
  return client.post(PDF_PATHS.redact, body.payload, { headers: body.headers });
}

/** Released, readable by qpdf, and `secret` in no object (streams inflated) and no page text. */
async function expectReleasedWithout(bytes: Uint8Array, phrase: string, secret = phrase) {
  const response = await redactPhrase(bytes, phrase);
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
  const output = new Uint8Array(response.rawPayload);
  expect(qpdfCheck(output)).toBe(true);
  expect(qpdfUncompressed(output).toLowerCase()).not.toContain(secret.toLowerCase());
  expect(pdftotext(output).toLowerCase()).not.toContain(secret.toLowerCase());
  return qpdfUncompressed(output);
}

const LINE = 'BT /F1 12 Tf 72 760 Td (Saken gjelder Kari Nordmann i Storgata 5) Tj ET';

describe('real-document classes', () => {
  it('releases a file whose CMap holds the redacted word as syntax ("Espace" in codespacerange)', async () => {
    const cmap = [
      '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
      '/CMapName /Custom def 1 begincodespacerange <00> <FF> endcodespacerange',
      '1 beginbfchar <41> <0041> endbfchar endcmap CMapName currentdict /CMap defineresource pop end end',
    ].join('\n');
    const bytes = pdf('BT /F2 12 Tf 72 760 Td (Espace client) Tj ET', [stream(cmap, '', true)], {
      catalog: '',
      page: '',
      resources:
        '/Font << /F2 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica /ToUnicode 5 0 R >> >>',
    });
    await expectReleasedWithout(bytes, 'Espace', 'Espace client');
  });

  it('releases a file whose ICC profile has the redacted word as a tag', async () => {
    const icc = Buffer.alloc(256);
    icc.write('acsp', 36, 'latin1');
    icc.write('tech', 132, 'latin1');
    icc.write('Tech', 200, 'latin1');
    const bytes = pdf(
      'BT /F1 12 Tf 72 760 Td (Tech support) Tj ET',
      [`<< /Length ${icc.length} /N 3 >>\nstream\n${icc.toString('latin1')}\nendstream`],
      { catalog: '', page: '', resources: '/ColorSpace << /CS1 [/ICCBased 5 0 R] >>' },
    );
    await expectReleasedWithout(bytes, 'Tech', 'Tech support');
  });

  it('removes the XMP metadata inside an embedded JPEG', async () => {
    const xmp = '<x:xmpmeta><dc:title>Kari Nordmann</dc:title></x:xmpmeta>';
    const segment = Buffer.concat([
      Buffer.from('http://ns.adobe.com/xap/1.0/\0'),
      Buffer.from(xmp),
    ]);
    const jpeg = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe1]),
      Buffer.from([(segment.length + 2) >> 8, (segment.length + 2) & 0xff]),
      segment,
      Buffer.from([0xff, 0xd9]),
    ]);
    const image = `<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n${jpeg.toString('latin1')}\nendstream`;
    const bytes = pdf(LINE, [image], {
      catalog: '',
      page: '',
      resources: '/XObject << /Im1 5 0 R >>',
    });
    await expectReleasedWithout(bytes, 'Kari Nordmann');
  });

  it('rewrites a bookmark title and a named destination that quote the redacted name', async () => {
    const bytes = pdf(
      LINE,
      [
        '<< /Type /Outlines /First 6 0 R /Last 6 0 R /Count 1 >>',
        '<< /Title (Vedtak for Kari Nordmann) /Parent 5 0 R /Dest (Kari Nordmann) >>',
      ],
      {
        catalog:
          '/Outlines 5 0 R /Names << /Dests << /Names [(Kari Nordmann) [3 0 R /XYZ 0 842 0]] >> >>',
        page: '',
        resources: '',
      },
    );
    const output = await expectReleasedWithout(bytes, 'Kari Nordmann');
    expect(output).toContain('(Vedtak for [redacted])');
  });

  it("rewrites a widget's tooltip, a link's address and another field holding the same name", async () => {
    const bytes = pdf(
      `${LINE}\nBT /F1 12 Tf 72 700 Td (Skriv til kari.nordmann@example.no) Tj ET`,
      [
        '<< /FT /Tx /T (applicant) /TU (Kari Nordmann signs here) /V (Kari Nordmann) /Kids [6 0 R] >>',
        '<< /Type /Annot /Subtype /Widget /Parent 5 0 R /Rect [72 600 300 620] >>',
        '<< /Type /Annot /Subtype /Link /Rect [400 100 500 120] /A << /S /URI /URI (mailto:kari.nordmann@example.no) >> >>',
      ],
      { catalog: '/AcroForm << /Fields [5 0 R] >>', page: '/Annots [6 0 R 7 0 R]', resources: '' },
    );
    const response = await redactPhrase(bytes, 'Kari Nordmann');
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const text = qpdfUncompressed(new Uint8Array(response.rawPayload));
    expect(text).not.toContain('Kari Nordmann');
    expect(text).toContain('([redacted] signs here)');
    const address = await expectReleasedWithout(bytes, 'kari.nordmann@example.no');
    expect(address).toContain('(mailto:[redacted])');
  });

  it("removes a running footer's text kept in its pagination artifact (/Contents)", async () => {
    const footer = Buffer.from('Utarbeidet av Kari Nordmann', 'utf16le').swap16().toString('hex');
    const content = [
      `/Artifact << /Type /Pagination /Subtype /Footer /Contents <FEFF${footer}> >> BDC`,
      'BT /F1 9 Tf 72 40 Td (Utarbeidet av Kari Nordmann) Tj ET EMC',
      'BT /F1 12 Tf 72 760 Td (Vedtak i saken) Tj ET',
    ].join('\n');
    const uncompressed = await expectReleasedWithout(pdf(content), 'Kari Nordmann');
    expect(uncompressed).toContain('/Pagination');
  });

  it('keeps a superscript and the rest of the line where they were after a redacted name', async () => {
    const content = [
      'BT /F1 12 Tf 72 700 Td (Saken gjelder Kari Nordmann ) Tj',
      '/F1 7 Tf 5 Ts (12) Tj 0 Ts /F1 12 Tf ( som bor i Oslo.) Tj',
      '0 -16 Td (Neste linje blir stående.) Tj ET',
    ].join('\n');
    const bytes = pdf(content);
    const before = await pageOf(bytes);
    const response = await redactPhrase(bytes, 'Kari Nordmann');
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const after = await pageOf(new Uint8Array(response.rawPayload));
    expect(keptWords(after)).toEqual(keptWords(before));
    expect(after.text).not.toContain('Nordmann');
  });

  it('keeps the lines after a word drawn with the text leading where they were', async () => {
    const content = [
      'BT /F1 11 Tf 13 TL 72 760 Td (Vedtak) Tj',
      "(Saken gjelder Kari Nordmann) '",
      "(Storgata 5, 0150 Oslo) '",
      'T* (Med hilsen) Tj ET',
    ].join('\n');
    const bytes = pdf(content);
    const before = await pageOf(bytes);
    const response = await redactPhrase(bytes, 'Kari Nordmann');
    expect(response.statusCode).toBe(200);
    const after = await pageOf(new Uint8Array(response.rawPayload));
    expect(keptWords(after)).toEqual(keptWords(before));
  });

  describe('form fields', () => {
    // A second account: the first one's 25 free pages are spent by the tests above.
    beforeAll(() => signUpAndLogIn(testApp.app, client, 'real-documents-forms'));

    /** A form of one text field (object 5, its widget 6 drawing `value` over [72 600 300 620]). */
    function form(value: string, content = LINE, more: readonly string[] = []) {
      const appearance = `/Tx BMC q BT /F1 10 Tf 2 6 Td (${value}) Tj ET Q EMC`;
      return pdf(
        content,
        [
          `<< /FT /Tx /T (address) /V (${value}) /Kids [6 0 R] /DA (/F1 10 Tf 0 g) >>`,
          `<< /Type /Annot /Subtype /Widget /Parent 5 0 R /Rect [72 600 300 620] /AP << /N 7 0 R >> >>`,
          stream(
            appearance,
            `/Type /XObject /Subtype /Form /BBox [0 0 228 20] /Resources << /Font << ${FONT} >> >>`,
          ),
          ...more,
        ],
        { catalog: '/AcroForm << /Fields [5 0 R] >>', page: '/Annots [6 0 R]', resources: '' },
      );
    }

    it('redacts part of a field value and keeps the rest of it drawn where it was', async () => {
      const bytes = form('1 N Central, Chicago, IL 60000');
      const before = await pageOf(bytes);
      const response = await redactPhrase(bytes, 'Chicago,');
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const output = new Uint8Array(response.rawPayload);
      const after = await pageOf(output);
      const place = (page: Page, text: string) =>
        page.words.filter((word) => word.text === text).map((word) => [word.x0, word.y0]);
      for (const kept of ['Central,', 'IL', '60000']) {
        expect(place(after, kept), kept).toEqual(place(before, kept));
      }
      expect(pdftotext(output)).not.toContain('Chicago');
      expect(qpdfUncompressed(output)).not.toContain('Chicago');
      expect(qpdfFields(output).map((field) => field.name)).not.toContain('address');
    });

    it('keeps a field, value and all, that a search hit beside it only grazes', async () => {
      // The hit on "Storgata 5" reaches a point into the field's rectangle.
      const content = `${LINE}\nBT /F1 12 Tf 72 622 Td (Storgata 5) Tj ET`;
      const bytes = form('Kari Nordmann', content);
      const byStreet = await redactPhrase(bytes, 'Storgata 5');
      expect(byStreet.statusCode, byStreet.body.slice(0, 300)).toBe(200);
      const after = await pageOf(new Uint8Array(byStreet.rawPayload));
      expect(after.words.map((word) => word.text)).toEqual(
        expect.arrayContaining(['Kari', 'Nordmann']),
      );
      expect(qpdfFields(new Uint8Array(byStreet.rawPayload))).toContainEqual(
        expect.objectContaining({ name: 'address', value: 'Kari Nordmann' }),
      );
    });
  });
});
