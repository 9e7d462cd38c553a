import { PDF_PATHS } from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../test/api-client';
import { signUpAndLogIn } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { corpusFile, multipart } from '../test/multipart';

let testApp: TestApp;
let client: ApiClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  client = createApiClient(testApp.app);
  await signUpAndLogIn(testApp.app, client, 'extractor');
});
afterAll(() => testApp.close());

const extract = (file: { name: string; bytes: Uint8Array }, field = 'file') => {
  const body = multipart([{ name: field, file }]);
  return client.post(PDF_PATHS.extract, body.payload, { headers: body.headers });
};

type Page = {
  page_number: number;
  width: number;
  height: number;
  ocr: boolean;
  text: string;
  words: {
    text: string;
    x0: number;
    y0: number;
    x1: number;
    y1: number;
    start: number;
    ocr: boolean;
    end: number;
  }[];
};

describe('POST /api/pdf/extract', () => {
  it('answers the words of every page with boxes inside the page and offsets into the page text', async () => {
    const response = await extract(
      corpusFile('norwegian_soknad-kontantstotte_synthetic-person.pdf'),
    );
    expect(response.statusCode).toBe(200);
    const pages = response.json<{ data: { pages: Page[] } }>().data.pages;
    expect(pages.map((page) => page.page_number)).toEqual([1, 2]);
    const [first] = pages;
    expect(first!.text).toContain('SØKNAD OM KONTANTSTØTTE');
    for (const word of first!.words) {
      expect(first!.text.slice(word.start, word.end)).toBe(word.text);
      expect(word.x0).toBeGreaterThanOrEqual(0);
      expect(word.x1).toBeLessThanOrEqual(first!.width + 0.5);
      expect(word.y1).toBeLessThanOrEqual(first!.height + 0.5);
      expect(word.x1).toBeGreaterThan(word.x0);
    }
  });

  it('reports a rotated page upright: width and height swapped, boxes in the visible page', async () => {
    const response = await extract(corpusFile('rotated_20-pages_rotate-0-90-180-270.pdf'));
    const pages = response.json<{ data: { pages: Page[] } }>().data.pages;
    expect(pages).toHaveLength(20);
    const sizes = new Set(
      pages.map((page) => `${Math.round(page.width)}x${Math.round(page.height)}`),
    );
    expect(sizes).toEqual(new Set(['612x792', '792x612']));
    for (const page of pages) {
      expect(page.text).toBe(`Original page ${page.page_number}`);
      for (const word of page.words) expect(word.x1).toBeLessThanOrEqual(page.width + 0.5);
    }
  });

  it('recognises a scanned page and marks its words as OCR', async () => {
    const response = await extract(corpusFile('scanned_image-only_book-page_public-domain.pdf'));
    expect(response.statusCode).toBe(200);
    const [page] = response.json<{ data: { pages: Page[] } }>().data.pages;
    expect(page!.ocr).toBe(true);
    expect(page!.text).toMatch(/widow/);
    expect(page!.words.every((word) => word.ocr)).toBe(true);
  });

  it.each([
    ['corrupt_not-a-pdf_5-bytes.pdf', 415, 'The file is not a PDF'],
    ['corrupt_fuzzed-header-and-xref_82-bytes.pdf', 422, 'damaged'],
    ['encrypted_user-1234_owner-5678_aes128.pdf', 422, 'password-protected'],
    ['norwegian_encrypted_user-password-unknown.pdf', 422, 'password-protected'],
  ])('refuses %s with a clear message', async (name, status, message) => {
    const response = await extract(corpusFile(name));
    expect(response.statusCode).toBe(status);
    expect(response.json<{ error: { message: string } }>().error.message).toContain(message);
  });

  it('refuses a file over 10 MB', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const response = await extract({ name: 'big.pdf', bytes });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ error: { message: string } }>().error.message).toContain(
      'Maximum size is 10 MB',
    );
  });

  it('asks for a file, for multipart, and for a session', async () => {
    const empty = multipart([{ name: 'other', value: 'x' }]);
    expect(
      (await client.post(PDF_PATHS.extract, empty.payload, { headers: empty.headers })).json(),
    ).toMatchObject({
      error: { message: 'A PDF file is required' },
    });
    const json = await client.post(PDF_PATHS.extract, { file: 'x' });
    expect(json.statusCode).toBe(415);
    const visitor = createApiClient(testApp.app);
    const body = multipart([
      { name: 'file', file: corpusFile('tiny_minimal-one-page_763-bytes.pdf') },
    ]);
    expect(
      (await visitor.post(PDF_PATHS.extract, body.payload, { headers: body.headers })).statusCode,
    ).toBe(401);
  });
});
