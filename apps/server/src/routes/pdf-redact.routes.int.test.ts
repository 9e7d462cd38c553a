import { PDF_PATHS } from '@workbench/contracts';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../test/accounts';
import { createApiClient, type ApiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { corpusFile, files, multipart } from '../test/multipart';
import { pdfImages, pdftotext, qpdfCheck, qpdfUncompressed, renderGray } from '../test/pdf-tools';
import { SECRET_ID, SECRET_NAME, sensitivePdf } from '../test/sensitive-pdf';

let testApp: TestApp;
let client: ApiClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  client = createApiClient(testApp.app);
  await signUpAndLogIn(testApp.app, client, 'redactor');
});
afterAll(() => testApp.close());

type Word = { text: string; x0: number; y0: number; x1: number; y1: number; field?: boolean };
type File = { name: string; bytes: Uint8Array };

async function wordsOf(file: File): Promise<Word[]> {
  const body = multipart([{ name: 'file', file }]);
  const response = await client.post(PDF_PATHS.extract, body.payload, { headers: body.headers });
  return response.json<{ data: { pages: { words: Word[] }[] } }>().data.pages[0]!.words;
}

const area = (word: Word, entity_type = 'MANUAL') => ({
  bbox: { x0: word.x0, y0: word.y0, x1: word.x1, y1: word.y1 },
  entity_type,
  original_text: word.text,
});

function redact(list: File[], mappings: unknown[], fields: Record<string, string> = {}) {
  const body = multipart([
    ...files(...list),
    { name: 'redaction_mappings', value: JSON.stringify(mappings) },
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
  ]);
  return client.post(PDF_PATHS.redact, body.payload, { headers: body.headers });
}

describe('POST /api/batch/redact', () => {
  it('removes a name and an id number from the text, metadata, annotations, form, attachments and stray objects', async () => {
    const file = { name: 'vedtak.pdf', bytes: sensitivePdf() };
    const words = await wordsOf(file);
    const targets = words.filter(
      // The page's own words; the form field holding the same name is left to the sanitiser.
      (word) => !word.field && ['Kari', 'Nordmann', SECRET_ID].includes(word.text),
    );
    expect(targets).toHaveLength(3);
    const response = await redact(
      [file],
      [{ pages: [{ page: 1, sensitive: targets.map((word) => area(word)) }] }],
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('vedtak-redacted.pdf');
    const [report] = JSON.parse(String(response.headers['x-redaction-report'])) as [
      Record<string, unknown>,
    ];
    expect(report).toMatchObject({
      areas: 3,
      // The name in the page text and in the form field drawn over it.
      words_removed: 5,
      verification: { passed: true, leaks: [] },
    });
    expect(report.annotations_removed).toBeGreaterThanOrEqual(2);

    const output = response.rawPayload;
    const text = pdftotext(output);
    expect(text).not.toMatch(/Kari|Nordmann|01020312345/);
    expect(text).toContain('Saksbehandler:');
    expect(text).toContain('(ansvarlig)');
    expect(text).toContain('registrert i saken');
    expect(qpdfCheck(output)).toBe(true);
    const everything = qpdfUncompressed(output);
    for (const secret of [
      'Nordmann',
      'Kari',
      SECRET_ID,
      '/JavaScript',
      '/EmbeddedFile',
      '/Author',
      'dc:creator',
    ]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything.toLowerCase()).not.toContain(SECRET_NAME.toLowerCase());
    expect(renderGray(output, 36).pixels.length).toBeGreaterThan(0);
  });

  it('draws the chosen overlay text and keeps neighbouring words on the same line', async () => {
    const file = corpusFile('norwegian_soknad-kontantstotte_synthetic-person.pdf');
    const words = await wordsOf(file);
    const name = words.find((word) => word.text === 'NAVNESEN')!;
    const appearance = {
      mode: 'fill_and_text',
      fill_color: [0, 0, 0],
      text: 'SKJULT',
      text_color: [1, 1, 1],
      font_size: 11,
      align: 1,
    };
    const response = await redact(
      [file],
      [{ pages: [{ page: 1, sensitive: [area(name, 'PERSON')] }] }],
      {
        appearance: JSON.stringify(appearance),
      },
    );
    expect(response.statusCode).toBe(200);
    const text = pdftotext(response.rawPayload);
    expect(text).not.toContain('NAVNESEN');
    expect(text).toMatch(/NAVN\s+SKJULT/);
  });

  it('blanks the pixels of a scanned page under the box, also when images are to be removed', async () => {
    const file = corpusFile('scanned_image-only_book-page_public-domain.pdf');
    const words = await wordsOf(file);
    const widow = words.find((word) => word.text.startsWith('widow'))!;
    expect(widow).toBeDefined();
    const mapping = [{ pages: [{ page: 1, sensitive: [area(widow)] }] }];
    const appearance = JSON.stringify({ mode: 'transparent', font_size: 11, align: 1 });
    const response = await redact([file], mapping, { appearance });
    expect(response.statusCode).toBe(200);
    const [report] = JSON.parse(String(response.headers['x-redaction-report'])) as [
      { images_touched: number; verification: { scanned_pages_checked: number } },
    ];
    expect(report.images_touched).toBe(1);
    // The redacted scan was read again by OCR, and "widow" was not found there.
    expect(report.verification.scanned_pages_checked).toBe(1);
    const dpi = 100;
    const page = renderGray(response.rawPayload, dpi);
    const scale = dpi / 72;
    const inside: number[] = [];
    for (let y = Math.ceil(widow.y0 * scale) + 1; y < Math.floor(widow.y1 * scale) - 1; y++) {
      for (let x = Math.ceil(widow.x0 * scale) + 1; x < Math.floor(widow.x1 * scale) - 1; x++) {
        inside.push(page.pixels[y * page.width + x]!);
      }
    }
    expect(inside.length).toBeGreaterThan(50);
    expect(new Set(inside).size).toBe(1);
    expect(pdfImages(response.rawPayload)).toHaveLength(1);

    // "Remove images" takes pictures whole, but a scan is the page: it must not come out blank.
    const removed = await redact([file], mapping, { appearance, remove_images: 'true' });
    expect(removed.statusCode).toBe(200);
    expect(pdfImages(removed.rawPayload)).toHaveLength(1);
    expect(renderGray(removed.rawPayload, dpi).pixels).toEqual(page.pixels);
  });

  it('answers several files with a ZIP holding each redacted PDF and report.json, bad files reported', async () => {
    const tiny = corpusFile('tiny_minimal-one-page_763-bytes.pdf');
    const potato = (await wordsOf(tiny)).find((word) => word.text === 'Potato')!;
    const mapping = { pages: [{ page: 1, sensitive: [area(potato)] }] };
    const response = await redact(
      [
        tiny,
        { ...tiny, name: 'copy.pdf' },
        corpusFile('encrypted_user-1234_owner-5678_aes128.pdf'),
      ],
      [mapping, mapping, { pages: [] }],
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(response.rawPayload);
    expect(Object.keys(entries).sort()).toEqual([
      'copy-redacted.pdf',
      'report.json',
      'tiny_minimal-one-page_763-bytes-redacted.pdf',
    ]);
    expect(pdftotext(entries['copy-redacted.pdf']!)).not.toContain('Potato');
    const report = JSON.parse(new TextDecoder().decode(entries['report.json'])) as {
      file: string;
      error?: { code: string };
    }[];
    expect(report.find((entry) => entry.file.startsWith('encrypted'))?.error?.code).toBe(
      'ENCRYPTED',
    );
  });

  it.each([
    ['no mapping', null, 'redaction_mappings is required'],
    ['malformed JSON', '[{', 'redaction_mappings is not valid JSON'],
    ['one mapping too few', '[]', 'Provide one redaction mapping per file, in the same order'],
    [
      'an upside-down box',
      JSON.stringify([
        { pages: [{ page: 1, sensitive: [{ bbox: { x0: 10, y0: 10, x1: 5, y1: 20 } }] }] },
      ]),
      'A box needs x1 > x0 and y1 > y0',
    ],
    [
      'page 0',
      JSON.stringify([{ pages: [{ page: 0, sensitive: [] }] }]),
      'Page must be at least 1',
    ],
  ])('refuses %s with a clear message', async (_case, mappings, message) => {
    const body = multipart([
      ...files(corpusFile('tiny_minimal-one-page_763-bytes.pdf')),
      ...(mappings === null ? [] : [{ name: 'redaction_mappings', value: mappings }]),
    ]);
    const response = await client.post(PDF_PATHS.redact, body.payload, { headers: body.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toContain(message);
  });

  it('refuses a page the file does not have, an unknown mode and a non-boolean flag', async () => {
    const tiny = corpusFile('tiny_minimal-one-page_763-bytes.pdf');
    const box = { bbox: { x0: 1, y0: 1, x1: 9, y1: 9 } };
    const page2 = await redact([tiny], [{ pages: [{ page: 2, sensitive: [box] }] }]);
    expect(page2.statusCode).toBe(400);
    expect(page2.json<{ error: { message: string } }>().error.message).toContain(
      'Page 2 does not exist',
    );
    const mode = await redact([tiny], [{ pages: [] }], {
      appearance: JSON.stringify({ mode: 'blur', font_size: 11, align: 1 }),
    });
    expect(mode.json<{ error: { message: string } }>().error.message).toContain(
      'Mode must be one of',
    );
    const flag = await redact([tiny], [{ pages: [] }], { remove_images: 'maybe' });
    expect(flag.json<{ error: { message: string } }>().error.message).toBe(
      'remove_images must be true or false',
    );
  });
});
