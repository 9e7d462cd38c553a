import { PDF_PATHS, type TExtractResponse } from '@workbench/contracts';
import {
  heldSideways,
  inkBands,
  jpegOf,
  scannedText,
  tiffOf,
  type Picture,
} from '@workbench/pdf/test-images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInUser } from '../test/accounts';
import type { ApiClient } from '../test/api-client';
import { subscribe } from '../test/billing';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { multipart } from '../test/multipart';

/**
 * Issue 64: on photos and scans, OCR's word boxes sat about half a line off, blacking out ink of
 * the line above and leaving the top of the word. Each box must hold its word's ink, top to
 * bottom, and none of the lines above or below.
 */
let testApp: TestApp;
let client: ApiClient;

const LINES = ['Melding fra Kari Nordmann', 'Fodselsnummer 29027612383', 'Sendt fra mobilen'];
/** A whole page of lines, each with a number of its own: boxes far down the page too. */
const PAGE_LINES = Array.from({ length: 30 }, (_, index) => `Rad ${(index + 1) * 7919}`);

beforeAll(async () => {
  testApp = await buildTestApp();
  const user = await newSignedInUser(testApp.app, 'ocr-boxes');
  client = user.client;
  await subscribe(testApp.database, user.id, 'basic_monthly');
}, 120_000);
afterAll(() => testApp.close());

async function wordsOf(file: { name: string; bytes: Uint8Array; type: string }) {
  const body = multipart([{ name: 'files', file }]);
  const response = await client.post(PDF_PATHS.extract, body.payload, { headers: body.headers });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json<{ data: TExtractResponse }>().data.pages[0]!;
}

describe.each([
  {
    kind: 'a scan (TIFF)',
    lines: LINES,
    upright: scannedText(LINES, 150, 200),
    file: (picture: Picture) => ({
      name: 'skann.tif',
      bytes: tiffOf([picture], 150),
      type: 'image/tiff',
    }),
  },
  {
    kind: 'a phone photo of a whole page (9 megapixels, no resolution given)',
    lines: PAGE_LINES,
    upright: scannedText(PAGE_LINES, 300, 842),
    file: (picture: Picture) => ({
      name: 'IMG_0043.jpeg',
      bytes: jpegOf(picture),
      type: 'image/jpeg',
    }),
  },
  {
    kind: 'a phone photo held sideways (JPEG, EXIF orientation 6)',
    lines: LINES,
    upright: scannedText(LINES, 150, 200),
    file: (picture: Picture) => ({
      name: 'IMG_0042.jpeg',
      bytes: jpegOf(heldSideways(picture), { orientation: 6 }),
      type: 'image/jpeg',
    }),
  },
])('OCR boxes on $kind', ({ lines: printed, upright, file }) => {
  it("cover each word's ink and none of the neighbouring lines", { timeout: 60_000 }, async () => {
    const page = await wordsOf(file(upright));
    const bands = inkBands(upright);
    expect(bands).toHaveLength(printed.length);
    const scale = upright.width / page.width;
    const report: string[] = [];
    for (const word of page.words) {
      const top = word.y0 * scale;
      const bottom = word.y1 * scale;
      // Words of one line only ("fra" is in two): their ink is known.
      const lines = printed.flatMap((text, index) =>
        text.split(' ').includes(word.text) ? [index] : [],
      );
      if (lines.length !== 1) continue;
      const line = lines[0]!;
      const [inkTop, inkBottom] = bands[line]!;
      const others = bands.filter((_, index) => index !== line);
      const touches = others.some(([from, to]) => from <= bottom && to >= top);
      report.push(
        `${word.text}: box ${top.toFixed(1)}–${bottom.toFixed(1)}, ink ${inkTop}–${inkBottom}`,
      );
      expect(top, report.at(-1)).toBeLessThanOrEqual(inkTop + 1);
      expect(bottom, report.at(-1)).toBeGreaterThanOrEqual(inkBottom - 1);
      expect(touches, report.at(-1)).toBe(false);
    }
    expect(report.length).toBeGreaterThanOrEqual(6);
  });
});
