import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Runs an independent PDF tool (poppler-utils, qpdf) on bytes through a temporary file. */
function withFile<T>(bytes: Uint8Array, run: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'wb-pdf-'));
  const file = path.join(dir, 'in.pdf');
  writeFileSync(file, bytes);
  try {
    return run(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const pdftotext = (bytes: Uint8Array) =>
  withFile(bytes, (file) =>
    execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], {
      maxBuffer: 256 * 1024 * 1024,
    }).toString('utf8'),
  );

/** `qpdf --check` passes (exit 0, or 3 for warnings only). */
export function qpdfCheck(bytes: Uint8Array): boolean {
  return withFile(bytes, (file) => {
    try {
      execFileSync('qpdf', ['--check', file], { stdio: 'pipe' });
      return true;
    } catch (error) {
      return (error as { status?: number }).status === 3;
    }
  });
}

/** Every object of the file, streams inflated and object streams unpacked, as Latin-1 text. */
export function qpdfUncompressed(bytes: Uint8Array): string {
  return withFile(bytes, (file, dir) => {
    const out = path.join(dir, 'out.pdf');
    try {
      execFileSync(
        'qpdf',
        ['--qdf', '--object-streams=disable', '--stream-data=uncompress', file, out],
        { stdio: 'pipe' },
      );
    } catch (error) {
      if ((error as { status?: number }).status !== 3) throw error;
    }
    return readFileSync(out).toString('latin1');
  });
}

/** `pdfimages -list` rows: one per image drawn in the file. */
export const pdfImages = (bytes: Uint8Array) =>
  withFile(bytes, (file) =>
    execFileSync('pdfimages', ['-list', file]).toString().trim().split('\n').slice(2),
  );

/** The first page rendered in grey by poppler at `dpi`, as a PGM: width, height, pixels. */
export function renderGray(
  bytes: Uint8Array,
  dpi: number,
): { width: number; height: number; pixels: Buffer } {
  return withFile(bytes, (file, dir) => {
    execFileSync('pdftoppm', [
      '-r',
      String(dpi),
      '-gray',
      '-f',
      '1',
      '-l',
      '1',
      file,
      path.join(dir, 'page'),
    ]);
    const pgm = readFileSync(
      execFileSync('sh', ['-c', `ls ${dir}/page*.pgm`])
        .toString()
        .trim(),
    );
    return parsePgm(pgm);
  });
}

/** Binary PGM: "P5", width, height, maxval separated by whitespace, then one byte per pixel. */
function parsePgm(pgm: Buffer): { width: number; height: number; pixels: Buffer } {
  const tokens: string[] = [];
  let at = 0;
  while (tokens.length < 4) {
    while (/\s/.test(String.fromCharCode(pgm[at]!))) at++;
    let token = '';
    while (!/\s/.test(String.fromCharCode(pgm[at]!))) token += String.fromCharCode(pgm[at++]!);
    tokens.push(token);
  }
  return { width: Number(tokens[1]), height: Number(tokens[2]), pixels: pgm.subarray(at + 1) };
}

/** The form fields qpdf reads from the file: full name and value (strings decoded). */
export function qpdfFields(bytes: Uint8Array): { name: string; value: string }[] {
  return withFile(bytes, (file) => {
    const json = JSON.parse(
      execFileSync('qpdf', ['--json', '--json-key=acroform', file]).toString('utf8'),
    ) as { acroform: { fields: { fullname: string; value: unknown }[] } };
    return json.acroform.fields.map((field) => ({
      name: field.fullname,
      value: typeof field.value === 'string' ? field.value.replace(/^u:/u, '') : '',
    }));
  });
}

/** What Tesseract reads on every page of a PDF rendered at 300 dpi (a scan's words). */
export const ocrText = (bytes: Uint8Array) =>
  withFile(bytes, (file, dir) => {
    execFileSync('pdftoppm', ['-r', '300', '-gray', '-png', file, path.join(dir, 'page')]);
    return readdirSync(dir)
      .filter((name) => name.startsWith('page') && name.endsWith('.png'))
      .sort()
      .map((name) =>
        execFileSync('tesseract', [path.join(dir, name), '-', '-l', 'eng'], {
          stdio: ['ignore', 'pipe', 'ignore'],
        }).toString('utf8'),
      )
      .join('\n');
  });

/** The number of pages pdfinfo reads. */
export const pdfPages = (bytes: Uint8Array) =>
  withFile(bytes, (file) =>
    Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file]).toString('utf8'))?.[1]),
  );
