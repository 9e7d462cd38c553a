/**
 * `npm run bench`: the PDF engine's performance figures (words, search, redaction, OCR, batch
 * memory) against the native tools, printed as a table and one JSON line at the end. It measures
 * and reports; it never fails because the machine is slow.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { raw } from '../src/engine/mupdf';
import { benchConvert } from './bench-convert';
import { benchOcr } from './bench-ocr';
import { benchPool } from './bench-pool';
import { benchRedact } from './bench-redact';
import { benchSearch } from './bench-search';
import { benchWords, type NativeAvailability } from './bench-words';
import { makeTextPdf } from './make-text-pdf';
import { timeSync } from './measure';
import { toolVersion } from './native';
import { formatMs, Report } from './report';

const CORPUS = '/work/shared/corpus/pdfs';
const TEXT_REPORT = path.join(CORPUS, 'text-report_134-pages_reportlab-userguide.pdf');
const SCANNED = path.join(CORPUS, 'scanned_image-only_book-page_public-domain.pdf');
const GENERATED_PAGES = 200;

async function mupdfVersion(): Promise<string> {
  const entry = fileURLToPath(import.meta.resolve('mupdf'));
  const packageJson = path.join(path.dirname(entry), '..', 'package.json');
  const parsed = JSON.parse(await readFile(packageJson, 'utf8')) as { version?: string };
  return parsed.version ?? 'unknown';
}

async function printMachine(report: Report): Promise<NativeAvailability> {
  report.section('Machine');
  const cpus = os.cpus();
  const mupdf = await mupdfVersion();
  report.row('cpus', String(cpus.length), cpus[0]?.model ?? '', 'machine.cpus', cpus.length);
  report.row('memory', `${Math.round(os.totalmem() / 2 ** 30)} GB`);
  loadRow(report, 'load average at start', 'start');
  report.row(
    'node',
    process.version,
    `${os.platform()} ${os.arch()}`,
    'machine.node',
    process.version,
  );
  report.row(
    'mupdf (npm, WASM)',
    mupdf,
    raw ? 'raw stext accessors on' : 'public API walk',
    'machine.mupdf',
    mupdf,
  );
  const versions = {
    mutool: toolVersion('mutool'),
    pdftotext: toolVersion('pdftotext'),
    tesseract: toolVersion('tesseract'),
  };
  for (const [tool, version] of Object.entries(versions))
    report.row(
      tool,
      version === null ? 'not installed' : 'installed',
      version ?? '',
      `machine.${tool}`,
      version,
    );
  return { mutool: versions.mutool !== null, pdftotext: versions.pdftotext !== null };
}

/** The 1-minute load average before the start: other work on the machine slows every figure. */
function loadRow(report: Report, label: string, key: string): void {
  const load = os.loadavg()[0] ?? 0;
  const busy = load > os.cpus().length / 2;
  const note = busy ? 'busy before the start: figures may be noisy' : '';
  report.row(label, load.toFixed(2), note, `machine.load_${key}`, load);
}

/** Runs one figure; a failure is printed and the other figures still run. */
async function section(report: Report, name: string, run: () => unknown): Promise<void> {
  try {
    await run();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    report.row(
      `${name} FAILED`,
      'error',
      message.slice(0, 300),
      `error.${name}`,
      message.slice(0, 300),
    );
    process.exitCode = 1;
  }
}

async function main(): Promise<void> {
  const report = new Report();
  const started = performance.now();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'workbench-bench-'));
  try {
    const native = await printMachine(report);
    const corpus = new Uint8Array(readFileSync(TEXT_REPORT));
    await section(report, 'words_corpus', () =>
      benchWords(
        report,
        { key: 'corpus', title: path.basename(TEXT_REPORT), file: TEXT_REPORT, bytes: corpus },
        native,
      ),
    );
    const made = timeSync(() => makeTextPdf({ pages: GENERATED_PAGES }));
    const generated = made.value;
    const generatedFile = path.join(workDir, `generated-${GENERATED_PAGES}-pages.pdf`);
    writeFileSync(generatedFile, generated);
    const title = `generated ${GENERATED_PAGES}-page text PDF (${Math.round(generated.length / 1024)} KB, made in ${formatMs(made.ms)})`;
    await section(report, 'words_generated', () =>
      benchWords(
        report,
        { key: 'generated', title, file: generatedFile, bytes: generated },
        native,
      ),
    );
    await section(report, 'search', () => benchSearch(report, generated));
    await section(report, 'redact_generated', () =>
      benchRedact(report, {
        key: 'generated',
        title: `generated ${GENERATED_PAGES}-page PDF, 50 areas/page`,
        bytes: generated,
      }),
    );
    await section(report, 'redact_corpus', () =>
      benchRedact(report, {
        key: 'corpus',
        title: `${path.basename(TEXT_REPORT)}, 50 areas/page`,
        bytes: corpus,
      }),
    );
    await section(report, 'ocr', async () =>
      benchOcr(report, SCANNED, new Uint8Array(await readFile(SCANNED)), workDir),
    );
    await section(report, 'pool', () => benchPool(report, workDir));
    await section(report, 'convert', () => benchConvert(report, workDir));
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  const totalMs = performance.now() - started;
  report.section('Done');
  report.row('benchmark wall time', formatMs(totalMs), '', 'bench.total_ms', totalMs);
  console.log(report.json());
}

await main();
