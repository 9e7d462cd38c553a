import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DETECT_PATH,
  existingMarksMessage,
  PDF_PATHS,
  REDACTION_REPORT_HEADER,
  type TExistingMarksResponse,
  type TRedactionReport,
} from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  existingMarks,
  FODSELSNUMMER,
  MARK_AUTHOR,
  MARK_BOX,
  OVERLAY_TEXT,
  UNMARKED_TEXT,
} from './test/existing-marks-pdf';
import {
  goneOf,
  hostileFiles,
  scannedPages,
  SECRET,
  SECRET_BOX,
  type HostileFile,
} from './test/hostile-pdfs';
import {
  pagesUsedOverHttp,
  signUpOverHttp,
  subscribeOverHttp,
  type HttpAnswer,
  type HttpSession,
} from './test/http-session';
import { TYPE3_GLYPH_BOX, type3Glyphs } from './test/hidden-secret-pdfs';
import { hostileImages } from './test/hostile-images';
import { hostileOffice } from './test/hostile-office';
import { findInPictures, findOnRenderedPages, findWithTools, peakRssMb } from './test/pdf-checks';
import { pdftotext } from './test/pdf-tools';
import { spawnServer, type ServerProcess } from './test/spawn-server';

/**
 * Issue 23's proof: files built to crash, starve or fool a PDF server, each sent to every
 * processing route of a real server process (as the README starts it, with a shorter time per
 * page so the run stays short). Every answer is a clear error or a correct result, the server
 * stays responsive and within its memory, and no redacted output holds the secret.
 */
// The bombs stop at this limit, route after route (one user's work holds one thread): a limit
// hit at 2 s proves what one hit at 30 s does, in two fifths of the time 5 s took. A page of the
// 200-page scan, and of each file answered with a result, takes well under a second.
const PAGE_SECONDS = 2;
const PEAK_RSS_LIMIT_MB = 1536;
/**
 * A stall (the event loop held by a hostile file) shows as health checks of many seconds or
 * timeouts; on the 2-core CI machine a check now and then takes a little over a second while the
 * workers and the test's own client share the cores (1,092 ms once), which is not one.
 */
const HEALTH_LIMIT_MS = 2500;

let server: ServerProcess;
let base: string;
let dataDir: string;
let attacker: HttpSession;
const health = { slowestMs: 0, failures: 0, checks: 0, running: true };
const figures: Record<string, number> = {};

function form(
  file: { name: string; bytes: Uint8Array },
  fields: Record<string, string>,
  key = 'files',
) {
  const body = new FormData();
  body.append(key, new Blob([file.bytes], { type: 'application/pdf' }), file.name);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

const MAPPING = JSON.stringify([
  {
    pages: [
      { page: 1, sensitive: [{ bbox: SECRET_BOX, entity_type: 'PERSON', original_text: SECRET }] },
    ],
  },
]);
/** What the suite redacts in a file: its own areas, or the secret at SECRET_BOX. */
const mappingOf = (file: { pages?: HostileFile['pages'] }) =>
  file.pages ? JSON.stringify([{ pages: file.pages }]) : MAPPING;
/** An XFDF with a mark on the first page, as Acrobat writes one. */
const HOSTILE_XFDF =
  '<xfdf xmlns="http://ns.adobe.com/xfdf/"><annots><redact page="0" rect="72,700,200,712"/></annots></xfdf>';
const DETECT_FIELDS = { use_fast: 'True', requested_entities: JSON.stringify(['ALL_FAST']) };

const ROUTES: Record<string, (session: HttpSession, file: HostileFile) => Promise<HttpAnswer>> = {
  extract: (session, file) => session.post(PDF_PATHS.extract, form(file, {}, 'file')),
  search: (session, file) =>
    session.post(PDF_PATHS.search, form(file, { search_terms: JSON.stringify(['Hansen']) })),
  'find words': (session, file) =>
    session.post(PDF_PATHS.findWords, form(file, { page: '1', bbox: JSON.stringify(SECRET_BOX) })),
  detect: (session, file) => session.post(DETECT_PATH, form(file, DETECT_FIELDS)),
  'detect stream': (session, file) =>
    session.post(`${DETECT_PATH}?stream=true`, form(file, DETECT_FIELDS)),
  redact: (session, file) =>
    session.post(PDF_PATHS.redact, form(file, { redaction_mappings: mappingOf(file) })),
  // Marks out and in (issue 53): not redacted, so the answer is checked for its form only.
  'marked copy': (session, file) =>
    session.post(PDF_PATHS.markedCopy, form(file, { redaction_mappings: mappingOf(file) })),
  xfdf: (session, file) =>
    session.post(PDF_PATHS.xfdf, form(file, { redaction_mappings: mappingOf(file) })),
  'import marks': (session, file) =>
    session.post(PDF_PATHS.importMarks, form(file, { xfdf: HOSTILE_XFDF })),
};

async function watchHealth() {
  while (health.running) {
    const started = performance.now();
    try {
      const answer = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) });
      if (!answer.ok) health.failures++;
    } catch {
      health.failures++;
    }
    health.slowestMs = Math.max(health.slowestMs, performance.now() - started);
    health.checks++;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A clear error: the envelope, a known code and a message that says more than "failed". */
function expectClearError(route: string, answer: HttpAnswer) {
  expect(answer.status, `${route}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  const error = answer.json<{ success: boolean; error: { code: string; message: string } }>();
  expect(error.success).toBe(false);
  expect(error.error.message.length, `${route}: ${error.error.message}`).toBeGreaterThan(25);
}

/** The events of a detection stream; the last one ends the batch or reports why it stopped. */
function expectCompleteStream(answer: HttpAnswer) {
  const events = answer.text
    .split('\n\n')
    .map((block) => /^event: (\w+)\ndata: (.*)$/s.exec(block.trim()))
    .filter((match) => match !== null)
    .map((match) => ({ type: match[1]!, data: JSON.parse(match[2]!) as Record<string, unknown> }))
    .filter((event) => event.type !== 'heartbeat');
  const last = events.at(-1);
  expect(['batch_completed', 'error']).toContain(last?.type);
  for (const event of events.filter((one) => one.type === 'error')) {
    expect(String(event.data.error_message).length).toBeGreaterThan(25);
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'wb-hostile-'));
  const env = {
    DATA_DIR: dataDir,
    PDF_PAGE_TIMEOUT_SECONDS: String(PAGE_SECONDS),
    PDF_FILE_TIMEOUT_SECONDS: '60',
  };
  // The embedded database's very first start (initdb) alone takes ~0.9 GB once; the server is
  // measured as it runs from then on, started a second time on the same data directory.
  const first = await spawnServer(env);
  await first.waitUntilHealthy(60_000);
  await first.stop();
  server = await spawnServer(env);
  await server.waitUntilHealthy(60_000);
  base = `http://127.0.0.1:${server.port}`;
  attacker = await signUpOverHttp(base, 'attacker');
  await subscribeOverHttp(attacker, 'business_yearly');
  void watchHealth();
}, 120_000);

afterAll(async () => {
  health.running = false;
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a real server sent hostile images (issue 52)', () => {
  it.each(hostileImages().map((image) => [image.name, image] as const))(
    '%s: every route answers with a clear error or a correct result; a refused image costs nothing',
    async (_name, image) => {
      const before = await pagesUsedOverHttp(attacker);
      const file = { ...image, secret: SECRET };
      const answers = await Promise.all(
        Object.entries(ROUTES).map(
          async ([route, send]) => [route, await send(attacker, file)] as const,
        ),
      );
      for (const [route, answer] of answers) {
        expect(answer.status, `${route}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
        if (image.expected === null) {
          if (answer.status !== 200) expectClearError(route, answer);
          continue;
        }
        // Search, find-words and detection report a file's error inside a 200 answer.
        if (answer.status !== 200) expectClearError(route, answer);
        expect(answer.text, route).toContain(image.expected);
      }
      if (image.expected !== null) expect(await pagesUsedOverHttp(attacker)).toBe(before);
    },
    120_000,
  );
});

describe('a real server sent hostile Office files (issue 52)', () => {
  const asked: string[] = [];
  const trap = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.end();
  });
  beforeAll(() => new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => trap.close(() => resolve())));

  it('answers each with a clear error or a PDF, never fetches what a file links to, and keeps answering', async () => {
    const url = `http://127.0.0.1:${(trap.address() as AddressInfo).port}/tracker.png`;
    for (const file of await hostileOffice(url)) {
      const before = await pagesUsedOverHttp(attacker);
      const sent = { ...file, secret: SECRET };
      const answers = [
        ['extract', await ROUTES.extract!(attacker, sent)],
        ['convert', await attacker.post(PDF_PATHS.convert, form(sent, {}, 'file'))],
      ] as const;
      for (const [route, answer] of answers) {
        const where = `${file.name} ${route}: ${answer.text.slice(0, 300)}`;
        expect(answer.status, where).toBeLessThan(500);
        if (answer.status !== 200) expectClearError(where, answer);
        if (file.expected !== null) expect(answer.text, where).toContain(file.expected);
      }
      if (file.expected !== null) expect(await pagesUsedOverHttp(attacker)).toBe(before);
    }
    expect(asked).toEqual([]);
  }, 240_000);
});

describe('a real server sent hostile PDFs', () => {
  it.each(hostileFiles().map((file) => [file.name, file] as const))(
    '%s: every route answers with a clear error or a correct result, and nothing leaks',
    async (_name, file) => {
      const answers = await Promise.all(
        Object.entries(ROUTES).map(
          async ([route, send]) => [route, await send(attacker, file)] as const,
        ),
      );
      for (const [route, answer] of answers) {
        if (file.released && route === 'redact') {
          expect(answer.status, `redact: ${answer.text.slice(0, 300)}`).toBe(200);
        }
        if (answer.status !== 200) {
          expectClearError(route, answer);
          continue;
        }
        if (route === 'detect stream') expectCompleteStream(answer);
        if (route === 'marked copy')
          expect(answer.headers.get('content-type')).toBe('application/pdf');
        if (route === 'xfdf') expect(answer.text).toContain('<redact ');
        if (route === 'import marks') expect(answer.text).toContain('"imported_marks"');
        if (route === 'redact') {
          expect(answer.headers.get('content-type')).toBe('application/pdf');
          expect(findWithTools(answer.body, goneOf(file))).toEqual([]);
          if (file.hasPicture) expect(findInPictures(answer.body, goneOf(file))).toEqual([]);
          if (file.isUnmapped) {
            expect(findOnRenderedPages(answer.body, goneOf(file))).toEqual([]);
          }
          expect(
            findWithTools(answer.body, ['/JavaScript', '/Launch', '/EmbeddedFile', '/RichMedia']),
          ).toEqual([]);
        }
      }
    },
    120_000,
  );

  it('refuses oversized form fields before reading them, with the limit in the message', async () => {
    const file = { name: 'tiny.pdf', bytes: hostileFiles()[0]!.bytes };
    const huge = await attacker.post(
      PDF_PATHS.redact,
      form(file, { redaction_mappings: `[${' '.repeat(19 * 1024 * 1024)}]` }),
    );
    expect(huge.status).toBe(413);
    expect(huge.json<{ error: { message: string } }>().error.message).toBe(
      'The field redaction_mappings is larger than 8 MB, the most this server accepts',
    );
    const junk = Object.fromEntries(
      Array.from({ length: 60 }, (_, index) => [`junk${index}`, 'x'.repeat(200 * 1024)]),
    );
    const many = await attacker.post(
      PDF_PATHS.search,
      form(file, { search_terms: '["Hansen"]', ...junk }),
    );
    expect(many.status).toBeGreaterThanOrEqual(400);
    expect(many.status).toBeLessThan(500);
  }, 60_000);

  it("serves another user's one-page search while a 200-page scan is recognised, and refunds the scan when its client leaves", async () => {
    const scan = { name: 'scan-200.pdf', bytes: scannedPages(200) };
    const before = await pagesUsedOverHttp(attacker);
    const leaving = new AbortController();
    let isScanDone = false;
    const long = attacker
      .post(PDF_PATHS.extract, form(scan, {}, 'file'), { signal: leaving.signal })
      .catch(() => 'aborted' as const)
      .finally(() => (isScanDone = true));
    await expect.poll(() => pagesUsedOverHttp(attacker), { timeout: 30_000 }).toBe(before + 200);
    // Let the recognition take both threads first.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const neighbour = await signUpOverHttp(base, 'neighbour');
    const started = performance.now();
    const search = await neighbour.post(
      PDF_PATHS.search,
      form({ name: 'one.pdf', bytes: hostileFiles()[0]!.bytes }, { search_terms: '["Hansen"]' }),
    );
    const neighbourSeconds = (performance.now() - started) / 1000;
    expect(search.status).toBe(200);
    expect(isScanDone).toBe(false);
    expect(neighbourSeconds).toBeLessThan(3 * PAGE_SECONDS);
    figures.neighbourSeconds = neighbourSeconds;
    leaving.abort();
    expect(await long).toBe('aborted');
    await expect.poll(() => pagesUsedOverHttp(attacker), { timeout: 20_000 }).toBe(before);
  }, 180_000);

  it('stayed responsive and within its memory all along', () => {
    const peakMb = peakRssMb(server.child.pid!);
    console.log(
      `hostile suite: ${health.checks} health checks, slowest ${Math.round(health.slowestMs)} ms; ` +
        `peak RSS ${Math.round(peakMb)} MB; neighbour's search ${figures.neighbourSeconds?.toFixed(1)} s`,
    );
    expect(health.checks).toBeGreaterThan(10);
    expect(health.failures).toBe(0);
    expect(health.slowestMs).toBeLessThan(HEALTH_LIMIT_MS);
    expect(peakMb).toBeLessThan(PEAK_RSS_LIMIT_MB);
    expect(server.child.exitCode).toBeNull();
  });
});

/**
 * Issue 49: a file that arrives with redaction marks made in Acrobat and not applied. The
 * caller must say what becomes of them; whatever it says, no mark is left behind as an
 * annotation, and only "apply" removes what lies under it.
 */
describe('a file with redaction marks made in another program', () => {
  const file = existingMarks();
  const redact = (fields: Record<string, string> = {}) =>
    attacker.post(PDF_PATHS.redact, form(file, { redaction_mappings: MAPPING, ...fields }));
  const reportOf = (answer: HttpAnswer) =>
    (JSON.parse(answer.headers.get(REDACTION_REPORT_HEADER) ?? '[]') as TRedactionReport[])[0];
  const near = (box: typeof MARK_BOX) => ({
    x0: expect.closeTo(box.x0, 0),
    y0: expect.closeTo(box.y0, 0),
    x1: expect.closeTo(box.x1, 0),
    y1: expect.closeTo(box.y1, 0),
  });
  const MARK_ANNOTATION = '/Subtype /Redact';

  it('is refused without a choice, naming the marks but not what they hide', async () => {
    const answer = await redact();
    expect(answer.status, answer.text.slice(0, 300)).toBe(422);
    const { error } = answer.json<{
      error: { code: string; message: string; details?: Record<string, unknown> };
    }>();
    // Like VERIFICATION_FAILED, the file's own error may travel in details beside the file name.
    const details = error.details ?? {};
    expect([error.code, details.file_error]).toContain('EXISTING_MARKS');
    expect(error.message).toContain(existingMarksMessage([{ page: 1 }]));
    expect(details.existing_marks ?? (error as Record<string, unknown>).existing_marks).toEqual([
      { page: 1, bbox: near(MARK_BOX), overlay_text: OVERLAY_TEXT },
    ]);
    expect(answer.text).not.toContain(FODSELSNUMMER);
  });

  it('with existing_marks=apply, removes the text under each mark and reports it', async () => {
    const answer = await redact({ existing_marks: 'apply' });
    expect(answer.status, answer.text.slice(0, 300)).toBe(200);
    expect(findWithTools(answer.body, [FODSELSNUMMER, file.secret, 'Hansen'])).toEqual([]);
    expect(findWithTools(answer.body, [MARK_ANNOTATION])).toEqual([]);
    expect(pdftotext(answer.body)).toContain(UNMARKED_TEXT);
    expect(reportOf(answer)?.existing_marks).toEqual({
      found: 1,
      choice: 'apply',
      applied_areas: 1,
    });
  });

  it.each(['discard', 'import'] as const)(
    'with existing_marks=%s, drops the marks and keeps the text under them',
    async (choice) => {
      const answer = await redact({ existing_marks: choice });
      expect(answer.status, answer.text.slice(0, 300)).toBe(200);
      expect(findWithTools(answer.body, [MARK_ANNOTATION])).toEqual([]);
      expect(pdftotext(answer.body)).toContain(FODSELSNUMMER);
      expect(findWithTools(answer.body, [file.secret, 'Hansen'])).toEqual([]);
      expect(reportOf(answer)?.existing_marks).toEqual({ found: 1, choice, applied_areas: 0 });
    },
  );

  it('lists the marks, with what lies under them, without charging a page', async () => {
    const before = await pagesUsedOverHttp(attacker);
    const answer = await attacker.post(PDF_PATHS.marks, form(file, {}, 'file'));
    expect(answer.status, answer.text.slice(0, 300)).toBe(200);
    expect(answer.json<{ data: TExistingMarksResponse }>().data).toEqual({
      file: file.name,
      pages: 1,
      existing_marks: [
        {
          page: 1,
          bbox: near(MARK_BOX),
          boxes: [near(MARK_BOX)],
          overlay_text: OVERLAY_TEXT,
          author: MARK_AUTHOR,
          text: expect.stringContaining(FODSELSNUMMER),
        },
      ],
      signatures: [],
      form_data: [],
    });
    expect(await pagesUsedOverHttp(attacker)).toBe(before);
  });
});

/**
 * Issue 49: a box drawn by hand over a Type 3 glyph names no text, so no redacted string is
 * known; the glyph procedure that writes the secret, and a map entry that copies as it for a
 * glyph nothing draws, must still go: a font keeps only what the file still draws.
 */
describe('a file whose Type 3 glyphs hide the secret', () => {
  it('keeps only the procedures and maps of the glyphs still drawn', async () => {
    const file = type3Glyphs();
    const mapping = JSON.stringify([
      {
        pages: [
          {
            page: 1,
            sensitive: [{ bbox: TYPE3_GLYPH_BOX, entity_type: 'MANUAL' }],
          },
        ],
      },
    ]);
    const answer = await attacker.post(
      PDF_PATHS.redact,
      form(file, { redaction_mappings: mapping, existing_marks: 'discard' }),
    );
    expect(answer.status, answer.text.slice(0, 300)).toBe(200);
    expect(findWithTools(answer.body, [file.secret, 'Hansen'])).toEqual([]);
    expect(pdftotext(answer.body)).toContain('Reviewed by:');
  });
});
