import { fromBBox, type Highlight } from '../highlights/highlight';
import { highlightColor } from '../highlights/highlight-colors';
import { useHighlightsStore } from '../highlights/highlights-store';
import { useReviewStore } from '../marks/review-store';
import { OPACITY } from '../workspace-constants';
import type { SearchMatch } from './search-results';

const PREFIX = 'search:';

/**
 * A search highlight's id names its query, file, page and place in the page's matches. The query
 * key in the id lets a removed term take exactly its own highlights, also after a reload, when
 * only the stored highlights remain; searching the same query again gives the same ids.
 */
export function searchHighlightId(key: string, fileKey: string, page: number, index: number) {
  return `${PREFIX}${key}:${fileKey}:p${page}:${index}`;
}

/** The query key a search highlight was made by, or null for any other highlight. */
export function queryKeyOfHighlight(highlight: Highlight): string | null {
  if (highlight.type !== 'SEARCH' || !highlight.id.startsWith(PREFIX)) return null;
  const rest = highlight.id.slice(PREFIX.length);
  // The key is "flags:term" with the term URI-encoded, so it holds exactly one colon.
  const [flags, term] = rest.split(':');
  return flags === undefined || term === undefined ? null : `${flags}:${term}`;
}

/** The matches of one query in one file as SEARCH highlights in the search colour (spec §9). */
export function matchesToHighlights(
  key: string,
  fileKey: string,
  pages: Record<number, SearchMatch[]>,
  now = Date.now(),
): Highlight[] {
  const color = highlightColor('SEARCH');
  return Object.entries(pages).flatMap(([page, matches]) =>
    matches.map((match, index) => ({
      ...fromBBox(match.bbox),
      id: searchHighlightId(key, fileKey, Number(page), index),
      fileKey,
      page: Number(page),
      type: 'SEARCH' as const,
      color,
      opacity: OPACITY.display,
      timestamp: now,
      text: match.text,
      ...(match.field ? { field: true } : {}),
    })),
  );
}

/** Puts the new highlights of each (query key, file key) searched in place of its old ones. */
export function replaceQueryHighlights(
  searched: readonly { key: string; fileKey: string }[],
  highlights: readonly Highlight[],
) {
  const pairs = new Set(searched.map(({ key, fileKey }) => `${key}\n${fileKey}`));
  useHighlightsStore.getState().replaceWhere((highlight) => {
    const key = queryKeyOfHighlight(highlight);
    return key !== null && pairs.has(`${key}\n${highlight.fileKey}`);
  }, highlights);
}

/**
 * Removes the highlights of the given queries (all search highlights it made when none given),
 * and forgets their rejected suggestions, so the review counts no longer name them.
 */
export function removeQueryHighlights(keys?: readonly string[]) {
  const ofQueries = (highlight: Highlight) => {
    const key = queryKeyOfHighlight(highlight);
    return key !== null && (keys === undefined || keys.includes(key));
  };
  useHighlightsStore.getState().removeWhere(ofQueries);
  useReviewStore.getState().forgetRejected(ofQueries);
}
