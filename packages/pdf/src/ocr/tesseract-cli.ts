import { spawn } from 'node:child_process';
import { createAbortError, readPngSize, toOcrWord } from './ocr-geometry';
import { OCR_LANGUAGES, type OcrLine, type OcrRecognizeOptions } from './ocr-types';

const PROBE_TIMEOUT_MS = 10_000;
const TSV_WORD_LEVEL = '5';

interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runTesseract(
  binary: string,
  args: string[],
  input: Uint8Array | null,
  signal?: AbortSignal,
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(createAbortError());
    // Tesseract's OpenMP threads fight each other on a busy machine (5–10× slower); the caller
    // scales out with one engine per core instead.
    const env = { ...process.env, OMP_THREAD_LIMIT: '1' };
    const child = spawn(binary, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    const onAbort = () => {
      child.kill('SIGKILL');
      reject(createAbortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    // A child that dies early closes its stdin; the exit code reports why, not the EPIPE.
    child.stdin.on('error', () => undefined);
    child.on('error', (error) => {
      signal?.removeEventListener('abort', onAbort);
      reject(error);
    });
    child.on('close', (code) => {
      signal?.removeEventListener('abort', onAbort);
      resolve({
        code,
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
      });
    });
    child.stdin.end(input ?? undefined);
  });
}

/**
 * Returns the binary to use when `tesseract` (or `binaryPath`) runs and has both English and
 * Norwegian installed, else null.
 */
export async function findTesseract(binaryPath = 'tesseract'): Promise<string | null> {
  try {
    const result = await runTesseract(
      binaryPath,
      ['--list-langs'],
      null,
      AbortSignal.timeout(PROBE_TIMEOUT_MS),
    );
    if (result.code !== 0) return null;
    // Older versions print the list on stderr; the first line is a heading.
    const listed = new Set(
      `${result.stdout}\n${result.stderr}`.split(/\r?\n/).map((line) => line.trim()),
    );
    return OCR_LANGUAGES.every((lang) => listed.has(lang)) ? binaryPath : null;
  } catch {
    return null;
  }
}

/** Parses Tesseract's TSV output into lines of words in reading order. */
export function parseTesseractTsv(tsv: string, dpi: number, png: Uint8Array): OcrLine[] {
  const image = readPngSize(png);
  const lines: OcrLine[] = [];
  let currentKey = '';
  let current: OcrLine = [];
  for (const row of tsv.split(/\r?\n/)) {
    const cells = row.split('\t');
    if (cells[0] !== TSV_WORD_LEVEL || cells.length < 12) continue;
    const [, , block, par, line, , left, top, width, height, conf] = cells.map(Number);
    const key = `${block}:${par}:${line}`;
    if (key !== currentKey) {
      if (current.length > 0) lines.push(current);
      current = [];
      currentKey = key;
    }
    const x0 = left ?? 0;
    const y0 = top ?? 0;
    const box = { x0, y0, x1: x0 + (width ?? 0), y1: y0 + (height ?? 0) };
    const word = toOcrWord(cells.slice(11).join('\t'), box, conf ?? 0, dpi, image);
    if (word) current.push(word);
  }
  if (current.length > 0) lines.push(current);
  return lines;
}

/** Recognises one PNG with the Tesseract binary; aborting kills the process. */
export async function recognizeWithCli(
  binary: string,
  png: Uint8Array,
  { dpi, signal }: OcrRecognizeOptions,
): Promise<OcrLine[]> {
  const args = ['stdin', 'stdout', '-l', OCR_LANGUAGES.join('+'), '--psm', '3', '--dpi'];
  args.push(String(Math.round(dpi)), 'tsv');
  const result = await runTesseract(binary, args, png, signal);
  if (result.code !== 0) {
    const detail = result.stderr.trim() || `exit code ${String(result.code)}`;
    throw new Error(`tesseract failed: ${detail}`);
  }
  return parseTesseractTsv(result.stdout, dpi, png);
}
