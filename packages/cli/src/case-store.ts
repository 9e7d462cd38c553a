import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { WithheldArea } from './redact-file';

const ZFile = z.object({
  pages: z.number().int(),
  withheld: z.array(
    z.object({ page: z.number().int(), code: z.string().nullable(), text: z.string() }),
  ),
});

const ZStore = z.object({ version: z.literal(1), files: z.record(z.string(), ZFile) });

export const CASE_STORE_NAME = '.workbench-case.json';

/**
 * What a case needs of each redacted file, by the SHA-256 of its input (decision 0090): its
 * pages and the areas withheld with their codes and texts, so a resumed run still drafts the
 * whole decision and checks it for consistency. It lives in the run folder like the manifest and
 * holds withheld text: it is the caseworker's, never to be released.
 */
export async function openCaseStore(outDir: string) {
  const file = path.join(outDir, CASE_STORE_NAME);
  let files: Record<string, z.infer<typeof ZFile>> = {};
  if (existsSync(file)) {
    const parsed = ZStore.safeParse(JSON.parse(await readFile(file, 'utf8')));
    if (!parsed.success) throw new Error(`${file} is not a case file this command wrote`);
    files = parsed.data.files;
  }
  let saving = Promise.resolve();
  return {
    get: (sha256: string) => files[sha256],
    record(sha256: string, pages: number, withheld: WithheldArea[]): Promise<void> {
      files = { ...files, [sha256]: { pages, withheld } };
      const text = `${JSON.stringify({ version: 1, files }, null, 2)}\n`;
      saving = saving.then(async () => {
        await writeFile(`${file}.tmp`, text);
        await rename(`${file}.tmp`, file);
      });
      return saving;
    },
  };
}

export type CaseStore = Awaited<ReturnType<typeof openCaseStore>>;
