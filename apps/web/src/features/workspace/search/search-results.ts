import type { TBatchSearchResponse } from '@workbench/contracts';

export interface SearchMatch {
  bbox: { x0: number; y0: number; x1: number; y1: number };
  /** The text as found on the page (for AI search: the passage that answers the question). */
  text: string;
  /** True when the match lies in a form field's value. */
  field?: boolean;
}

/** Matches by file key, then page, then query key (spec §3 "file to page to search term"). */
export type SearchResults = Record<string, Record<number, Record<string, SearchMatch[]>>>;

/** Spec §3: per-file search summary. */
export interface SearchSummary {
  fileKey: string;
  fileName: string;
  matchCount: number;
  /** Matches per page number. */
  pageMatches: Record<number, number>;
}

/** What one response found in one file: page to term to matches; or why the file failed. */
export type FileOutcome =
  | { ok: true; pages: Record<number, Record<string, SearchMatch[]>> }
  | { ok: false; message: string };

/** The response's files in the order they were sent (the server keeps the order). */
export function outcomesOf(response: TBatchSearchResponse): FileOutcome[] {
  return response.file_results.map((result) => {
    if (result.status !== 'success' || !result.results) {
      return { ok: false, message: result.error?.message ?? '' };
    }
    const pages: Record<number, Record<string, SearchMatch[]>> = {};
    for (const { page, matches } of result.results.match_details.pages) {
      for (const { bbox, text, term, field } of matches) {
        const terms = (pages[page] ??= {});
        (terms[term] ??= []).push({ bbox, text, ...(field ? { field } : {}) });
      }
    }
    return { ok: true, pages };
  });
}

function mapFiles(
  results: SearchResults,
  change: (pages: Record<number, Record<string, SearchMatch[]>>, fileKey: string) => typeof pages,
): SearchResults {
  const next: SearchResults = {};
  for (const [fileKey, pages] of Object.entries(results)) {
    const changed = change(pages, fileKey);
    if (Object.keys(changed).length > 0) next[fileKey] = changed;
  }
  return next;
}

function withoutKey(pages: Record<number, Record<string, SearchMatch[]>>, key: string) {
  const next: Record<number, Record<string, SearchMatch[]>> = {};
  for (const [page, terms] of Object.entries(pages)) {
    const rest = Object.entries(terms).filter(([termKey]) => termKey !== key);
    if (rest.length > 0) next[Number(page)] = Object.fromEntries(rest);
  }
  return next;
}

/** The results without one query, in every file or only in `fileKeys`. */
export function withoutQuery(
  results: SearchResults,
  key: string,
  fileKeys?: readonly string[],
): SearchResults {
  return mapFiles(results, (pages, fileKey) =>
    fileKeys === undefined || fileKeys.includes(fileKey) ? withoutKey(pages, key) : pages,
  );
}

/** The results with one query's matches in one file replaced by `pages` (page to matches). */
export function withQueryMatches(
  results: SearchResults,
  key: string,
  fileKey: string,
  pages: Record<number, SearchMatch[]>,
): SearchResults {
  const next = withoutQuery(results, key, [fileKey]);
  const filePages = { ...next[fileKey] };
  for (const [page, matches] of Object.entries(pages)) {
    if (matches.length === 0) continue;
    filePages[Number(page)] = { ...filePages[Number(page)], [key]: matches };
  }
  if (Object.keys(filePages).length > 0) next[fileKey] = filePages;
  return next;
}

export function withoutFiles(results: SearchResults, fileKeys: readonly string[]): SearchResults {
  return Object.fromEntries(
    Object.entries(results).filter(([fileKey]) => !fileKeys.includes(fileKey)),
  );
}

/** One summary per file with matches, in the order of `results`. */
export function summarize(
  results: SearchResults,
  nameOf: (fileKey: string) => string,
): SearchSummary[] {
  return Object.entries(results).flatMap(([fileKey, pages]) => {
    const pageMatches: Record<number, number> = {};
    for (const [page, terms] of Object.entries(pages)) {
      const count = Object.values(terms).reduce((sum, matches) => sum + matches.length, 0);
      if (count > 0) pageMatches[Number(page)] = count;
    }
    const matchCount = Object.values(pageMatches).reduce((sum, count) => sum + count, 0);
    return matchCount === 0
      ? []
      : [{ fileKey, fileName: nameOf(fileKey), matchCount, pageMatches }];
  });
}

/**
 * How many matches each query has across the open files `fileKeys` (results of a file closed
 * since are not counted: a term said "290 matches" with no file open).
 */
export function countsByQuery(
  results: SearchResults,
  fileKeys: readonly string[],
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const pages of fileKeys.flatMap((key) => (results[key] ? [results[key]] : []))) {
    for (const terms of Object.values(pages)) {
      for (const [key, matches] of Object.entries(terms)) {
        counts[key] = (counts[key] ?? 0) + matches.length;
      }
    }
  }
  return counts;
}
