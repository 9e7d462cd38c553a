import {
  PDF_FILE_ERRORS,
  PDF_MESSAGES,
  PDF_PATHS,
  REDACTION_REPORT_HEADER,
  type TExtractResponse,
  type TRedactionReport,
} from '@workbench/contracts';
import {
  GPS_MARK,
  heldSideways,
  jpegOf,
  pngOf,
  scannedText,
  tiffOf,
} from '@workbench/pdf/test-images';
import { eq } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInUser } from '../test/accounts';
import type { ApiClient } from '../test/api-client';
import { subscriptions } from '../db/schema';
import { pagesUsed, subscribe } from '../test/billing';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { corpusFile, multipart } from '../test/multipart';
import { findWithTools } from '../test/pdf-checks';
import { ocrText, pdfPages } from '../test/pdf-tools';

/** Images as they arrive (issue 52): converted to PDF on the server, then treated as any PDF. */
let testApp: TestApp;
let client: ApiClient;
let subscriptionId: string;

const FODSELSNUMMER = '29027612383';
const LINES = ['Melding fra Kari Nordmann', `Fodselsnummer ${FODSELSNUMMER}`, 'Sendt fra mobilen'];
const page = scannedText(LINES, 150);
const png = { name: 'melding.png', bytes: pngOf(page, 150), type: 'image/png' };
const photo = {
  name: 'IMG_0042.jpeg',
  bytes: jpegOf(heldSideways(page), { orientation: 6, comment: 'Storgata 1, Oslo' }),
  type: 'image/jpeg',
};
const scan = {
  name: 'skann.tif',
  bytes: tiffOf(
    [scannedText(LINES, 150, 200), scannedText(['Side to', 'Ola Hansen'], 150, 200)],
    150,
  ),
  type: 'image/tiff',
};

/** A JPEG's width and height, from its start-of-frame marker. */
function jpegSize(jpeg: Buffer): [number, number] {
  for (let at = 2; at < jpeg.length; at += 2 + jpeg.readUInt16BE(at + 2)) {
    if (jpeg[at + 1]! >= 0xc0 && jpeg[at + 1]! <= 0xc2)
      return [jpeg.readUInt16BE(at + 7), jpeg.readUInt16BE(at + 5)];
  }
  return [0, 0];
}

/** What Tesseract reads in an image file. */
function imageText(image: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'wb-image-'));
  try {
    writeFileSync(path.join(dir, 'page.jpg'), image);
    return execFileSync('tesseract', [path.join(dir, 'page.jpg'), '-', '-l', 'eng'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  testApp = await buildTestApp();
  const user = await newSignedInUser(testApp.app, 'image-sender');
  client = user.client;
  subscriptionId = (await subscribe(testApp.database, user.id, 'basic_monthly')).id;
}, 120_000);
afterAll(() => testApp.close());

function post(
  url: string,
  list: { name: string; bytes: Uint8Array; type?: string }[],
  fields: [string, string][] = [],
) {
  const parts = [
    ...list.map((file) => ({ name: 'files', file })),
    ...fields.map(([name, value]) => ({ name, value })),
  ];
  const body = multipart(parts);
  return client.post(url, body.payload, { headers: body.headers });
}

async function extract(file: { name: string; bytes: Uint8Array; type: string }) {
  const response = await post(PDF_PATHS.extract, [file]);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json<{ data: TExtractResponse }>().data;
}

describe('an image sent to the API', () => {
  it('comes back as a PDF from the convert route, its pages charged, saying what it was', async () => {
    const before = await pagesUsed(testApp.database, subscriptionId);
    const body = multipart([{ name: 'file', file: scan }]);
    const response = await client.post(PDF_PATHS.convert, body.payload, { headers: body.headers });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('skann.pdf');
    expect(JSON.parse(String(response.headers[REDACTION_REPORT_HEADER]))).toEqual([
      { file: 'skann.tif', output_name: 'skann.pdf', converted_from: 'tiff' },
    ]);
    expect(pdfPages(response.rawPayload)).toBe(2);
    expect(await pagesUsed(testApp.database, subscriptionId)).toBe(before + 2);
    const pdf = multipart([
      { name: 'file', file: corpusFile('tiny_minimal-one-page_763-bytes.pdf') },
    ]);
    const same = await client.post(PDF_PATHS.convert, pdf.payload, { headers: pdf.headers });
    expect(same.statusCode).toBe(200);
    expect(
      Buffer.compare(same.rawPayload, corpusFile('tiny_minimal-one-page_763-bytes.pdf').bytes),
    ).toBe(0);
    // A PDF sent back as it is was not converted: it costs nothing.
    expect(await pagesUsed(testApp.database, subscriptionId)).toBe(before + 2);
    const text = multipart([
      { name: 'file', file: { name: 'a.gif', bytes: new TextEncoder().encode('GIF but no') } },
    ]);
    const refused = await client.post(PDF_PATHS.convert, text.payload, { headers: text.headers });
    expect(refused.statusCode).toBe(415);
  });

  it('is read as the scan it is: OCR finds its words, and its page is charged once', async () => {
    const before = await pagesUsed(testApp.database, subscriptionId);
    const data = await extract(png);
    expect(data.converted_from).toBe('png');
    expect(data.pages).toHaveLength(1);
    expect(data.pages[0]!.ocr).toBe(true);
    expect(data.pages[0]!.text).toContain(FODSELSNUMMER);
    expect(await pagesUsed(testApp.database, subscriptionId)).toBe(before + 1);
  });

  it('combines images sent together into one document, in their order, when asked', async () => {
    const before = await pagesUsed(testApp.database, subscriptionId);
    const body = multipart([
      { name: 'files', file: photo },
      { name: 'files', file: scan },
      { name: 'files', file: png },
      { name: 'combine', value: 'true' },
    ]);
    const response = await client.post(PDF_PATHS.convert, body.payload, { headers: body.headers });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-disposition']).toContain('IMG_0042-combined.pdf');
    expect(JSON.parse(String(response.headers[REDACTION_REPORT_HEADER]))).toEqual([
      {
        file: 'IMG_0042.jpeg',
        output_name: 'IMG_0042-combined.pdf',
        converted_from: 'jpeg',
        combined: ['IMG_0042.jpeg', 'skann.tif', 'melding.png'],
      },
    ]);
    expect(pdfPages(response.rawPayload)).toBe(4);
    expect(await pagesUsed(testApp.database, subscriptionId)).toBe(before + 4);
    const mixed = multipart([
      { name: 'files', file: png },
      { name: 'files', file: corpusFile('tiny_minimal-one-page_763-bytes.pdf') },
      { name: 'combine', value: 'true' },
    ]);
    const refused = await client.post(PDF_PATHS.convert, mixed.payload, { headers: mixed.headers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { message: PDF_MESSAGES.onlyImagesCombine('tiny_minimal-one-page_763-bytes.pdf') },
    });
  });

  it('is not converted for a user whose plan has no page left, nor past the pages left', async () => {
    const spent = await newSignedInUser(testApp.app, 'image-spent');
    const plan = await subscribe(testApp.database, spent.id, 'basic_monthly', { pagesUsed: 0 });
    const limit = plan.pagesLimit;
    const convert = (
      list: { name: string; bytes: Uint8Array; type?: string }[],
      combine = false,
    ) => {
      const body = multipart([
        ...list.map((file) => ({ name: combine ? 'files' : 'file', file })),
        ...(combine ? [{ name: 'combine', value: 'true' }] : []),
      ]);
      return spent.client.post(PDF_PATHS.convert, body.payload, { headers: body.headers });
    };
    await testApp.database.db
      .update(subscriptions)
      .set({ pagesUsed: limit - 1 })
      .where(eq(subscriptions.id, plan.id));
    // One page left: the two-page TIFF is converted, then refused, and nothing is kept.
    const over = await convert([scan]);
    expect(over.statusCode).toBe(402);
    expect(await pagesUsed(testApp.database, plan.id)).toBe(limit - 1);
    expect((await convert([png])).statusCode).toBe(200);
    expect(await pagesUsed(testApp.database, plan.id)).toBe(limit);
    // None left: refused before any work (a damaged image would be a 422 after it), for one file
    // and for images combined.
    const damaged = { ...png, bytes: png.bytes.slice(0, 2000) };
    const answers = [
      await convert([png]),
      await convert([damaged]),
      await convert([png, photo], true),
    ];
    for (const refused of answers) {
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({ error: { code: 'QUOTA_EXCEEDED' } });
    }
    expect(await pagesUsed(testApp.database, plan.id)).toBe(limit);
  });

  it('reads every page of a TIFF', async () => {
    const before = await pagesUsed(testApp.database, subscriptionId);
    const data = await extract(scan);
    expect(data.converted_from).toBe('tiff');
    expect(data.pages.map((one) => one.text.includes('Ola Hansen'))).toEqual([false, true]);
    expect(await pagesUsed(testApp.database, subscriptionId)).toBe(before + 2);
  });

  it('stands a phone photo upright, redacts it and names the output after it, without its EXIF', async () => {
    const data = await extract(photo);
    expect(data.converted_from).toBe('jpeg');
    const [first] = data.pages;
    expect(first!.width).toBeLessThan(first!.height);
    const word = first!.words.find((one) => one.text === FODSELSNUMMER);
    expect(word, first!.text).toBeDefined();
    const bbox = { x0: word!.x0 - 2, y0: word!.y0 - 2, x1: word!.x1 + 2, y1: word!.y1 + 2 };
    const mapping = [
      {
        pages: [
          {
            page: 1,
            sensitive: [{ bbox, entity_type: 'NO_FODSELSNUMMER', original_text: FODSELSNUMMER }],
          },
        ],
      },
    ];
    const response = await post(
      PDF_PATHS.redact,
      [photo],
      [['redaction_mappings', JSON.stringify(mapping)]],
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-disposition']).toContain('IMG_0042-redacted.pdf');
    const [report] = JSON.parse(
      decodeURIComponent(String(response.headers[REDACTION_REPORT_HEADER])),
    ) as TRedactionReport[];
    expect(report).toMatchObject({
      file: 'IMG_0042.jpeg',
      output_name: 'IMG_0042-redacted.pdf',
      converted_from: 'jpeg',
      verification: { passed: true, scanned_pages_checked: 1 },
    });
    const output = response.rawPayload;
    expect(findWithTools(output, [FODSELSNUMMER, GPS_MARK, 'Storgata', 'Exif'])).toEqual([]);
    const seen = ocrText(output);
    expect(seen).toContain('Kari Nordmann');
    expect(seen.replace(/\s+/g, '')).not.toContain(FODSELSNUMMER);

    // And back as a photo of the size it was taken at, the number blacked out in its pixels.
    const body = multipart([
      { name: 'file', file: { name: 'IMG_0042-redacted.pdf', bytes: output } },
      { name: 'format', value: 'jpeg' },
    ]);
    const image = await client.post(PDF_PATHS.images, body.payload, { headers: body.headers });
    expect(image.statusCode, image.body.slice(0, 300)).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['content-disposition']).toContain('IMG_0042-redacted.jpg');
    expect(jpegSize(image.rawPayload)).toEqual([page.width, page.height]);
    const inImage = imageText(image.rawPayload);
    expect(inImage).toContain('Kari Nordmann');
    expect(inImage.replace(/\s+/g, '')).not.toContain(FODSELSNUMMER);
  });

  it('refuses a file that is neither a PDF nor an image it opens, and a damaged image', async () => {
    const text = { name: 'notes.png', bytes: new TextEncoder().encode('not an image at all') };
    const refused = await post(PDF_PATHS.extract, [text]);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({
      error: { message: `notes.png: ${PDF_FILE_ERRORS.NOT_PDF}` },
    });
    const before = await pagesUsed(testApp.database, subscriptionId);
    const cut = { ...png, bytes: png.bytes.slice(0, 2000) };
    const damaged = await post(PDF_PATHS.extract, [cut]);
    expect(damaged.statusCode).toBe(422);
    expect(damaged.json()).toMatchObject({
      error: {
        details: { file_error: 'CONVERSION_FAILED' },
        message: expect.stringContaining('damaged'),
      },
    });
    expect(await pagesUsed(testApp.database, subscriptionId)).toBe(before);
  });
});
