import {
  fromBBox,
  sourceOf,
  statusOf,
  type Highlight,
  type MarkSource,
  type MarkStatus,
} from '../highlights/highlight';

/**
 * How far apart (PDF points, each edge) two marks of the same text may lie and still be one place:
 * search and detection measure the same words through different paths and round differently.
 */
const SAME_PLACE_PT = 1;

/** Which mark of a merged row names it (its type group, its code): the most specific source first. */
const SOURCE_ORDER: readonly MarkSource[] = [
  'file',
  'imported',
  'detection',
  'field',
  'selection',
  'page',
  'template',
  'manual',
  'search',
  'duplicate',
];

/**
 * One row of the marks panel: marks of the same text at the same place, found by several
 * sources (a search hit and a detection, two detectors). They stay separate marks, each redacted
 * on its own terms, so no redaction option or decision is lost; review acts on all of them.
 */
export interface MarkEntry {
  /** The mark the row shows and is grouped by. */
  mark: Highlight;
  /** Every mark of the row, `mark` first. */
  marks: Highlight[];
  /** Suggested while any of its marks waits for review, so accepting the row accepts the rest. */
  status: MarkStatus;
  /** The sources of its marks, each once, in the order of `marks`. */
  sources: MarkSource[];
}

const flatText = (mark: Highlight) => (mark.text ?? '').replace(/\s+/g, ' ').trim();

/** Two rectangles within a point of each other on every side. */
export function isSamePlace(a: Highlight, b: Highlight): boolean {
  return (
    Math.abs(a.x - b.x) <= SAME_PLACE_PT &&
    Math.abs(a.y - b.y) <= SAME_PLACE_PT &&
    Math.abs(a.x + a.w - (b.x + b.w)) <= SAME_PLACE_PT &&
    Math.abs(a.y + a.h - (b.y + b.h)) <= SAME_PLACE_PT
  );
}

/** Two marks one row stands for: the same file, page and text (spaces aside) at the same place. */
export function isSameMark(a: Highlight, b: Highlight): boolean {
  const text = flatText(a);
  return (
    text !== '' &&
    a.fileKey === b.fileKey &&
    a.page === b.page &&
    text === flatText(b) &&
    isSamePlace(a, b)
  );
}

const rank = (mark: Highlight) => SOURCE_ORDER.indexOf(sourceOf(mark));

function entryOf(marks: Highlight[]): MarkEntry {
  const sorted = [...marks].sort((a, b) => rank(a) - rank(b));
  return {
    mark: sorted[0]!,
    marks: sorted,
    status: sorted.some((mark) => statusOf(mark) === 'suggested') ? 'suggested' : 'accepted',
    sources: [...new Set(sorted.map(sourceOf))],
  };
}

/**
 * The marks as review rows, in the order of each row's first mark: marks of the same file and
 * page with the same text (spaces aside) and the same rectangle (within a point) share a row.
 * Marks without text (boxes) are never merged: nothing says two boxes cover the same thing.
 */
export function mergeDuplicates(marks: readonly Highlight[]): MarkEntry[] {
  const groups: Highlight[][] = [];
  const byText = new Map<string, Highlight[][]>();
  for (const mark of marks) {
    const text = flatText(mark);
    if (text === '') {
      groups.push([mark]);
      continue;
    }
    const key = `${mark.fileKey}\n${mark.page}\n${text}`;
    const candidates = byText.get(key) ?? [];
    const group = candidates.find((list) => isSamePlace(list[0]!, mark));
    if (group) {
      group.push(mark);
      continue;
    }
    const created = [mark];
    groups.push(created);
    byText.set(key, [...candidates, created]);
  }
  return groups.map(entryOf);
}

/** The ids of `ids` with the ids of every mark that shares a row with one of them. */
export function withDuplicates(ids: readonly string[], marks: readonly Highlight[]): string[] {
  const wanted = new Set(ids);
  const extra = mergeDuplicates(marks)
    .filter((entry) => entry.marks.length > 1 && entry.marks.some(({ id }) => wanted.has(id)))
    .flatMap((entry) => entry.marks.map(({ id }) => id));
  return [...new Set([...ids, ...extra])];
}

/**
 * The marks as the places they cover, one mark for each row: the row's mark with the rectangle
 * that holds all of its marks (nothing any of them covers is left out) and the first code chosen
 * on any of them. What a redaction sends and counts, so one place is one area.
 */
export function placesOf(marks: readonly Highlight[]): Highlight[] {
  return mergeDuplicates(marks).map(({ mark, marks: all }) => {
    if (all.length === 1) return mark;
    const chosen = all.find((one) => one.code !== undefined);
    const box = fromBBox({
      x0: Math.min(...all.map((one) => one.x)),
      y0: Math.min(...all.map((one) => one.y)),
      x1: Math.max(...all.map((one) => one.x + one.w)),
      y1: Math.max(...all.map((one) => one.y + one.h)),
    });
    return { ...mark, ...box, ...(chosen && { code: chosen.code }) };
  });
}
