import { useFilesStore, type OpenFile } from '../files/files-store';
import { manualHighlightId, type Highlight } from '../highlights/highlight';
import { highlightColor } from '../highlights/highlight-colors';
import { useHighlightsStore } from '../highlights/highlights-store';
import { readPageSizes } from '../viewer/page-sizes';
import { OPACITY } from '../workspace-constants';

/**
 * A box over the whole of each page, as shown (rotation applied), accepted: a person chose it.
 * With a `code`, each page is redacted with that exemption code.
 */
export function wholePageMarks(
  fileKey: string,
  sizes: readonly { page: number; width: number; height: number }[],
  { code, now = Date.now() }: { code?: string | undefined; now?: number } = {},
): Highlight[] {
  return sizes.map(({ page, width, height }) => ({
    id: manualHighlightId(fileKey, page, now),
    fileKey,
    page,
    type: 'MANUAL',
    creationMode: 'page',
    status: 'accepted',
    x: 0,
    y: 0,
    w: width,
    h: height,
    color: highlightColor('MANUAL'),
    opacity: OPACITY.manual,
    timestamp: now,
    ...(code !== undefined && { code }),
  }));
}

/** Whether a mark of a file covers its page `page` whole (made by the page form or a thumbnail). */
export const isWholePage = (page: number) => (mark: Highlight) =>
  mark.page === page && mark.creationMode === 'page';

/**
 * Marks whole pages of an open file for redaction; pages already marked whole are left as they
 * are. Answers how many pages were added.
 */
export async function markWholePages(
  file: OpenFile,
  pages: readonly number[],
  code?: string,
): Promise<number> {
  const existing = useHighlightsStore.getState().byFile[file.key] ?? [];
  const wanted = pages.filter((page) => !existing.some(isWholePage(page)));
  if (wanted.length === 0) return 0;
  const sizes = await readPageSizes(file.file, wanted);
  // Closed or unlocked into a new copy while its pages were read: nothing is added for it.
  if (!useFilesStore.getState().files.some((open) => open.file === file.file)) return 0;
  useHighlightsStore.getState().add(wholePageMarks(file.key, sizes, { code }));
  return sizes.length;
}
