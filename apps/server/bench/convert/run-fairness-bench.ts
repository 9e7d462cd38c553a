/**
 * `npm run bench:convert-fair`: one user sends three large spreadsheets to the built server's
 * convert route at once; while they convert, another user sends a one-page DOCX (issue 63: it
 * waited 122–180 s behind them with one LibreOffice for everybody). Prints the DOCX's time alone
 * and under that load, the spreadsheets' times, and the slowest `/api/health` answer, for the
 * server's own pool of LibreOffice processes and, as the reference in the same run, for a pool
 * of one (`OFFICE_WORKERS=1`). Target: the DOCX under load within 15 s. It measures and never
 * fails. `BENCH_SHEET_ROWS` sets the spreadsheets' size (40,000 rows: about half a minute each).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HEALTH_PATH, PDF_PATHS } from '@workbench/contracts';
import { letterDocx, staffXlsx } from '@workbench/convert/test-documents';
import { signUpOverHttp, subscribeOverHttp, type HttpSession } from '../../src/test/http-session';
import { spawnServer } from '../../src/test/spawn-server';

const ROWS = Number(process.env.BENCH_SHEET_ROWS ?? 40_000);
const TARGET_MS = 15_000;

const sheet = await staffXlsx(
  Array.from({ length: ROWS }, (_, index) => ({
    name: `Ansatt ${index}`,
    number: String(15038512363 + index),
  })),
);
const letter = await letterDocx({ recipient: 'Kari Nordmann', body: ['Vedtak i saken.'] });

async function convert(session: HttpSession, name: string, bytes: Uint8Array) {
  const body = new FormData();
  body.append('file', new Blob([bytes]), name);
  const started = performance.now();
  const answer = await session.post(PDF_PATHS.convert, body);
  return { status: answer.status, ms: performance.now() - started };
}

async function run(workers: string | undefined) {
  const data = mkdtempSync(path.join(tmpdir(), 'wb-bench-fair-'));
  const server = await spawnServer(
    { DATA_DIR: data, ...(workers !== undefined && { OFFICE_WORKERS: workers }) },
    { built: true },
  );
  try {
    await server.waitUntilHealthy(60_000);
    const base = `http://127.0.0.1:${server.port}`;
    const heavy = await signUpOverHttp(base, 'fairheavy');
    await subscribeOverHttp(heavy, 'business_yearly');
    const light = await signUpOverHttp(base, 'fairlight');
    // LibreOffice started once, then the letter alone.
    await convert(light, 'vedtak.docx', letter);
    const alone = await convert(light, 'vedtak.docx', letter);
    const health: number[] = [];
    let polling = true;
    const poll = (async () => {
      while (polling) {
        const started = performance.now();
        await fetch(`${base}${HEALTH_PATH}`);
        health.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    const sheets = [1, 2, 3].map((index) => convert(heavy, `ansatte-${index}.xlsx`, sheet));
    // The spreadsheets are converting when the letter arrives.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const loaded = await convert(light, 'vedtak.docx', letter);
    const heavyAnswers = await Promise.all(sheets);
    polling = false;
    await poll;
    return { alone, loaded, heavyAnswers, slowestHealth: Math.max(...health) };
  } finally {
    await server.stop();
    rmSync(data, { recursive: true, force: true });
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  `Three ${ROWS.toLocaleString('en-US')}-row spreadsheets (${(sheet.length / 1e6).toFixed(1)} MB each) from one user, a one-page DOCX from another`,
);
const results: Record<string, number> = {};
for (const [label, workers] of [
  ['server default pool', undefined],
  ['reference: one LibreOffice', '1'],
] as const) {
  const { alone, loaded, heavyAnswers, slowestHealth } = await run(workers);
  const key = workers === undefined ? 'pool' : 'one';
  results[`fair.${key}.docx_alone_ms`] = Math.round(alone.ms);
  results[`fair.${key}.docx_loaded_ms`] = Math.round(loaded.ms);
  console.log(`\n${label}${workers === undefined ? '' : ` (OFFICE_WORKERS=${workers})`}`);
  console.log(`  DOCX alone:        ${seconds(alone.ms)} (${alone.status})`);
  console.log(
    `  DOCX under load:   ${seconds(loaded.ms)} (${loaded.status})${workers === undefined ? (loaded.ms <= TARGET_MS ? '  target ≤ 15 s met' : '  target ≤ 15 s MISSED') : ''}`,
  );
  console.log(
    `  spreadsheets:      ${heavyAnswers.map((answer) => `${seconds(answer.ms)} (${answer.status})`).join(', ')}`,
  );
  console.log(`  slowest health:    ${Math.round(slowestHealth)} ms`);
}
console.log(JSON.stringify({ convertFairness: results }));
