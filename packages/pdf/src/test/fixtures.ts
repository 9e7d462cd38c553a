/*
 * Test files read the same way in both of the engine's test projects: `unit` (Node: the file
 * system) and `engine-browser` (Chromium: Vitest's readFile command and the project's
 * listFixtures command, which run on the test server's side). Paths are relative to the
 * repository root, which is Vitest's root in both.
 */

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** The names in a folder (vitest.engine-browser.config.ts). */
    listFixtures: (pathFromRoot: string) => Promise<string[]>;
  }
}

/** Whether the test runs in the engine-browser project (Chromium) rather than in Node. */
export const IS_BROWSER = 'document' in globalThis;

const ROOT = new URL('../../../../', import.meta.url);

/** The bytes of a file under the repository root (or beside it: `../shared/corpus`). */
export async function readFixture(pathFromRoot: string): Promise<Uint8Array> {
  if (IS_BROWSER) {
    const { commands } = await import('vitest/browser');
    const base64 = await commands.readFile(pathFromRoot, { encoding: 'base64' });
    const response = await fetch(`data:application/octet-stream;base64,${base64}`);
    return new Uint8Array(await response.arrayBuffer());
  }
  const { readFile } = await import('node:fs/promises');
  return new Uint8Array(await readFile(new URL(pathFromRoot, ROOT)));
}

/** The names in a folder under the repository root, sorted. */
export async function listFixtures(pathFromRoot: string): Promise<string[]> {
  if (IS_BROWSER) {
    const { commands } = await import('vitest/browser');
    return (await commands.listFixtures(pathFromRoot)).sort();
  }
  const { readdir } = await import('node:fs/promises');
  return (await readdir(new URL(pathFromRoot, ROOT))).sort();
}

/** The names of the shared corpus's test PDFs. */
export function listCorpus(): Promise<string[]> {
  return listFixtures('../shared/corpus/pdfs/');
}

/** A file of the shared corpus's test PDFs (`../shared/corpus/pdfs`). */
export function readCorpus(name: string): Promise<Uint8Array> {
  return readFixture(`../shared/corpus/pdfs/${name}`);
}

/** A real-world file of `../shared/corpus/pdfs-real`. */
export function readRealCorpus(name: string): Promise<Uint8Array> {
  return readFixture(`../shared/corpus/pdfs-real/${name}`);
}
