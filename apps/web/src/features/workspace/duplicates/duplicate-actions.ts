import { useFilesStore } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { markWholePages } from '../marks/page-marks';
import { useWordsStore } from '../text-selection/words-store';
import { readPdfDocument } from '../viewer/use-pdf-document';
import { copyMarks } from './copy-marks';
import { pagesAlike, type DuplicateGroup, type PageRange } from './duplicate-groups';
import type { PageSize } from './reanchor';
import type { PageRef } from './similar-pages';

const key = (ref: PageRef) => `${ref.fileKey}\u0000${ref.page}`;
const pagesIn = (range: PageRange) =>
  Array.from({ length: range.to - range.from + 1 }, (_, offset) => range.from + offset);
const openFile = (fileKey: string) =>
  useFilesStore.getState().files.find((file) => file.key === fileKey);

function byFile<T extends { fileKey: string }>(items: readonly T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const item of items) grouped.set(item.fileKey, [...(grouped.get(item.fileKey) ?? []), item]);
  return grouped;
}

/** The size of each page as shown (rotation applied), read with pdf.js. */
async function readSizes(refs: readonly PageRef[]): Promise<Map<string, PageSize>> {
  const sizes = new Map<string, PageSize>();
  for (const [fileKey, pages] of byFile(refs)) {
    const file = openFile(fileKey);
    if (!file) continue;
    await readPdfDocument(file.file, async (doc) => {
      for (const { page } of pages) {
        const { width, height } = (await doc.getPage(page)).getViewport({ scale: 1 });
        sizes.set(key({ fileKey, page }), { width, height });
      }
    });
  }
  return sizes;
}

/**
 * Copies each mark on the groups' pages to the pages alike it, as suggestions to review (see
 * copyMarks); answers how many were added.
 */
export async function copyMarksToDuplicates(groups: readonly DuplicateGroup[]): Promise<number> {
  const alike = groups.flatMap(pagesAlike);
  const sizes = await readSizes(alike.flat());
  const marks = useHighlightsStore.getState().byFile;
  const words = useWordsStore.getState().byFile;
  const copies = copyMarks(
    alike,
    (ref) => (marks[ref.fileKey] ?? []).filter((mark) => mark.page === ref.page),
    (ref) => {
      const size = sizes.get(key(ref));
      return size && { size, words: words[ref.fileKey]?.pages[ref.page] ?? [] };
    },
  );
  // A file closed while its pages were read gets nothing.
  const kept = copies.filter((copy) => openFile(copy.fileKey));
  useHighlightsStore.getState().add(kept);
  return kept.length;
}

/**
 * Marks every range of each group but its first (the original, in the files' order) for
 * redaction as whole pages; answers how many pages were added.
 */
export async function markDuplicatesWhole(groups: readonly DuplicateGroup[]): Promise<number> {
  let added = 0;
  for (const [fileKey, ranges] of byFile(groups.flatMap((group) => group.ranges.slice(1)))) {
    const file = openFile(fileKey);
    if (file) added += await markWholePages(file, [...new Set(ranges.flatMap(pagesIn))]);
  }
  return added;
}
