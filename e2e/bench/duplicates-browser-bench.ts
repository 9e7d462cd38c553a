/**
 * The second half of `npm run bench:duplicates`: the same duplicate-page benchmark
 * (apps/web/bench/duplicates-bench.ts) bundled by Vite and run in Chromium, where the workspace
 * runs the finder (in a worker there; the same engine). It prints what the bench prints.
 */
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { launch } from './viewer-session';

const ENTRY = path.resolve(import.meta.dirname, '../../apps/web/bench/duplicates-bench.ts');

async function bundle(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    build: { write: false, lib: { entry: ENTRY, formats: ['iife'], name: 'duplicatesBench' } },
  })) as Rolldown.RolldownOutput[];
  const chunk = output[0]!.output.find((item) => item.type === 'chunk');
  if (!chunk) throw new Error('Vite wrote no bundle of the benchmark');
  return chunk.code;
}

const browser = await launch();
try {
  const page = await browser.newPage();
  page.on('console', (message) => console.log(message.text()));
  console.log(`In Chromium ${browser.version()}:`);
  await page.addScriptTag({ content: await bundle() });
} finally {
  await browser.close();
}
