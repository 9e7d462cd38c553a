import type { TPdfWord } from '@workbench/contracts';
import { samePlace, type PageSize } from '../duplicates/reanchor';
import { useFilesStore } from '../files/files-store';
import { charactersIn, isSamePlace, mergeIntoLines } from '../highlights/geometry';
import type { Highlight, Rect } from '../highlights/highlight';
import { addMarks, markLike } from '../highlights/highlight-actions';
import { useHighlightsStore } from '../highlights/highlights-store';
import { useWordsStore } from '../text-selection/words-store';
import { readPageSizes, type NumberedPageSize } from '../viewer/page-sizes';

/** The text a rectangle covers on a page whose words are known, line by line; undefined if none. */
export function textUnder(words: readonly TPdfWord[], rect: Rect): string | undefined {
  const lines = mergeIntoLines(charactersIn(words, rect));
  return lines.length > 0 ? lines.map((line) => line.text).join(' ') : undefined;
}

export interface RepeatContext {
  /** The marks of the source's file now. */
  existing: readonly Highlight[];
  /** A page's words, when the file's words have been read (text selection reads them). */
  wordsOn: (page: number) => readonly TPdfWord[] | undefined;
  now: number;
}

/**
 * Copies of `source` on the `targets` pages, of its type and code, each at the same place
 * relative to the page as shown (rotation applied; each edge keeps its fraction of the width or
 * height, so pages of one size get the very rectangle), as duplicate pages' copies are placed.
 * A copy of a mark that names text names the text under the copy when the page's words are known
 * (never the source's, which is on another page). Its own page and a page that has a mark at that
 * place already get none; `skipped` counts the latter.
 */
export function repeatedMarks(
  source: Highlight,
  own: PageSize,
  targets: readonly NumberedPageSize[],
  context: RepeatContext,
): { copies: Highlight[]; skipped: number } {
  const copies: Highlight[] = [];
  let skipped = 0;
  for (const target of targets) {
    if (target.page === source.page) continue;
    const rect = samePlace(source, own, target);
    const isThere = context.existing.some(
      (mark) => mark.page === target.page && isSamePlace(mark, rect),
    );
    if (isThere) {
      skipped += 1;
      continue;
    }
    const words = source.text?.trim() ? context.wordsOn(target.page) : undefined;
    const text = words && textUnder(words, rect);
    const place = { page: target.page, ...rect, ...(text !== undefined && { text }) };
    copies.push(markLike(source, source.fileKey, place, context.now));
  }
  return { copies, skipped };
}

/**
 * Repeats a mark on pages of its file as one step Undo takes back; answers how many copies were
 * added and how many pages had the mark already, or null when the file closed meanwhile. Reading
 * the pages' sizes may reject.
 */
export async function repeatMark(
  source: Highlight,
  pages: readonly number[],
): Promise<{ added: number; skipped: number } | null> {
  const file = useFilesStore.getState().files.find((open) => open.key === source.fileKey);
  if (!file) return null;
  const [own, ...targets] = await readPageSizes(file.file, [source.page, ...pages]);
  // Closed or unlocked into a new copy while its pages were read: nothing is added for it.
  if (!own || !useFilesStore.getState().files.some((open) => open.file === file.file)) return null;
  const words = useWordsStore.getState().byFile[file.key];
  const { copies, skipped } = repeatedMarks(source, own, targets, {
    existing: useHighlightsStore.getState().byFile[file.key] ?? [],
    wordsOn: (page) => (words?.status === 'completed' ? words.pages[page] : undefined),
    now: Date.now(),
  });
  return { added: addMarks(copies), skipped };
}
