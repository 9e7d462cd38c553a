import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { logIn, signUpVerified, subscribe } from './accounts';
import { expect, snapshot, test } from './fixtures';
import { PLANTED, plantIdentifiers } from './plant';
import {
  closeAllFiles,
  corpusFile,
  downloadLog,
  pdfText,
  redactMarked,
  savePdf,
  updateSettings,
} from './workspace';

const SOKNAD = 'norwegian_soknad-kontantstotte_synthetic-person.pdf';
const MANUAL = 'text-report_134-pages_reportlab-userguide.pdf';
/** A string found nowhere else: if any request carries it, the document left the browser. */
const MARKER = 'ONDEVICE-MARKER-7Q4Z';

/** Every request the browser makes (pages, workers, the service worker), with its body. */
interface Sent {
  method: string;
  url: string;
  contentType: string;
  body: Buffer;
}

function recordRequests(context: BrowserContext): Sent[] {
  const sent: Sent[] = [];
  const keep = (request: Request) =>
    sent.push({
      method: request.method(),
      url: request.url(),
      contentType: request.headers()['content-type'] ?? '',
      body: request.postDataBuffer() ?? Buffer.alloc(0),
    });
  context.on('request', keep);
  return sent;
}

/** The ways a string can travel in a body: UTF-8, UTF-16 either way, base64, URL-encoded. */
function encodings(text: string): Buffer[] {
  const utf8 = Buffer.from(text, 'utf8');
  const utf16le = Buffer.from(text, 'utf16le');
  const utf16be = Buffer.from(utf16le).swap16();
  return [
    utf8,
    utf16le,
    utf16be,
    Buffer.from(utf8.toString('base64').slice(0, -4)),
    Buffer.from(encodeURIComponent(text)),
  ];
}

/**
 * Nothing the browser sent holds the document or what it says: no upload of any kind (no
 * multipart body, no body of 16 KB or more but the history record's boxes), no request to a
 * route that takes documents, and neither the marker, the found values nor a run of the file's
 * bytes in any URL or body.
 */
function expectNothingLeft(sent: readonly Sent[], file: Buffer, found: readonly string[]) {
  expect(sent.length).toBeGreaterThan(0);
  const needles = [MARKER, ...found].flatMap(encodings);
  // Runs of the file's own bytes, from its start and from its middle and end.
  for (const at of [0, file.length >> 2, file.length >> 1, file.length - 200]) {
    needles.push(file.subarray(at, at + 48));
  }
  // Gathered first, asserted once: Playwright's expect is too slow for a hundred thousand calls.
  const problems: string[] = [];
  for (const request of sent) {
    const where = `${request.method} ${request.url}`;
    if (/\/api\/(pdf|batch)\//.test(request.url)) problems.push(`${where}: a document route`);
    if (request.contentType.includes('multipart/form-data')) problems.push(`${where}: multipart`);
    // The history record (hashed name, boxes, types, codes) grows with the marks; it is JSON,
    // and the needles below read it too.
    const isHistory = new URL(request.url).pathname === '/api/documents';
    if (request.body.length >= 16 * 1024 && !isHistory)
      problems.push(`${where}: ${request.body.length} bytes`);
    const url = Buffer.from(request.url);
    for (const needle of needles) {
      if (url.includes(needle))
        problems.push(`${where}: the URL holds ${needle.toString('latin1')}`);
      if (request.body.includes(needle))
        problems.push(`${where}: the body holds ${needle.toString('latin1')}`);
    }
  }
  expect(problems).toEqual([]);
}

function qpdfCheck(file: string): string {
  return execFileSync('qpdf', ['--check', file], { encoding: 'utf8' });
}

/** Opens the files, waits for auto-processing, accepts every suggestion, redacts and saves. */
async function detectRedactSave(page: Page, files: string[]): Promise<string> {
  await page.getByTestId('upload-replace').setInputFiles(files);
  await expect(page.locator('.file-panel')).toHaveCount(files.length);
  // A long file asks before auto-processing spends its pages.
  const ask = page.getByRole('dialog', { name: 'Process the new files?' });
  const completed = page.getByText(/Detection completed: \d+ entit(y|ies) found/);
  await expect(ask.or(completed)).toBeVisible({ timeout: 60_000 });
  if (await ask.isVisible()) await ask.getByRole('button', { name: 'Process them' }).click();
  await expect(completed).toBeVisible({ timeout: 120_000 });
  await redactMarked(page);
  await expect(page.getByText(/areas? redacted/).first()).toBeVisible({ timeout: 120_000 });
  return savePdf(page);
}

async function onDeviceWorkspace(
  page: Page,
  request: Parameters<typeof signUpVerified>[1],
  name: string,
) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpVerified(page, request, name);
  await logIn(page, name);
  await expect(page).toHaveURL(/\/playground$/);
  await subscribe(page);
  await updateSettings(page, { processing_location: 'device' });
  await page.reload();
  await expect(page.getByText('On this device').first()).toBeVisible();
}

test('on this device, a form with identifiers is detected, redacted and saved without a byte of it reaching the server, as the server would redact it', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await onDeviceWorkspace(page, request, 'ondevice');
  const planted = plantIdentifiers(corpusFile(SOKNAD), [`Saksreferanse: ${MARKER}`]);
  const bytes = readFileSync(planted);

  const sent = recordRequests(page.context());
  const onDevice = await detectRedactSave(page, [planted]);
  await snapshot(page, 'on-device-1280x800', false);
  const found = [PLANTED.fodselsnummer, PLANTED.email];
  expectNothingLeft(sent, bytes, found);
  page.context().removeAllListeners('request');

  qpdfCheck(onDevice);
  const deviceText = pdfText(onDevice);
  for (const value of found) expect(deviceText).not.toContain(value);
  expect(deviceText).toContain(MARKER);

  // The same file on the server, the same way: the same text comes out.
  await expect.poll(() => storedMarks(page)).toBeGreaterThan(0);
  await updateSettings(page, { processing_location: 'server' });
  await page.reload();
  await expect(page.getByText('On this device')).toHaveCount(0);
  // The file and its accepted marks are kept in this browser over the reload: the server
  // redacts the same marks.
  await expect(page.locator('.file-panel')).toHaveCount(1);
  await redactMarked(page);
  await expect(page.getByText(/areas? redacted/).first()).toBeVisible({ timeout: 120_000 });
  const onServer = await savePdf(page);
  expect(pdfText(onServer)).toBe(deviceText);

  await page.setViewportSize({ width: 390, height: 844 });
  await updateSettings(page, { processing_location: 'device' });
  await page.reload();
  await expect(page.getByText('On this device').first()).toBeVisible();
  await snapshot(page, 'on-device-390x844', false);
});

test('on this device, the 134-page manual is detected, reviewed, redacted and saved, and nothing of it is sent', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await onDeviceWorkspace(page, request, 'ondevicemanual');
  const bytes = readFileSync(corpusFile(MANUAL));
  const sent = recordRequests(page.context());
  const saved = await detectRedactSave(page, [corpusFile(MANUAL)]);
  qpdfCheck(saved);
  expect(execFileSync('pdfinfo', [saved], { encoding: 'utf8' })).toMatch(/Pages:\s+134/);

  // What was marked, page by page, from the redaction log with its text; none of it is left on
  // its page, and none of it went anywhere.
  await page.getByRole('tab', { name: 'Redaction' }).click();
  await page.getByRole('checkbox', { name: 'Include the redacted text in the log' }).check();
  const marks = markedTexts(readFileSync(await downloadLog(page, 'text-report', 'CSV'), 'utf8'));
  expect(marks.length).toBeGreaterThan(100);
  // A text marked at one place may stand unmarked at another: each marked occurrence is gone,
  // so the copy holds at most the original's occurrences less the marked ones.
  const marked = new Map<string, number>();
  for (const { page: number, text } of marks) {
    const key = `${number}\n${spaced(text.trim())}`;
    marked.set(key, (marked.get(key) ?? 0) + 1);
  }
  const before = new Map<number, string>();
  const after = new Map<number, string>();
  for (const [key, count] of marked) {
    const [number, text] = [Number(key.split('\n')[0]), key.split('\n')[1]!];
    if (!before.has(number)) before.set(number, spaced(pdfPageText(corpusFile(MANUAL), number)));
    if (!after.has(number)) after.set(number, spaced(pdfPageText(saved, number)));
    const left = occurrences(after.get(number)!, text);
    const allowed = Math.max(0, occurrences(before.get(number)!, text) - count);
    expect(left, `"${text}" on page ${number}`).toBeLessThanOrEqual(allowed);
  }
  const found = [...new Set(marks.map((mark) => mark.text).filter((text) => text.length >= 6))];
  expectNothingLeft(sent, bytes, found);
});

const spaced = (text: string) => text.replace(/\s+/g, ' ');

/** How often the text stands as whole words ("Flowable" is not in "Flowables"). */
function occurrences(pageText: string, text: string): number {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (
    pageText.match(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'gu'))?.length ?? 0
  );
}

test('on this device, work goes on offline once the engine is kept, and its pages are counted when the connection returns', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(180_000);
  await onDeviceWorkspace(page, request, 'ondeviceoffline');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const planted = plantIdentifiers(corpusFile(SOKNAD), [`Saksreferanse: ${MARKER}`]);
  // The first use, online: the engine's files are downloaded and kept by the app.
  await detectRedactSave(page, [planted]);
  const kept = await page.evaluate(
    async () => (await (await caches.open('device-engine')).keys()).length,
  );
  expect(kept).toBeGreaterThan(5);
  const usedBefore = await pagesUsed(page);
  const recordsBefore = await historyRecords(page);

  // The accepted marks are written to this browser's storage half a second after the last change.
  await expect.poll(() => storedMarks(page)).toBeGreaterThan(0);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('offline', { exact: true })).toBeVisible();
  // The file opened online is still open offline, with the marks accepted on it (issue 64).
  const keptFile = page.locator('.file-panel');
  await expect(keptFile).toHaveCount(1);
  const firstPage = keptFile.locator('.pdf-page[data-page="1"]');
  await expect(firstPage).toHaveAttribute('data-rendered', 'true');
  await expect(keptFile.locator('[data-highlight-id]').first()).toBeAttached();
  await snapshot(page, 'on-device-offline-reloaded-1280x800', false);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(firstPage).toBeVisible();
  await snapshot(page, 'on-device-offline-reloaded-390x844', false);
  await page.setViewportSize({ width: 1280, height: 800 });
  await closeAllFiles(page);
  // Another file (the first one's marks and detection are kept in this browser).
  const another = plantIdentifiers(corpusFile(SOKNAD), [`Saksreferanse: ${MARKER}-2`]);
  const saved = await detectRedactSave(page, [another]);
  qpdfCheck(saved);
  const text = pdfText(saved);
  for (const value of [PLANTED.fodselsnummer, PLANTED.email]) expect(text).not.toContain(value);
  await expect(page.getByText('the history record is kept in this browser')).toBeVisible();
  await snapshot(page, 'on-device-offline-1280x800', false);
  const redactedBy = new Date();

  // Detection and redaction of the two-page form, sent when the connection is back, and the
  // redaction's history record with the time it was done.
  await context.setOffline(false);
  await expect.poll(() => pagesUsed(page), { timeout: 30_000 }).toBe(usedBefore + 4);
  await expect(
    page.getByText('history record of a redaction done offline was saved'),
  ).toBeVisible();
  const records = await historyRecords(page);
  expect(records).toHaveLength(recordsBefore.length + 1);
  const offline = records[0]!;
  expect(new Date(offline.upload_timestamp).getTime()).toBeLessThanOrEqual(redactedBy.getTime());
  expect(offline.hashed_name).toBe(recordsBefore[0]!.hashed_name);
});

/** How many marks this browser's workspace storage holds, over every file. */
function storedMarks(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('workbench-workspace');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const rows = open.result.transaction('highlights').objectStore('highlights').getAll();
          rows.onsuccess = () => {
            open.result.close();
            const lists = rows.result as { highlights: unknown[] }[];
            resolve(lists.reduce((sum, row) => sum + row.highlights.length, 0));
          };
        };
      }),
  );
}

async function historyRecords(
  page: Page,
): Promise<{ hashed_name: string; upload_timestamp: string }[]> {
  const answer = await page.request.get('/api/documents?pageSize=100');
  return ((await answer.json()) as { data: { hashed_name: string; upload_timestamp: string }[] })
    .data;
}

async function pagesUsed(page: Page): Promise<number> {
  const answer = await page.request.get('/api/subscriptions/current');
  const body = (await answer.json()) as { data: { usage: { pages_used: number } } };
  return body.data.usage.pages_used;
}

function pdfPageText(file: string, page: number): string {
  const range = ['-f', String(page), '-l', String(page)];
  return execFileSync('pdftotext', [...range, file, '-'], { encoding: 'utf8' });
}

/** The rows of a redaction log (CSV) that name a page and a text. */
function markedTexts(csv: string): { page: number; text: string }[] {
  const rows = csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((cell) => cell[1]!))
    .map((cells) => cells.map((cell) => cell.replace(/^"|"$/g, '').replace(/""/g, '"')));
  const header = rows.findIndex(
    (cells) => cells.includes('Page') && cells.includes('Redacted text'),
  );
  expect(header, 'the log has a table of areas with their text').toBeGreaterThanOrEqual(0);
  const pageAt = rows[header]!.indexOf('Page');
  const textAt = rows[header]!.indexOf('Redacted text');
  return (
    rows
      .slice(header + 1)
      .filter((cells) => /^\d+$/.test(cells[pageAt] ?? '') && (cells[textAt] ?? '').trim() !== '')
      // A cell that began with = + - or @ was written with a quote before it (formula-safe).
      .map((cells) => ({
        page: Number(cells[pageAt]),
        text: cells[textAt]!.trim().replace(/^'(?=[=+\-@])/, ''),
      }))
  );
}
