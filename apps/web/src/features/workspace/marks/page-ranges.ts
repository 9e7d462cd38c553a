import type { TFunction } from 'i18next';

/** Why a list of pages was refused, for the message the user reads. */
export type PageRangeError =
  | { reason: 'empty' }
  | { reason: 'malformed'; part: string }
  | { reason: 'outOfRange'; page: number; pageCount: number };

export type PageRangeResult = { pages: number[] } | { error: PageRangeError };

/**
 * The pages of a list such as "3, 5-7" (spaces, commas or semicolons between parts; en dashes
 * allowed in ranges; a range may run backwards), in ascending order, each once.
 */
export function parsePageRanges(input: string, pageCount: number): PageRangeResult {
  const parts = input
    .replace(/\s*[-–]\s*/g, '-')
    .split(/[,;\s]+/)
    .filter(Boolean);
  if (parts.length === 0) return { error: { reason: 'empty' } };
  const pages = new Set<number>();
  for (const part of parts) {
    const match = /^(\d{1,6})(?:-(\d{1,6}))?$/.exec(part);
    if (!match) return { error: { reason: 'malformed', part } };
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    for (const page of [first, last]) {
      if (page < 1 || page > pageCount) return { error: { reason: 'outOfRange', page, pageCount } };
    }
    for (let page = Math.min(first, last); page <= Math.max(first, last); page += 1) {
      pages.add(page);
    }
  }
  return { pages: [...pages].sort((a, b) => a - b) };
}

/** What the user reads about a list of pages that was refused. */
export function pageRangeMessage(t: TFunction, error: PageRangeError): string {
  const key = `workspace.marks.pages.errors.${error.reason}`;
  return error.reason === 'outOfRange'
    ? t(key, { ...error, count: error.pageCount })
    : t(key, error);
}
