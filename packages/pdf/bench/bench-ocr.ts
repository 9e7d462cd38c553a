import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readDocumentText, recognisePage } from '../src/engine/document-text';
import { openPdf } from '../src/engine/open-pdf';
import { createOcrEngine, findTesseract, type OcrEngine } from '../src/ocr';
import { median, timeAsync } from './measure';
import { tesseractTsvMs } from './native';
import { blankPng, DPI, renderFirstPage, unpackJsModels } from './ocr-inputs';
import { formatMs, formatRatio, verdict, type Report } from './report';

const RUNS = 3;
const RATIO_TARGET = 1.2;

async function recognizeMs(engine: OcrEngine, png: Uint8Array): Promise<[number, number]> {
  const { ms, value } = await timeAsync(() => engine.recognize(png, { dpi: DPI }));
  return [ms, value.reduce((sum, line) => sum + line.length, 0)];
}

type Engines = { cli: OcrEngine | null; js: OcrEngine };
type Times = Record<'native' | 'nativeBestInt' | 'cli' | 'js', number[]>;

/** `RUNS` rounds of every backend on the same PNG, alternating so machine load hits all alike. */
async function runRounds(engines: Engines, png: Uint8Array, pngFile: string, models: string) {
  const times: Times = { native: [], nativeBestInt: [], cli: [], js: [] };
  const words = { cli: 0, js: 0 };
  for (let run = 0; run < RUNS; run++) {
    if (engines.cli) {
      times.native.push(tesseractTsvMs(pngFile));
      times.nativeBestInt.push(tesseractTsvMs(pngFile, models));
      const [ms, count] = await recognizeMs(engines.cli, png);
      times.cli.push(ms);
      words.cli = count;
    }
    const [ms, count] = await recognizeMs(engines.js, png);
    times.js.push(ms);
    words.js = count;
  }
  const seconds = (list: number[]) => (list.length > 0 ? median(list) / 1000 : null);
  return {
    native: seconds(times.native),
    nativeBestInt: seconds(times.nativeBestInt),
    cli: seconds(times.cli),
    js: seconds(times.js),
    words,
  };
}

function secondsRow(
  report: Report,
  label: string,
  seconds: number | null,
  note: string,
  key: string,
) {
  if (seconds === null) report.row(label, 'not installed', '', key, null);
  else report.row(label, `${seconds.toFixed(2)} s/page`, note, key, seconds);
}

function ratioRow(
  report: Report,
  label: string,
  ours: number | null,
  native: number | null,
  key: string,
) {
  if (ours === null || native === null) return report.row(label, 'n/a', 'not installed');
  const ratio = ours / native;
  report.row(label, formatRatio(ratio), verdict(ratio, RATIO_TARGET, '×'), key, ratio);
}

/** Figure 4: OCR seconds per page at 300 dpi, our two backends against the bare Tesseract CLI. */
export async function benchOcr(report: Report, file: string, bytes: Uint8Array, workDir: string) {
  report.section(`4. OCR at ${DPI} dpi — ${path.basename(file)}, page 1`);
  const { png, ms: renderMs } = renderFirstPage(bytes);
  const pngFile = path.join(workDir, 'page-300dpi.png');
  writeFileSync(pngFile, png);
  const size = `${Math.round(png.length / 1024)} KB PNG`;
  report.row('render page (renderPageForOcr)', formatMs(renderMs), size, 'ocr.render_ms', renderMs);

  const hasCli = (await findTesseract()) !== null;
  const js = await createOcrEngine({ engine: 'js' });
  const cli = hasCli ? await createOcrEngine({ engine: 'cli' }) : null;
  try {
    const start = await timeAsync(() => js.recognize(blankPng(), { dpi: DPI }));
    const startNote = 'eng+nor, excluded below';
    report.row(
      'tesseract.js worker start (one-off)',
      formatMs(start.ms),
      startNote,
      'ocr.js_start_ms',
      start.ms,
    );
    const models = hasCli ? await unpackJsModels(workDir) : '';
    const result = await runRounds({ cli, js }, png, pngFile, models);
    const runs = `median of ${RUNS}`;
    secondsRow(
      report,
      'native tesseract CLI (OMP_THREAD_LIMIT=1)',
      result.native,
      `${runs}, Debian models`,
      'ocr.native_s_per_page',
    );
    secondsRow(
      report,
      'native tesseract CLI, best_int models',
      result.nativeBestInt,
      `${runs}, tesseract.js's models`,
      'ocr.native_best_int_s_per_page',
    );
    secondsRow(
      report,
      'ours, CLI backend',
      result.cli,
      `${runs}, ${result.words.cli} words`,
      'ocr.cli_s_per_page',
    );
    secondsRow(
      report,
      'ours, tesseract.js backend',
      result.js,
      `${runs}, ${result.words.js} words`,
      'ocr.js_s_per_page',
    );
    ratioRow(
      report,
      'ratio ours CLI / native',
      result.cli,
      result.native,
      'ocr.ratio_cli_vs_native',
    );
    ratioRow(
      report,
      'ratio ours tesseract.js / native',
      result.js,
      result.native,
      'ocr.ratio_js_vs_native',
    );
    const sameModel = 'ratio ours tesseract.js / native, same model';
    ratioRow(report, sameModel, result.js, result.nativeBestInt, 'ocr.ratio_js_vs_native_best_int');
    if (cli) {
      const document = openPdf(bytes);
      const whole = await timeAsync(async () => {
        const { ocrNeeded } = readDocumentText(document, { ocrPages: new Map() });
        const recognised = [];
        for (const page of ocrNeeded) recognised.push(await recognisePage(document, page, cli));
        return recognised;
      });
      document.destroy();
      const note = `${whole.value.length} page(s), render included`;
      report.row(
        'readDocumentText, CLI OCR, whole file',
        formatMs(whole.ms),
        note,
        'ocr.cli_document_ms',
        whole.ms,
      );
    }
  } finally {
    await Promise.all([js.close(), cli?.close()]);
  }
}
