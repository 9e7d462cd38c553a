import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, rmdir, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';

export const PARTIAL_FOLDER = '.workbench-partial';

/** The steps of a file whose answers are kept until the file is done. */
export type Step = 'detect' | 'search' | 'patterns';

/**
 * The answers a file has had so far (detection, searches), kept until its redacted copy is
 * written: a run stopped while a file was half done resumes from its last finished call rather
 * than asking (and paying) again. Keyed by the input's hash and the rules, so changed rules start
 * afresh. The answers quote the sensitive text the server found, so each file's entry is deleted
 * as soon as the file is done, and the folder once it is empty.
 */
export function createPartialResults(outDir: string, rules: unknown) {
  const folder = path.join(outDir, PARTIAL_FOLDER);
  const rulesHash = createHash('sha256').update(JSON.stringify(rules)).digest('hex').slice(0, 16);
  const fileOf = (sha256: string) => path.join(folder, `${sha256}-${rulesHash}.json`);

  async function read(sha256: string): Promise<Partial<Record<Step, unknown>>> {
    try {
      return JSON.parse(await readFile(fileOf(sha256), 'utf8')) as Partial<Record<Step, unknown>>;
    } catch {
      return {};
    }
  }

  return {
    /** Changes with the rules: the server's idempotency keys carry it. */
    rulesHash,

    async load(sha256: string, step: Step): Promise<unknown> {
      return (await read(sha256))[step];
    },

    async save(sha256: string, step: Step, answer: unknown): Promise<void> {
      await mkdir(folder, { recursive: true });
      const saved = { ...(await read(sha256)), [step]: answer };
      await writeFile(`${fileOf(sha256)}.tmp`, JSON.stringify(saved));
      await rename(`${fileOf(sha256)}.tmp`, fileOf(sha256));
    },

    async clear(sha256: string): Promise<void> {
      await rm(fileOf(sha256), { force: true });
    },

    /** Removes the folder when nothing is left in it (a run that finished every file). */
    async tidy(): Promise<void> {
      await rmdir(folder).catch(() => undefined);
    },
  };
}

export type PartialResults = ReturnType<typeof createPartialResults>;
