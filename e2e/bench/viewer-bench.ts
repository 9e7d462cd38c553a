/**
 * `npm run bench:viewer` (also the last part of `npm run bench`): the PDF viewer in Chromium. It
 * opens a generated 500-page text PDF on /playground and reports the time to the first page, and
 * the memory after scrolling to the end, beside a 5-page PDF opened the same way. It measures and
 * reports; it never fails because the machine is slow. It needs a built app: the npm script
 * builds first.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Report } from '../../packages/pdf/bench/report';
import { startTestServer } from '../server';
import { benchFirstPage } from './bench-first-page';
import { benchMemory } from './bench-memory';
import { CHROMIUM_PATH, launch, makePdf, signedInContext } from './viewer-session';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LARGE_PAGES = 500;
const SMALL_PAGES = 5;

function printMachine(report: Report) {
  report.section('Machine');
  const cpus = os.cpus();
  report.row('cpus', String(cpus.length), cpus[0]?.model ?? '', 'machine.cpus', cpus.length);
  const load = os.loadavg()[0] ?? 0;
  const busy = load > cpus.length / 2 ? 'busy before the start: figures may be noisy' : '';
  report.row('load average at start', load.toFixed(2), busy, 'machine.load_start', load);
}

async function main(): Promise<void> {
  if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: npm run build');
  }
  const report = new Report();
  printMachine(report);
  // The e2e tests' set-up: the built server on a free port with a fresh PGlite data directory.
  const server = await startTestServer();
  const browser = await launch();
  try {
    report.row('chromium', browser.version(), CHROMIUM_PATH, 'machine.chromium', browser.version());
    const small = makePdf(SMALL_PAGES);
    const large = makePdf(LARGE_PAGES);
    const context = await signedInContext(browser, server.baseUrl);
    await benchFirstPage(report, context, [small, large]);
    await benchMemory(report, browser, context, large);
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(report.json());
}

await main();
