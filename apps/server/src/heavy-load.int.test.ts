import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PDF_PATHS } from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signUpOverHttp,
  subscribeOverHttp,
  type HttpAnswer,
  type HttpSession,
} from './test/http-session';
import { buildPdf, stream } from './test/make-pdf';
import { spawnServer, type ServerProcess } from './test/spawn-server';

/**
 * Issue 49's fairness and memory proof on a real server process: one user's four heavy
 * redactions at once (a one-page file whose page lists 100,000 annotation references, ~10 s of
 * work each) must not keep another user's one-page search waiting, and the workers they grew
 * must give their memory back once the work is done.
 */
const SEARCH_LIMIT_MS = 3_000;
const RSS_GROWTH_LIMIT = 1.3;
const HEAVY_REDACTIONS = 4;
const HELVETICA = '/F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

let server: ServerProcess;
let dataDir: string;
let heavyUser: HttpSession;
let searcher: HttpSession;

/** A one-page file whose page names the same annotation 100,000 times. */
function heavyPdf(): Uint8Array {
  const references = Array<string>(100_000).fill('5 0 R').join(' ');
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Annots [${references}] /Resources << /Font << ${HELVETICA} >> >> >>`,
    stream('BT /F1 12 Tf 72 700 Td (Secret Name Hansen) Tj ET'),
    '<< /Type /Annot /Subtype /Square /Rect [10 10 20 20] >>',
  ]);
}

function onePagePdf(): Uint8Array {
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << ${HELVETICA} >> >> >>`,
    stream('BT /F1 12 Tf 72 700 Td (Kari Nordmann bor i Oslo) Tj ET'),
  ]);
}

function form(bytes: Uint8Array, fields: Record<string, string>) {
  const body = new FormData();
  body.append('files', new Blob([bytes], { type: 'application/pdf' }), 'file.pdf');
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

const MAPPING = JSON.stringify([
  {
    pages: [
      {
        page: 1,
        sensitive: [
          {
            bbox: { x0: 68, y0: 78, x1: 190, y1: 98 },
            entity_type: 'PERSON',
            original_text: 'Secret Name Hansen',
          },
        ],
      },
    ],
  },
]);

const redact = (bytes: Uint8Array) =>
  heavyUser.post(PDF_PATHS.redact, form(bytes, { redaction_mappings: MAPPING }));

async function timedSearch(bytes: Uint8Array): Promise<{ answer: HttpAnswer; ms: number }> {
  const started = performance.now();
  const answer = await searcher.post(
    PDF_PATHS.search,
    form(bytes, { search_terms: JSON.stringify(['Nordmann']) }),
  );
  return { answer, ms: performance.now() - started };
}

/** The server's resident memory now, worker threads included (they share its process). */
function rssMb(): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** The resident memory once it has stopped falling: the lowest of a few quiet seconds. */
async function idleRssMb(seconds: number): Promise<number> {
  let lowest = Infinity;
  for (let sample = 0; sample < seconds * 4; sample++) {
    lowest = Math.min(lowest, rssMb());
    await sleep(250);
  }
  return lowest;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'wb-heavy-load-'));
  // Two threads whatever the machine, so the figures mean the same on a laptop and in CI.
  const env = { DATA_DIR: dataDir, PDF_WORKERS: '2' };
  // As in the hostile suite: the embedded database's first start (initdb) is not measured.
  const first = await spawnServer(env);
  await first.waitUntilHealthy(60_000);
  await first.stop();
  server = await spawnServer(env);
  await server.waitUntilHealthy(60_000);
  const base = `http://127.0.0.1:${server.port}`;
  heavyUser = await signUpOverHttp(base, 'heavyuser');
  searcher = await signUpOverHttp(base, 'searcher');
  await subscribeOverHttp(heavyUser, 'business_yearly');
  await subscribeOverHttp(searcher, 'business_yearly');
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('one user running heavy redactions on a real server', () => {
  it("keeps another user's one-page search fast, and gives the memory back afterwards", async () => {
    const heavy = heavyPdf();
    const light = onePagePdf();
    // Both users have worked once and both threads have started: the idle figure is a warm one.
    const warmUp = await Promise.all([
      timedSearch(light),
      heavyUser.post(PDF_PATHS.search, form(light, { search_terms: '["Oslo"]' })),
    ]);
    expect(warmUp[0].answer.status).toBe(200);
    expect(warmUp[1].status).toBe(200);
    const rssBefore = await idleRssMb(3);

    const redactions = Array.from({ length: HEAVY_REDACTIONS }, () => redact(heavy));
    // The four are uploaded and running (or waiting for a thread) before the searches start.
    await sleep(1_500);
    const searches: number[] = [];
    for (let round = 0; round < 3; round++) {
      const { answer, ms } = await timedSearch(light);
      expect(answer.status, answer.text.slice(0, 300)).toBe(200);
      expect(answer.json<{ data: { batch_summary: { total_matches: number } } }>()).toMatchObject({
        data: { batch_summary: { total_matches: 1 } },
      });
      searches.push(ms);
      await sleep(1_000);
    }
    const redacted = await Promise.all(redactions);
    const peakMb = rssMb();
    const rssAfter = await idleRssMb(5);

    console.log(
      `search while ${HEAVY_REDACTIONS} heavy redactions run: ${searches.map((ms) => Math.round(ms)).join(', ')} ms; ` +
        `idle RSS before ${Math.round(rssBefore)} MB, at the end of the load ${Math.round(peakMb)} MB, ` +
        `idle after ${Math.round(rssAfter)} MB (${(rssAfter / rssBefore).toFixed(2)}x)`,
    );
    for (const answer of redacted) expect(answer.status, answer.text.slice(0, 300)).toBe(200);
    expect(Math.max(...searches)).toBeLessThanOrEqual(SEARCH_LIMIT_MS);
    expect(rssAfter / rssBefore).toBeLessThanOrEqual(RSS_GROWTH_LIMIT);
  }, 180_000);
});
