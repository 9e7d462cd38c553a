import { entityTypeLabel } from '../../../lib/entity-labels';
import {
  entityTypeOf,
  FILE_MARK_TYPE,
  HIDDEN_VALUE_TYPE,
  sourceOf,
  statusOf,
  type Highlight,
  type MarkSource,
  type MarkStatus,
} from '../highlights/highlight';
import { mergeDuplicates, type MarkEntry } from './merge-duplicates';

/** What the marks panel lists; null lets every value through. */
export interface MarksFilter {
  fileKey: string | null;
  page: number | null;
  type: string | null;
  source: MarkSource | null;
  status: MarkStatus | null;
}

export const NO_FILTER: MarksFilter = {
  fileKey: null,
  page: null,
  type: null,
  source: null,
  status: null,
};

/**
 * The filter as it applies now: one on a file closed since lets every file (and page) through,
 * and a page chosen with one file open is no page of any file once another opens.
 */
export function usableFilter(filter: MarksFilter, fileKeys: readonly string[]): MarksFilter {
  if (filter.fileKey !== null && !fileKeys.includes(filter.fileKey)) {
    return { ...filter, fileKey: null, page: null };
  }
  if (filter.fileKey === null && filter.page !== null && fileKeys.length > 1) {
    return { ...filter, page: null };
  }
  return filter;
}

/** Every mark of the open files in reading order: files as open, page, top to bottom, left to right. */
export function marksInOrder(
  fileKeys: readonly string[],
  byFile: Readonly<Record<string, readonly Highlight[]>>,
): Highlight[] {
  return fileKeys.flatMap((key) =>
    [...(byFile[key] ?? [])].sort((a, b) => a.page - b.page || a.y - b.y || a.x - b.x),
  );
}

export function filterMarks(marks: readonly Highlight[], filter: MarksFilter): Highlight[] {
  return marks.filter(
    (mark) =>
      (filter.fileKey === null || mark.fileKey === filter.fileKey) &&
      (filter.page === null || mark.page === filter.page) &&
      (filter.type === null || entityTypeOf(mark) === filter.type) &&
      (filter.source === null || sourceOf(mark) === filter.source) &&
      (filter.status === null || statusOf(mark) === filter.status),
  );
}

/** The review rows whose marks the filter lets through (one of them is enough). */
export function filterEntries(entries: readonly MarkEntry[], filter: MarksFilter): MarkEntry[] {
  return entries.filter((entry) => filterMarks(entry.marks, filter).length > 0);
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** The marks by type, the types in alphabetical order, each keeping its marks' order. */
export function groupByType(marks: readonly Highlight[]) {
  return [...groupBy(marks, entityTypeOf).entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, list]) => ({ type, marks: list }));
}

/** Review rows by the type of the mark each shows, as `groupByType`. */
export function groupEntriesByType(entries: readonly MarkEntry[]) {
  return [...groupBy(entries, (entry) => entityTypeOf(entry.mark)).entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, list]) => ({ type, entries: list }));
}

/** Review rows by file, the files in the order they are open; files without rows left out. */
export function groupEntriesByFile(entries: readonly MarkEntry[], fileKeys: readonly string[]) {
  const groups = groupBy(entries, (entry) => entry.mark.fileKey);
  return fileKeys
    .filter((key) => groups.has(key))
    .map((fileKey) => ({ fileKey, entries: groups.get(fileKey)! }));
}

/** The values a filter can take among `marks`, for its choices. */
export function filterChoices(marks: readonly Highlight[]) {
  const sorted = <T>(values: Iterable<T>) => [...new Set(values)].sort();
  return {
    types: sorted(marks.map(entityTypeOf)),
    sources: sorted(marks.map(sourceOf)),
    pages: sorted(marks.map((mark) => mark.page)).sort((a, b) => a - b),
  };
}

const placeOf = (mark: Highlight) =>
  [mark.fileKey, mark.page, mark.x, mark.y, mark.w, mark.h, entityTypeOf(mark)].join('|');

/**
 * Where the review stands for the marks of the open files, counted in review rows (marks of the
 * same text at the same place are one, see mergeDuplicates): accepted, left to review, and the
 * suggestions rejected (`rejected`, from the review store) of files still open that no current mark
 * stands in for again (a detection run may suggest a rejected area anew: then it is to review).
 */
export function reviewCounts(
  marks: readonly Highlight[],
  rejected: readonly Highlight[] = [],
  openKeys: readonly string[] = [],
) {
  const rows = mergeDuplicates(marks);
  const suggested = rows.filter((row) => row.status === 'suggested').length;
  const accepted = rows.length - suggested;
  const open = new Set(openKeys);
  const present = new Set(marks.map(placeOf));
  const gone = new Map(
    rejected
      .filter((mark) => open.has(mark.fileKey) && !present.has(placeOf(mark)))
      .map((mark) => [placeOf(mark), mark]),
  );
  const goneRows = mergeDuplicates([...gone.values()]).length;
  return {
    total: rows.length,
    suggested,
    accepted,
    rejected: goneRows,
    reviewed: accepted + goneRows,
  };
}

/** The types the interface names itself; the others are entity types. */
const NAMED_TYPES: ReadonlySet<string> = new Set([
  'SEARCH',
  'MANUAL',
  FILE_MARK_TYPE,
  HIDDEN_VALUE_TYPE,
]);

/**
 * A type as people read it: "Person", "Fødselsnummer"; search and manual marks, and marks made
 * in another program, by name.
 */
export function markTypeName(type: string, t: (key: string) => string): string {
  return NAMED_TYPES.has(type) ? t(`workspace.marks.types.${type}`) : entityTypeLabel(type);
}
