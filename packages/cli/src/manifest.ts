import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const ZEntry = z.object({
  file: z.string(),
  output: z.string(),
  pages: z.number().int(),
  areas: z.number().int(),
  by_type: z.record(z.string(), z.number().int()),
  by_code: z.record(z.string(), z.number().int()),
  finished_at: z.string(),
});
export type ManifestEntry = z.infer<typeof ZEntry>;

const ZManifest = z.object({
  version: z.literal(1),
  /** Names the run across its resumptions: the server's idempotency keys start with it. */
  run_id: z.string().optional(),
  files: z.record(z.string(), ZEntry),
});

export const MANIFEST_NAME = '.workbench-manifest.json';

/**
 * The files an output folder already holds, by the SHA-256 of their input: a run that was
 * stopped resumes by skipping them (their output still there), whatever their names now. Saved
 * after every file, through a temporary file and a rename, so a kill leaves the old or the new.
 * The run's id is saved at once: a run resumed after a kill before any file was done still
 * sends the idempotency keys of its first calls (decision 0041).
 */
export async function openManifest(outDir: string) {
  const file = path.join(outDir, MANIFEST_NAME);
  let files: Record<string, ManifestEntry> = {};
  let runId: string | undefined;
  if (existsSync(file)) {
    const parsed = ZManifest.safeParse(JSON.parse(await readFile(file, 'utf8')));
    if (!parsed.success) throw new Error(`${file} is not a manifest this command wrote`);
    files = parsed.data.files;
    runId = parsed.data.run_id;
  }
  const run = runId ?? randomUUID().replaceAll('-', '');
  let saving = Promise.resolve();
  const save = () => {
    const text = `${JSON.stringify({ version: 1, run_id: run, files }, null, 2)}\n`;
    saving = saving.then(async () => {
      await writeFile(`${file}.tmp`, text);
      await rename(`${file}.tmp`, file);
    });
    return saving;
  };
  if (runId === undefined) await save();

  return {
    runId: run,

    /** The earlier result for this input, when its output is still there. */
    done(sha256: string): ManifestEntry | undefined {
      const entry = files[sha256];
      return entry !== undefined && existsSync(path.join(outDir, entry.output)) ? entry : undefined;
    },

    record(sha256: string, entry: ManifestEntry): Promise<void> {
      files = { ...files, [sha256]: entry };
      return save();
    },
  };
}

export type Manifest = Awaited<ReturnType<typeof openManifest>>;
