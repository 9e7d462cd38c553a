import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** An input file and where its redacted copy goes, relative to the output folder. */
export type Input = { path: string; relative: string };

/**
 * The files to redact: every `.pdf` under a folder (its sub-folders kept in the output), and
 * each file named on its own whatever its extension (the server says if it is not a PDF).
 */
export async function collectFiles(args: readonly string[]): Promise<Input[]> {
  const inputs: Input[] = [];
  for (const arg of args) {
    const info = await stat(arg).catch(() => undefined);
    if (info === undefined) throw new Error(`No such file or folder: ${arg}`);
    if (info.isDirectory()) {
      for (const relative of await pdfsUnder(arg))
        inputs.push({ path: path.join(arg, relative), relative });
    } else {
      inputs.push({ path: arg, relative: path.basename(arg) });
    }
  }
  return unique(inputs);
}

async function pdfsUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.pdf$/i.test(entry.name))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort((a, b) => a.localeCompare(b));
}

/** Two inputs of one name get distinct outputs (a.pdf, a-2.pdf); a file named twice runs once. */
function unique(inputs: Input[]): Input[] {
  const seenPaths = new Set<string>();
  const taken = new Set<string>();
  const result: Input[] = [];
  for (const input of inputs) {
    const resolved = path.resolve(input.path);
    if (seenPaths.has(resolved)) continue;
    seenPaths.add(resolved);
    let relative = input.relative;
    const { dir, name, ext } = path.parse(relative);
    for (let n = 2; taken.has(relative.toLowerCase()); n++)
      relative = path.join(dir, `${name}-${n}${ext}`);
    taken.add(relative.toLowerCase());
    result.push({ ...input, relative });
  }
  return result;
}
