import { useFilesStore } from '../files/files-store';
import type { Highlight } from '../highlights/highlight';
import { useHighlightsStore } from '../highlights/highlights-store';
import { showHighlight, showPage } from '../viewer/navigation';
import { queryKeyOfHighlight } from './search-highlights';
import { queryKey, type ActiveQuery } from './search-query';
import { useSearchStore } from './search-store';

/**
 * The highlights of the applied queries in reading order: files as open, then page, then top to
 * bottom and left to right. A match the user deleted is no longer one to step to.
 */
export function matchHighlights(
  byFile: Record<string, Highlight[]>,
  fileKeys: readonly string[],
  queries: readonly ActiveQuery[],
): Highlight[] {
  const keys = new Set(queries.map(queryKey));
  return fileKeys.flatMap((fileKey) =>
    (byFile[fileKey] ?? [])
      .filter((highlight) => {
        const key = queryKeyOfHighlight(highlight);
        return key !== null && keys.has(key);
      })
      .sort((a, b) => a.page - b.page || a.y - b.y || a.x - b.x),
  );
}

/** The matches as they stand now. */
export function currentMatches(): Highlight[] {
  const fileKeys = useFilesStore.getState().files.map((file) => file.key);
  const { byFile } = useHighlightsStore.getState();
  return matchHighlights(byFile, fileKeys, useSearchStore.getState().activeQueries);
}

/** Scrolls to a match's page, then to the match, and selects it. */
export async function goToMatch(highlight: Highlight): Promise<void> {
  useSearchStore.setState({ currentMatchId: highlight.id });
  await showHighlight(highlight);
}

/**
 * The match after (1) or before (-1) the current one, wrapping around at either end; without a
 * current match, next starts at the first and previous at the last.
 */
export function stepIndex(current: number, count: number, direction: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return direction === 1 ? 0 : count - 1;
  return (current + direction + count) % count;
}

/** Goes to the next or previous match; answers it, or null when there is none. */
export function stepMatch(direction: 1 | -1): Highlight | null {
  const matches = currentMatches();
  const current = matches.findIndex(({ id }) => id === useSearchStore.getState().currentMatchId);
  const target = matches[stepIndex(current, matches.length, direction)];
  if (!target) return null;
  void goToMatch(target);
  return target;
}

/** Goes to the first match on a page of a file. */
export function goToPageMatches(fileKey: string, page: number) {
  const target = currentMatches().find(
    (highlight) => highlight.fileKey === fileKey && highlight.page === page,
  );
  if (target) void goToMatch(target);
  else void showPage(fileKey, page);
}
