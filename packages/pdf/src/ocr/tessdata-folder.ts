import { randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, symlink, unlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OCR_LANGUAGES } from './ocr-types';

/** LSTM-only integer models: the same ones the Debian packages ship, gzipped. */
const MODEL_FOLDER = '4.0.0_best_int';

const requireFromHere = createRequire(import.meta.url);

async function packageVersion(packageJsonPath: string): Promise<string> {
  const parsed = JSON.parse(await readFile(packageJsonPath, 'utf8')) as { version?: unknown };
  return typeof parsed.version === 'string' ? parsed.version : 'unknown';
}

/**
 * Links `target` at `linkPath` by renaming a fresh symlink over it: atomic, so threads and
 * processes preparing the folder at once never see a half-made link, and a link left by an
 * older checkout is replaced.
 */
async function linkAtomically(target: string, linkPath: string): Promise<void> {
  const temporary = `${linkPath}.${randomUUID()}.tmp`;
  await symlink(target, temporary);
  try {
    await rename(temporary, linkPath);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

async function prepareTessdataFolder(): Promise<string> {
  const sources = await Promise.all(
    OCR_LANGUAGES.map(async (lang) => {
      const packageJson = requireFromHere.resolve(`@tesseract.js-data/${lang}/package.json`);
      const file = path.join(path.dirname(packageJson), MODEL_FOLDER, `${lang}.traineddata.gz`);
      await access(file);
      return { lang, file, version: await packageVersion(packageJson) };
    }),
  );
  const tag = sources.map(({ lang, version }) => `${lang}${version}`).join('-');
  const folder = path.join(tmpdir(), `workbench-tessdata-${MODEL_FOLDER}-${tag}`);
  await mkdir(folder, { recursive: true });
  for (const { lang, file } of sources) {
    await linkAtomically(file, path.join(folder, `${lang}.traineddata.gz`));
  }
  return folder;
}

let folderPromise: Promise<string> | null = null;

/**
 * tesseract.js loads every language from one `langPath`, but each data package ships its own
 * folder, so this links both models into one folder in the temp directory, once per process.
 */
export function getTessdataFolder(): Promise<string> {
  folderPromise ??= prepareTessdataFolder().catch((error: unknown) => {
    folderPromise = null;
    throw new Error('Could not prepare the tesseract.js language folder', { cause: error });
  });
  return folderPromise;
}
