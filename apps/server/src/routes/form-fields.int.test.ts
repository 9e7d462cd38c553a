import { DETECT_PATH, PDF_PATHS } from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { foundItems, readEvents } from '../test/detect-events';
import { buildPdf, stream } from '../test/make-pdf';
import { files, multipart } from '../test/multipart';
import { pdftotext, qpdfCheck, qpdfFields, qpdfUncompressed } from '../test/pdf-tools';
import { signedInUser } from '../test/settings';

/**
 * A filled form (issue 24): field values are words of the page for search, detection and
 * selection, and redacting one removes it from the field, its appearance and every other place,
 * while the other fields keep their values.
 */
let testApp: TestApp;
let client: ApiClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  client = await signedInUser(testApp, 'form-filler', true);
});
afterAll(() => testApp.close());

const EMAIL = 'kari.nordmann@example.no';
const FONT = '/F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

function filledForm(): Uint8Array {
  const appearance = stream(
    `/Tx BMC BT /F1 10 Tf 2 6 Td (${EMAIL}) Tj ET EMC`,
    `/BBox [0 0 260 20] /Resources << /Font << ${FONT} >> >>`,
  );
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [5 0 R 7 0 R] /DA (/Helv 10 Tf 0 g) >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << ${FONT} >> >> /Annots [5 0 R 7 0 R] >>`,
    stream('BT /F1 12 Tf 72 760 Td (Application) Tj 0 -40 Td (E-mail:) Tj 0 -40 Td (City:) Tj ET'),
    '<< /Type /Annot /Subtype /Widget /FT /Tx /T (email) /TU (Your e-mail) /V (kari.nordmann@example.no) /Rect [140 712 400 732] /AP << /N 6 0 R >> /P 3 0 R >>',
    appearance,
    '<< /Type /Annot /Subtype /Widget /FT /Tx /T (city) /V (Trondheim) /Rect [140 672 400 692] /P 3 0 R >>',
  ]);
}

function upload(name: string, bytes: Uint8Array, fields: Record<string, string> = {}) {
  return multipart([
    ...files({ name, bytes }),
    ...Object.entries(fields).map(([key, value]) => ({ name: key, value })),
  ]);
}

type Match = { bbox: { x0: number; y0: number; x1: number; y1: number }; text: string };

describe('a filled form', () => {
  it('gives its field values as words of the page, marked as field text', async () => {
    const body = upload('form.pdf', filledForm());
    const response = await client.post(PDF_PATHS.extract, body.payload, { headers: body.headers });
    expect(response.statusCode).toBe(200);
    const page = response.json<{
      data: { pages: { text: string; words: { text: string; field?: boolean }[] }[] };
    }>().data.pages[0]!;
    expect(page.text).toBe(`Application\nE-mail:\nCity:\n${EMAIL}\nTrondheim`);
    expect(page.words.filter((word) => word.field).map((word) => word.text)).toEqual([
      EMAIL,
      'Trondheim',
    ]);
  });

  it('finds a field value by search and by detection; redacting it keeps the other field', async () => {
    const bytes = filledForm();
    const searchBody = upload('form.pdf', bytes, { search_terms: JSON.stringify([EMAIL]) });
    const searched = await client.post(`${PDF_PATHS.search}?ai_search=false`, searchBody.payload, {
      headers: searchBody.headers,
    });
    expect(searched.statusCode, searched.body.slice(0, 300)).toBe(200);
    const matches = searched
      .json<{
        data: { file_results: { results: { match_details: { pages: { matches: Match[] }[] } } }[] };
      }>()
      .data.file_results[0]!.results.match_details.pages.flatMap((page) => page.matches);
    expect(matches.map((match) => match.text)).toEqual([EMAIL]);
    // Inside the widget: x 140–400, y (from the top) 110–130.
    expect(matches[0]!.bbox.x0).toBeGreaterThanOrEqual(140);
    expect(matches[0]!.bbox.y0).toBeGreaterThanOrEqual(110);
    expect(matches[0]!.bbox.y1).toBeLessThanOrEqual(130);

    const detectBody = upload('form.pdf', bytes, {
      use_fast: 'True',
      requested_entities: JSON.stringify(['ALL_FAST']),
    });
    const detected = await client.post(`${DETECT_PATH}?stream=true`, detectBody.payload, {
      headers: detectBody.headers,
    });
    expect(detected.statusCode).toBe(200);
    const items = foundItems(readEvents(detected.body));
    const email = items.find((item) => item.original_text === EMAIL);
    expect(email, JSON.stringify(items)).toBeDefined();

    const mapping = [{ pages: [{ page: 1, sensitive: [email!] }] }];
    const redactBody = multipart([
      ...files({ name: 'form.pdf', bytes }),
      { name: 'redaction_mappings', value: JSON.stringify(mapping) },
    ]);
    const redacted = await client.post(PDF_PATHS.redact, redactBody.payload, {
      headers: redactBody.headers,
    });
    expect(redacted.statusCode, redacted.body.slice(0, 500)).toBe(200);
    const output = new Uint8Array(redacted.rawPayload);
    expect(qpdfCheck(output)).toBe(true);
    expect(pdftotext(output)).not.toContain('kari.nordmann');
    expect(qpdfUncompressed(output)).not.toContain('kari.nordmann');
    expect(qpdfFields(output)).toEqual([{ name: 'city', value: 'Trondheim' }]);
    expect(pdftotext(output)).toContain('City:');
  });
});
