import { entityLabel } from '@workbench/contracts';
import {
  entityTypeOf,
  sourceOf,
  statusOf,
  type Highlight,
  type MarkSource,
  type MarkStatus,
} from '../highlights/highlight';

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

/** The filter as it applies now: one on a file closed since lets every file (and page) through. */
export function usableFilter(filter: MarksFilter, fileKeys: readonly string[]): MarksFilter {
  return filter.fileKey === null || fileKeys.includes(filter.fileKey)
    ? filter
    : { ...filter, fileKey: null, page: null };
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

/** The marks by type, the types in alphabetical order, each keeping its marks' order. */
export function groupByType(marks: readonly Highlight[]) {
  const groups = new Map<string, Highlight[]>();
  for (const mark of marks) {
    const type = entityTypeOf(mark);
    groups.set(type, [...(groups.get(type) ?? []), mark]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, list]) => ({ type, marks: list }));
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

export function reviewCounts(marks: readonly Highlight[]) {
  const suggested = marks.filter((mark) => statusOf(mark) === 'suggested').length;
  return { total: marks.length, suggested, accepted: marks.length - suggested };
}

/** A type as people read it: "Person", "Fødselsnummer"; search and manual marks by name. */
export function markTypeName(type: string, t: (key: string) => string): string {
  return type === 'SEARCH' || type === 'MANUAL'
    ? t(`workspace.marks.types.${type}`)
    : entityLabel(type);
}
