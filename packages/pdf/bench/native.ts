import { execFileSync, spawnSync } from 'node:child_process';
import { timeSync } from './measure';

/** The native reference tools the figures are compared with. */
export const NATIVE_TOOLS = {
  mutool: ['-v'],
  pdftotext: ['-v'],
  tesseract: ['--version'],
} as const;

export type NativeTool = keyof typeof NATIVE_TOOLS;

/** The first line the tool prints about its version, or null when it is not installed. */
export function toolVersion(tool: NativeTool): string | null {
  const result = spawnSync(tool, NATIVE_TOOLS[tool], { encoding: 'utf8', timeout: 10_000 });
  if (result.error) return null;
  const output = `${result.stdout}\n${result.stderr}`.trim();
  return output.split('\n')[0]?.trim() ?? tool;
}

/** Wall time of one run of a native command, process start and exit included, in ms. */
export function timeCommand(
  command: string,
  args: readonly string[],
  env: Record<string, string> = {},
): number {
  return timeSync(() =>
    execFileSync(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'ignore'],
      maxBuffer: 256 * 1024 * 1024,
    }),
  ).ms;
}

/** One run of `mutool draw -F stext`: MuPDF's own structured text, the work of our words pass. */
export function mutoolStextMs(file: string): number {
  return timeCommand('mutool', ['draw', '-q', '-F', 'stext', '-o', '/dev/null', file]);
}

/** One run of Poppler's plain-text extraction, for a second opinion. */
export function pdftotextMs(file: string): number {
  return timeCommand('pdftotext', [file, '/dev/null']);
}

/**
 * One run of the bare Tesseract CLI on a PNG, single-threaded as our CLI backend runs it; with
 * `tessdataDir`, on other models than the system's.
 */
export function tesseractTsvMs(png: string, tessdataDir?: string): number {
  const models = tessdataDir ? ['--tessdata-dir', tessdataDir] : [];
  return timeCommand('tesseract', [...models, png, 'stdout', '-l', 'eng+nor', 'tsv'], {
    OMP_THREAD_LIMIT: '1',
  });
}
