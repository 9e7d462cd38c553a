import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { SOURCE_FORMATS, pdfNameOf } from '@workbench/contracts';

/**
 * An input file, its path relative to the folder it was found in (how the run names it), and
 * where its redacted copy goes relative to the output folder: a PDF whatever the input was.
 */
export type Input = { path: string; relative: string; output: string };

/** The extensions of every format the server opens (PDFs, and images it converts). */
const OPENED = new RegExp(
  `\\.(?:${Object.values(SOURCE_FORMATS)
    .flatMap((format) => format.extensions)
    .join('|')})$`,
  'i',
);

/**
 * The files to redact: every PDF or image under a folder (its sub-folders kept in the output),
 * and each file named on its own whatever its extension (the server says if it opens it).
 */
export async function collectFiles(args: readonly string[]): Promise<Input[]> {
  const inputs: Input[] = [];
  for (const arg of args) {
    const info = await stat(arg).catch(() => undefined);
    if (info === undefined) throw new Error(`No such file or folder: ${arg}`);
    if (info.isDirectory()) {
      for (const relative of await filesUnder(arg))
        inputs.push({ path: path.join(arg, relative), relative, output: relative });
    } else {
      inputs.push({ path: arg, relative: path.basename(arg), output: path.basename(arg) });
    }
  }
  return unique(inputs);
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && OPENED.test(entry.name))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort((a, b) => a.localeCompare(b));
}

/**
 * Two inputs of one name get distinct names (a.pdf, a-2.pdf), and so do two outputs (scan.tif and
 * scan.pdf both become PDFs: scan.pdf, scan-2.pdf); a file named twice runs once.
 */
function unique(inputs: Input[]): Input[] {
  const seenPaths = new Set<string>();
  const takenInputs = new Set<string>();
  const takenOutputs = new Set<string>();
  const result: Input[] = [];
  for (const input of inputs) {
    const resolved = path.resolve(input.path);
    if (seenPaths.has(resolved)) continue;
    seenPaths.add(resolved);
    const relative = free(input.relative, takenInputs);
    result.push({ ...input, relative, output: free(pdfNameOf(relative), takenOutputs) });
  }
  return result;
}

function free(name: string, taken: Set<string>): string {
  let candidate = name;
  const { dir, name: base, ext } = path.parse(name);
  for (let n = 2; taken.has(candidate.toLowerCase()); n++)
    candidate = path.join(dir, `${base}-${n}${ext}`);
  taken.add(candidate.toLowerCase());
  return candidate;
}
