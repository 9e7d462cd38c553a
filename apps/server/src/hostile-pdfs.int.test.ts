import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DETECT_PATH, PDF_PATHS } from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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
import { findWithTools, peakRssMb } from './test/pdf-checks';
import { spawnServer, type ServerProcess } from './test/spawn-server';

/**
 * Issue 23's proof: files built to crash, starve or fool a PDF server, each sent to every
 * processing route of a real server process (as the README starts it, with a shorter time per
 * page so the run stays short). Every answer is a clear error or a correct result, the server
 * stays responsive and within its memory, and no redacted output holds the secret.
 */
const PAGE_SECONDS = 5;
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
    session.post(PDF_PATHS.redact, form(file, { redaction_mappings: MAPPING })),
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
        if (answer.status !== 200) {
          expectClearError(route, answer);
          continue;
        }
        if (route === 'detect stream') expectCompleteStream(answer);
        if (route === 'redact') {
          expect(answer.headers.get('content-type')).toBe('application/pdf');
          expect(findWithTools(answer.body, [file.secret, 'Hansen'])).toEqual([]);
          expect(findWithTools(answer.body, ['/JavaScript', '/Launch', '/EmbeddedFile'])).toEqual(
            [],
          );
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
