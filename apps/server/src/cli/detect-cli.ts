import { ENGINE_NAMES, ENTITY_CATALOGUE, type TEngineName } from '@workbench/contracts';
import {
  boxesForRange,
  enginePage,
  filterSpans,
  runEngines,
  spreadValues,
  type EnginePlan,
  type Span,
} from '@workbench/detect';
import { PdfPool } from '@workbench/pdf';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createEngines } from '../detect/engines';
import { pdfWorkerFile } from '../pdf/pdf-worker-file';

const USAGE =
  'Usage: npm run detect -- [--engines fast,standard,advanced] [--threshold 0.5] FILE.pdf|FILE.txt|-';
const METHOD_ID: Record<TEngineName, 1 | 2 | 3> = { fast: 1, advanced: 2, standard: 3 };

/** Prints the entities of a PDF, a text file or standard input as JSON lines. */
async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      engines: { type: 'string', default: 'fast' },
      threshold: { type: 'string', default: '0.5' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [input] = positionals;
  if (values.help || !input || positionals.length > 1) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const plan = planFor(values.engines);
  const threshold = Number(values.threshold);
  if (!plan || !Number.isFinite(threshold) || threshold < 0 || threshold > 1) {
    console.error(`${USAGE}\n--engines takes fast, standard and advanced; --threshold 0 to 1`);
    return 2;
  }
  const loaded = loadConfig(process.env);
  if (!loaded.ok) {
    console.error(loaded.problems.join('\n'));
    return 2;
  }
  const engines = createEngines(loaded.config);
  const bytes = readFileSync(input === '-' ? 0 : input);
  const isPdf = bytes.subarray(0, 1024).includes('%PDF-');
  const pages = isPdf
    ? await pdfPages(bytes)
    : [{ page: undefined, text: bytes.toString('utf8'), words: [] }];
  const failed = new Set<string>();
  const found: { text: string; spans: Span[] }[] = [];
  for (const page of pages) {
    const result = await runEngines(page, plan, engines.byName);
    for (const failure of result.failures) {
      if (!failed.has(failure.engine)) console.error(`${failure.engine}: ${failure.message}`);
      failed.add(failure.engine);
    }
    found.push({ text: page.text, spans: filterSpans(result.spans, { threshold }) });
  }
  // A value found once is printed wherever else it stands, as the workspace marks it.
  for (const [index, spans] of spreadValues(found).entries()) {
    const page = pages[index]!;
    for (const span of spans) {
      const boxes = page.page === undefined ? [] : boxesForRange(page.words, span.start, span.end);
      const { start, end, text, entity_type, score, engine } = span;
      const line = {
        start,
        end,
        text,
        entity_type,
        score,
        engine,
        page: page.page,
        bbox: boxes[0],
        boxes: boxes.length > 1 ? boxes : undefined,
      };
      process.stdout.write(`${JSON.stringify(line)}\n`);
    }
  }
  return failed.size > 0 ? 1 : 0;
}

function planFor(list: string): EnginePlan | undefined {
  const names = list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (
    names.length === 0 ||
    !names.every((name) => (ENGINE_NAMES as readonly string[]).includes(name))
  )
    return undefined;
  return Object.fromEntries(
    names.map((name) => [name, ENTITY_CATALOGUE[METHOD_ID[name as TEngineName]]]),
  );
}

async function pdfPages(bytes: Buffer) {
  const pool = new PdfPool({ workerFile: pdfWorkerFile(), threads: 1, ocrEngine: 'auto' });
  try {
    const outcome = await pool.extract(bytes);
    if (!outcome.ok) throw new Error(outcome.error.message);
    return outcome.value.pages.map((page) => ({ page: page.page_number, ...enginePage(page) }));
  } finally {
    await pool.close();
  }
}

/**
 * Exits once standard output has taken every line: on a pipe whose reader is slower (`| jq`),
 * writes past the pipe's 64 KB wait in the process, and `process.exit` alone would drop them.
 */
function exitAfterOutput(code: number): void {
  process.exitCode = code;
  process.stdout.write('', () => process.exit(code));
}

main(process.argv.slice(2)).then(exitAfterOutput, (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  exitAfterOutput(1);
});
