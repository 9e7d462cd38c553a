import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  PDF_PATHS,
  REDACTION_REPORT_HEADER,
  type TBBox,
  type TPdfPage,
  type TRedactionReport,
} from '@workbench/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { signUpAndLogIn } from './accounts';
import { createApiClient, type ApiClient } from './api-client';
import { subscribe } from './billing';
import { buildTestApp, type TestApp } from './build-test-app';
import { files, multipart } from './multipart';
import { findWithTools } from './pdf-checks';
import { pdftotext, qpdfCheck } from './pdf-tools';

/**
 * What the reproductions of other projects' redaction suites share (issue 62, item 7): calls to
 * the API as the workspace makes them, words and boxes, and poppler's renderer and readers.
 * Each suite's set-up signs a user in and hands its client to `usePeerClient`.
 */

let client: ApiClient;

/** The signed-in client the calls below use (each test file sets its own). */
/**
 * Starts a server for a peer suite's file, with one subscribed user signed in (the suites
 * redact more pages than the free plan's month holds), and closes it after the file.
 */
export function startPeerSuite(username: string): void {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
    const signedIn = createApiClient(testApp.app);
    const user = await signUpAndLogIn(testApp.app, signedIn, username);
    await subscribe(testApp.database, user.id);
    client = signedIn;
  });
  afterAll(() => testApp.close());
}

export type Word = TPdfPage['words'][number];
export type Area = { bbox: TBBox; entity_type: string; original_text?: string };
export type PageAreas = { page: number; sensitive: Area[] };
export type Redacted = { output: Uint8Array; report: TRedactionReport };

// -------------------------------------------------------------------------------------------
// Calls to the API.
// -------------------------------------------------------------------------------------------

export async function extract(bytes: Uint8Array): Promise<TPdfPage[]> {
  const body = multipart([{ name: 'file', file: { name: 'in.pdf', bytes } }]);
  const response = await client.post(PDF_PATHS.extract, body.payload, { headers: body.headers });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json<{ data: { pages: TPdfPage[] } }>().data.pages;
}

export async function redact(
  bytes: Uint8Array,
  pages: PageAreas[],
  fields: Record<string, string> = {},
): Promise<Redacted> {
  const body = multipart([
    ...files({ name: 'case.pdf', bytes }),
    { name: 'redaction_mappings', value: JSON.stringify([{ pages }]) },
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
  ]);
  const response = await client.post(PDF_PATHS.redact, body.payload, { headers: body.headers });
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
  const [report] = JSON.parse(String(response.headers[REDACTION_REPORT_HEADER])) as [
    TRedactionReport,
  ];
  const output = new Uint8Array(response.rawPayload);
  expect(qpdfCheck(output)).toBe(true);
  return { output, report };
}

export type Hit = { page: number; bbox: TBBox; text: string };

/** What POST /api/batch/search finds of `term` (case-insensitive unless `case_sensitive`). */
export async function search(bytes: Uint8Array, term: string, flags: Record<string, string> = {}) {
  const body = multipart([
    ...files({ name: 'case.pdf', bytes }),
    { name: 'search_terms', value: JSON.stringify([term]) },
    ...Object.entries(flags).map(([name, value]) => ({ name, value })),
  ]);
  const response = await client.post(PDF_PATHS.search, body.payload, { headers: body.headers });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  type Pages = { page: number; matches: { bbox: TBBox; text: string }[] }[];
  const [result] = response.json<{
    data: { file_results: { results?: { match_details: { pages: Pages } } }[] };
  }>().data.file_results;
  return (result?.results?.match_details.pages ?? []).flatMap((page) =>
    page.matches.map((match): Hit => ({ page: page.page, ...match })),
  );
}

/** Redacts what a search found, each hit an area naming its text, as the workspace does. */
export const redactHits = (
  bytes: Uint8Array,
  hits: readonly Hit[],
  fields?: Record<string, string>,
) =>
  redact(
    bytes,
    [...new Set(hits.map((hit) => hit.page))].map((page) => ({
      page,
      sensitive: hits
        .filter((hit) => hit.page === page)
        .map((hit) => ({ bbox: hit.bbox, entity_type: 'SEARCH', original_text: hit.text })),
    })),
    fields,
  );

// -------------------------------------------------------------------------------------------
// Words and boxes.
// -------------------------------------------------------------------------------------------

export const union = (boxes: readonly TBBox[]): TBBox => ({
  x0: Math.min(...boxes.map((box) => box.x0)),
  y0: Math.min(...boxes.map((box) => box.y0)),
  x1: Math.max(...boxes.map((box) => box.x1)),
  y1: Math.max(...boxes.map((box) => box.y1)),
});

/** The box of the words of `phrase` on a page, as selecting them would give. */
export function phraseBox(page: TPdfPage, phrase: string): TBBox {
  const parts = phrase.split(' ');
  const first = page.words.findIndex((_, index) =>
    parts.every((part, offset) => page.words[index + offset]?.text === part),
  );
  expect(first, `"${phrase}" on page ${page.page_number}: ${page.text}`).toBeGreaterThanOrEqual(0);
  return union(page.words.slice(first, first + parts.length));
}

export const area = (bbox: TBBox, text?: string): Area => ({
  bbox,
  entity_type: 'MANUAL',
  ...(text !== undefined && { original_text: text }),
});

/** Extracts the file and redacts `phrases` on every page that shows them, as selected text. */
export async function redactPhrases(bytes: Uint8Array, phrases: readonly string[], fields = {}) {
  const pages = await extract(bytes);
  const mapping = pages
    .map((page) => ({
      page: page.page_number,
      sensitive: phrases
        .filter((phrase) => ` ${page.text.replace(/\n/gu, ' ')} `.includes(` ${phrase} `))
        .map((phrase) => area(phraseBox(page, phrase), phrase)),
    }))
    .filter((page) => page.sensitive.length > 0);
  expect(mapping.length, `${phrases.join(', ')} on no page`).toBeGreaterThan(0);
  return { before: pages, ...(await redact(bytes, mapping, fields)) };
}

export const WHOLE_LETTER_PAGE = { x0: 0, y0: 0, x1: 612, y1: 792 };

/** Each word of the page but `except`, with where it starts (to the tenth of a point). */
export const placedWords = (page: TPdfPage, except: readonly string[] = []) =>
  page.words
    .filter((word: Word) => !except.includes(word.text))
    .map((word) => `${word.text}@${word.x0.toFixed(1)},${word.y0.toFixed(1)}`);

/** Each page's text as pdftotext reads it. */
export const pageTexts = (bytes: Uint8Array) => pdftotext(bytes).split('\f');

/**
 * The input holds every word (so the test can fail), and the output none, by any tool. The
 * trailer's /ID is random bytes, written anew with every save: a one-character word turns up
 * there by chance, and it is no text.
 */
export function expectRemoved(input: Uint8Array, output: Uint8Array, words: readonly string[]) {
  const found = findWithTools(input, words).join('\n');
  for (const word of words) expect(found, `"${word}" in the input`).toContain(`"${word}"`);
  const isChance = (place: string) =>
    words.every((word) => word.length === 1) && / object trailer /.test(place);
  expect(findWithTools(output, words).filter((place) => !isChance(place))).toEqual([]);
}

// -------------------------------------------------------------------------------------------
// Other tools: poppler's renderer and readers.
// -------------------------------------------------------------------------------------------

export function withTempFile<T>(bytes: Uint8Array, use: (file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'wb-peer-'));
  try {
    const file = path.join(dir, 'in.pdf');
    writeFileSync(file, bytes);
    return use(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A standard tool's output for a file (pdfinfo, pdftohtml…). */
export const toolOutput = (command: string, args: readonly string[], bytes: Uint8Array) =>
  withTempFile(bytes, (file) =>
    execFileSync(command, [...args, file], { stdio: ['ignore', 'pipe', 'ignore'] }).toString(),
  );

/** A page rendered in grey at 72 dpi, as shown (its /Rotate applied): a pixel is a point. */
export type Gray = { width: number; height: number; pixels: Buffer };

export function render(bytes: Uint8Array, page = 1): Gray {
  return withTempFile(bytes, (file) => {
    const range = ['-f', String(page), '-l', String(page)];
    execFileSync('pdftoppm', ['-r', '72', '-gray', ...range, '-singlefile', file, file]);
    const pgm = readFileSync(`${file}.pgm`);
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/u.exec(pgm.toString('latin1', 0, 40))!;
    return {
      width: Number(header[1]),
      height: Number(header[2]),
      pixels: pgm.subarray(header[0].length),
    };
  });
}

/** The pixels inside `box` (page coordinates), `inset` pixels in from its edges. */
export function pixelsIn(gray: Gray, box: TBBox, inset = 2): number[] {
  const values: number[] = [];
  for (let y = Math.ceil(box.y0) + inset; y < Math.floor(box.y1) - inset; y++) {
    for (let x = Math.ceil(box.x0) + inset; x < Math.floor(box.x1) - inset; x++) {
      values.push(gray.pixels[y * gray.width + x]!);
    }
  }
  return values;
}

/** How many pixels outside `boxes` (grown by `margin` points) changed. */
export function changedOutside(before: Gray, after: Gray, boxes: readonly TBBox[], margin = 2) {
  expect([after.width, after.height]).toEqual([before.width, before.height]);
  const isInside = (x: number, y: number) =>
    boxes.some(
      (box) =>
        x >= box.x0 - margin &&
        x <= box.x1 + margin &&
        y >= box.y0 - margin &&
        y <= box.y1 + margin,
    );
  let changed = 0;
  for (let index = 0; index < before.pixels.length; index++) {
    const [x, y] = [index % before.width, Math.floor(index / before.width)];
    if (before.pixels[index] !== after.pixels[index] && !isInside(x, y)) changed++;
  }
  return changed;
}

export const TRANSPARENT = {
  appearance: JSON.stringify({ mode: 'transparent', font_size: 11, align: 1 }),
};
export const WHITE = 255;

/** Runs `work` once, for the first test of a group that asks for it. */
export function once<T>(work: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= work());
}
