import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { textViews } from './pdf-text-views';

/**
 * What independent tools find of `words` in a PDF: qpdf with every stream decoded (images and
 * fonts too, `--decode-level=all`), that output read every way a secret can hide (pdf-text-views:
 * strings in any encoding, names, markup, URLs, CMaps, glyph procedures, font tables, ICC tags,
 * embedded PDFs), pdftotext and mutool's text output. Empty when none of them finds any word.
 * Texts are compared as a person reads them (`squash`): compatibility forms as their letters,
 * case, white space and invisible characters ignored, right-to-left overrides read in the order
 * shown; and anywhere, not only on word boundaries (a certificate's DER has a tag byte after each
 * string).
 */
export function findWithTools(pdf: Uint8Array, words: readonly string[]): string[] {
  return withFile(pdf, (file) => {
    const decoded = qpdfDecoded(file);
    const outputs = [
      { name: 'qpdf', text: decoded.toString('latin1') },
      { name: 'pdftotext', text: run('pdftotext', ['-enc', 'UTF-8', file, '-']) },
      { name: 'mutool', text: run('mutool', ['draw', '-q', '-F', 'txt', '-o', '-', file]) },
      ...[...textViews(decoded, openNestedPdf)].map((view) => ({
        name: `qpdf ${view.name}`,
        text: view.text,
      })),
    ];
    return outputs.flatMap(({ name, text }) => {
      const squashed = squash(text) + '\n' + squash(shownOrder(text));
      return words
        .filter((word) => squashed.includes(squash(word)))
        .map((word) => `${name} found "${word}"`);
    });
  });
}

/** A text as a person reads it: NFKC, lower case, no white space, no invisible characters. */
export function squash(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\s\p{Cf}]+/gu, '')
    .toLowerCase();
}

/** Each run after a right-to-left override (U+202E) reversed, as a viewer shows it. */
function shownOrder(text: string): string {
  return text.replace(/\u202e([^\u202a-\u202e\u2066-\u2069\n]*)/gu, (_, run: string) =>
    Array.from(run).reverse().join(''),
  );
}

function withFile<T>(pdf: Uint8Array, use: (file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'wb-check-'));
  try {
    const file = path.join(dir, 'in.pdf');
    writeFileSync(file, pdf);
    return use(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every object of the file, object streams unpacked and every stream decoded, as qpdf writes it. */
function qpdfDecoded(file: string): Buffer {
  const decoded = `${file}.qdf`;
  run('qpdf', [
    '--qdf',
    '--object-streams=disable',
    '--decode-level=all',
    '--stream-data=uncompress',
    file,
    decoded,
  ]);
  return readFileSync(decoded);
}

/** A stream that is itself a PDF, decoded the same way; nothing when qpdf cannot read it. */
function openNestedPdf(bytes: Buffer): Buffer | undefined {
  try {
    return withFile(bytes, qpdfDecoded);
  } catch {
    return undefined;
  }
}

function run(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, {
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 256 * 1024 * 1024,
    }).toString('latin1');
  } catch (error) {
    // qpdf exits with 3 for warnings only, mutool with 1 when a file has broken parts: what
    // they read is there all the same.
    const { status, stdout } = error as { status?: number; stdout?: Buffer };
    if ((command === 'qpdf' && status === 3) || (command !== 'qpdf' && stdout)) {
      return stdout?.toString('latin1') ?? '';
    }
    throw error;
  }
}

/**
 * What Tesseract reads of `words` in the pictures a PDF holds (each image as pdfimages writes
 * it, whatever draws over it): a picture of a name under a white box is still the name.
 */
export function findInPictures(pdf: Uint8Array, words: readonly string[]): string[] {
  return withFile(pdf, (file) => {
    const folder = path.dirname(file);
    run('pdfimages', ['-png', file, path.join(folder, 'picture')]);
    const pictures = readdirSync(folder).filter((name) => name.startsWith('picture'));
    return pictures.flatMap((name) => {
      const text = squash(run('tesseract', [path.join(folder, name), '-', '-l', 'eng']));
      return words
        .filter((word) => text.includes(squash(word)))
        .map((word) => `${name} shows "${word}"`);
    });
  });
}

/**
 * What Tesseract reads of `words` on the pages of a PDF as poppler draws them: glyphs no text
 * extraction can map to letters still show what they are.
 */
export function findOnRenderedPages(pdf: Uint8Array, words: readonly string[]): string[] {
  return withFile(pdf, (file) => {
    const folder = path.dirname(file);
    run('pdftoppm', ['-r', '150', '-gray', '-png', file, path.join(folder, 'rendered')]);
    const pages = readdirSync(folder).filter((name) => name.startsWith('rendered'));
    return pages.flatMap((name) => {
      const text = squash(run('tesseract', [path.join(folder, name), '-', '-l', 'eng']));
      return words
        .filter((word) => text.includes(squash(word)))
        .map((word) => `${name} shows "${word}"`);
    });
  });
}

/** The peak resident memory of a process so far (Linux VmHWM), in MB. */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
  return kilobytes ? Number(kilobytes) / 1024 : 0;
}
