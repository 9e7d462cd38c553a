/**
 * `npm run bench:xfdf`: one XFDF of 50,000 redaction marks imported into the built server while
 * `/api/health` is asked every 50 ms (issue 63: such an import held the server ~20 s). Prints the
 * import's time and the slowest health answer during it, beside health's answers before it.
 * Target: every health answer under 1 s. It measures and never fails.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HEALTH_PATH, PDF_PATHS } from '@workbench/contracts';
import { corpusFile } from '../../src/test/multipart';
import { signUpOverHttp } from '../../src/test/http-session';
import { spawnServer } from '../../src/test/spawn-server';

const MARKS = Number(process.env.BENCH_XFDF_MARKS ?? 50_000);
const IMPORTS = Number(process.env.BENCH_XFDF_IMPORTS ?? 1);

function xfdfOf(count: number): string {
  const marks = Array.from(
    { length: count },
    (_, index) =>
      `<redact page="0" rect="${10 + (index % 400)},10,${30 + (index % 400)},${20 + (index % 50)}" name="m${index}" title="Reviewer" subject="Redact"/>`,
  ).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><xfdf xmlns="http://ns.adobe.com/xfdf/"><f href="letter.pdf"/><annots>${marks}</annots></xfdf>`;
}

async function healthMs(base: string): Promise<number> {
  const started = performance.now();
  await fetch(`${base}${HEALTH_PATH}`);
  return performance.now() - started;
}

const data = mkdtempSync(path.join(tmpdir(), 'wb-bench-xfdf-'));
const server = await spawnServer(
  {
    DATA_DIR: data,
    ...(process.env.BENCH_PROFILE && { NODE_OPTIONS: '--cpu-prof --cpu-prof-dir=/tmp/prof' }),
  },
  { built: true },
);
try {
  await server.waitUntilHealthy(60_000);
  const base = `http://127.0.0.1:${server.port}`;
  const session = await signUpOverHttp(base, 'xfdfbench');
  const quiet: number[] = [];
  for (let index = 0; index < 20; index++) quiet.push(await healthMs(base));
  const pdf = corpusFile('tiny_minimal-one-page_763-bytes.pdf').bytes;
  const xfdf = xfdfOf(MARKS);
  const during: number[] = [];
  let running = true;
  const polling = (async () => {
    while (running) {
      during.push(await healthMs(base));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: IMPORTS }, async () => {
      const body = new FormData();
      body.append('files', new Blob([pdf], { type: 'application/pdf' }), 'letter.pdf');
      body.append('xfdf', xfdf);
      return session.post(PDF_PATHS.importMarks, body);
    }),
  );
  const importMs = performance.now() - started;
  running = false;
  await polling;
  const max = (values: number[]) => Math.max(...values);
  console.log(
    `XFDF of ${MARKS.toLocaleString('en-US')} marks (${(xfdf.length / 1e6).toFixed(1)} MB), ${IMPORTS} at once`,
  );
  console.log(
    `  answers: ${answers.map((answer) => answer.status).join(', ')} (${answers[0]!.text.slice(0, 160)})`,
  );
  console.log(`  import took ${(importMs / 1000).toFixed(2)} s`);
  console.log(`  health before: slowest ${max(quiet).toFixed(0)} ms of ${quiet.length}`);
  console.log(
    `  health during: slowest ${max(during).toFixed(0)} ms of ${during.length} (target < 1000 ms)`,
  );
} finally {
  await server.stop();
  rmSync(data, { recursive: true, force: true });
}
