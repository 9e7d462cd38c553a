import '../src/node-host';
import { performance } from 'node:perf_hooks';
import { loadNerTagger } from '../src/ner';
import { englishHeldOut, loadNorne } from './ner/datasets';

/*
 * Measures the tagger: model load time and milliseconds per 500-word page, on pages built from
 * held-out Norwegian sentences and from the generated English held-out texts.
 * Run with `npx tsx packages/detect/scripts/bench-ner.ts`.
 */
const PAGE_WORDS = 500;
const ROUNDS = 200;

/** Joins texts into pages of about PAGE_WORDS words, with line breaks as PDF text has. */
function pages(texts: readonly string[]): string[] {
  const result: string[] = [];
  let page: string[] = [];
  let words = 0;
  for (const text of texts) {
    page.push(text);
    words += text.split(/\s+/).length;
    if (words >= PAGE_WORDS) {
      result.push(page.join('\n'));
      page = [];
      words = 0;
    }
  }
  return result;
}

const loadStart = performance.now();
const tagger = loadNerTagger();
console.log(`load: ${(performance.now() - loadStart).toFixed(0)} ms`);

const { bokmaal, nynorsk } = loadNorne();
const sets = {
  norwegian: pages([...bokmaal, ...nynorsk].map((s) => s.text)),
  english: pages(englishHeldOut().map((t) => t.text)),
};
for (const [name, set] of Object.entries(sets)) {
  for (const page of set.slice(0, 20)) tagger.tag(page);
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  for (let round = 0; round < ROUNDS; round++) tagger.tag(set[round % set.length] ?? '');
  const ms = (performance.now() - start) / ROUNDS;
  const cpu = process.cpuUsage(cpuStart);
  // CPU time is the steadier figure on a shared machine, where wall time includes waiting.
  const cpuMs = (cpu.user + cpu.system) / 1000 / ROUNDS;
  console.log(
    `${name}: ${ms.toFixed(2)} ms wall, ${cpuMs.toFixed(2)} ms CPU per ~${PAGE_WORDS}-word page` +
      ` (${(1000 / cpuMs).toFixed(0)} pages per CPU-second)`,
  );
}
