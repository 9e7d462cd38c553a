import type { TPdfWord } from '@workbench/contracts';
import { ApiError } from '../../../lib/api-error';
import { useFilesStore, type OpenFile } from '../files/files-store';
import { createPerFileStore } from '../files/per-file-store';
import { extractWords } from './words-api';

export type WordsStatus = 'processing' | 'completed' | 'error';

export interface FileWords {
  status: WordsStatus;
  /** Words per page number, once completed. */
  pages: Record<number, TPdfWord[]>;
  error?: string;
}

export const useWordsStore = createPerFileStore<FileWords>();

/** Extraction is retried with a growing delay: 1 s, then 2 s (spec §4 leaves the counts open). */
export const WORDS_RETRY = { attempts: 3, baseDelayMs: 1_000 } as const;

const isOpen = (key: string) => useFilesStore.getState().files.some((file) => file.key === key);

function forget(key: string): false {
  useWordsStore.getState().forget([key]);
  return false;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A refusal that another try cannot change (a bad file, no session), as opposed to a failure. */
function isFinal(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429
  );
}

/**
 * Reads a file's words once; later calls for the same file share the result. Resolves true when
 * the words are there. The error names the attempts, as the spec's message does.
 */
export async function loadWords(
  file: OpenFile,
  retry: { attempts: number; baseDelayMs: number } = WORDS_RETRY,
): Promise<boolean> {
  const store = useWordsStore.getState();
  const known = store.byFile[file.key];
  if (known?.status === 'completed') return true;
  if (known?.status === 'processing') return waitForWords(file.key);
  store.set(file.key, { status: 'processing', pages: {} });
  let attempt = 0;
  for (;;) {
    attempt += 1;
    try {
      const pages = await extractWords(file.file);
      // Closed (or signed out) meanwhile: the words must not outlive the file.
      if (!isOpen(file.key)) return forget(file.key);
      useWordsStore.getState().set(file.key, {
        status: 'completed',
        pages: Object.fromEntries(pages.map((page) => [page.page_number, page.words])),
      });
      return true;
    } catch (error) {
      if (!isOpen(file.key)) return forget(file.key);
      if (attempt >= retry.attempts || isFinal(error)) {
        const message = error instanceof Error ? error.message : String(error);
        useWordsStore.getState().set(file.key, {
          status: 'error',
          pages: {},
          error: `OCR extraction failed after ${attempt} attempts: ${message}`,
        });
        return false;
      }
      await wait(retry.baseDelayMs * attempt);
    }
  }
}

function waitForWords(key: string): Promise<boolean> {
  return new Promise((resolve) => {
    const stop = useWordsStore.subscribe((state) => {
      const status = state.byFile[key]?.status;
      if (status === 'processing') return;
      stop();
      resolve(status === 'completed');
    });
  });
}
