import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * What independent tools find of `words` in a PDF: qpdf with every stream decoded (images and
 * fonts too, `--decode-level=all`), pdftotext and mutool's text output. Empty when none of them
 * finds any word (case and spacing ignored).
 */
export function findWithTools(pdf: Uint8Array, words: readonly string[]): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'wb-check-'));
  try {
    const file = path.join(dir, 'in.pdf');
    const decoded = path.join(dir, 'decoded.pdf');
    writeFileSync(file, pdf);
    const run = (command: string, args: string[]) => {
      try {
        return execFileSync(command, args, { stdio: ['ignore', 'pipe', 'ignore'] }).toString(
          'latin1',
        );
      } catch (error) {
        // qpdf exits with 3 for warnings only, mutool with 1 when a file has broken parts: what
        // they read is there all the same.
        const { status, stdout } = error as { status?: number; stdout?: Buffer };
        if ((command === 'qpdf' && status === 3) || (command !== 'qpdf' && stdout)) {
          return stdout?.toString('latin1') ?? '';
        }
        throw error;
      }
    };
    run('qpdf', [
      '--qdf',
      '--object-streams=disable',
      '--decode-level=all',
      '--stream-data=uncompress',
      file,
      decoded,
    ]);
    const outputs = {
      qpdf: readFileSync(decoded).toString('latin1'),
      pdftotext: run('pdftotext', ['-enc', 'UTF-8', file, '-']),
      mutool: run('mutool', ['draw', '-q', '-F', 'txt', '-o', '-', file]),
    };
    const squash = (text: string) => text.replace(/\s+/g, '').toLowerCase();
    return Object.entries(outputs).flatMap(([tool, text]) =>
      words
        .filter((word) => squash(text).includes(squash(word)))
        .map((word) => `${tool} found "${word}"`),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The peak resident memory of a process so far (Linux VmHWM), in MB. */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
  return kilobytes ? Number(kilobytes) / 1024 : 0;
}
