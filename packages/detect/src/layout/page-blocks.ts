import type { PositionedWord } from '../span';

/**
 * A run of words on one line with no column gap between them: a table cell, one column of a
 * letterhead, a line of an address block. `start`…`end` are its characters in the page text.
 */
export type Segment = {
  start: number;
  end: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** The height of its words, which is about its font size. */
  height: number;
  text: string;
};

/** Lines of text that belong together on the page: an address, a letterhead, a paragraph. */
export type Block = {
  segments: Segment[];
  x0: number;
  y0: number;
  x1: number;
  y1: number;
};

/** A gap between words wider than this many word heights starts another column. */
const COLUMN_GAP = 1.6;
/** A short label keeps its value this many word heights away ("Tel.        +31 73 645"). */
const LABEL_GAP = 12;
/** A label and a value on lines of their own are a pair this close ("Tel." "+31 73 645"). */
const PAIR_GAP = 6;
/** "Tel.", "Fax:", "E-Mail:", "Kundenummer:": a label that ends in a colon or a stop. */
const SHORT_LABEL = /^[\p{L}][\p{L}.\- ]{0,24}[:.]$/u;

/** Whether the words so far on a line are one short label (at most three words) and nothing else. */
function isShortLabel(text: string, words: readonly PositionedWord[]): boolean {
  if (words.length > 3) return false;
  return SHORT_LABEL.test(text.slice(words[0]!.start, words.at(-1)!.end));
}

/** Lines further apart than this many line heights are in different blocks. */
const LINE_GAP = 0.9;
/** Lines whose heights differ more than this factor are different blocks (a return-address line). */
const HEIGHT_RATIO = 1.35;

/**
 * The page's words grouped into segments (a line cut where a column gap falls) and the
 * segments into blocks: lines under each other, about as tall, aligned or overlapping. Form field
 * values are left out; they are typed by their fields.
 */
export function pageBlocks(
  text: string,
  words: readonly (PositionedWord & { field?: boolean })[],
): Block[] {
  const segments = lineSegments(
    text,
    words.filter((word) => !word.field),
  );
  return groupBlocks(joinLabelValues(text, segments));
}

/**
 * A short label and the value the PDF set on a line of its own beside it ("Tel." and
 * "+31 73-6456500", next to each other in the text) are one segment, so the value stays in the
 * label's block.
 */
export function joinLabelValues(text: string, segments: readonly Segment[]): Segment[] {
  const joined: Segment[] = [];
  for (let index = 0; index < segments.length; index++) {
    const label = segments[index]!;
    const value = segments[index + 1];
    const isPair =
      value !== undefined &&
      SHORT_LABEL.test(label.text) &&
      /^\s*$/.test(text.slice(label.end, value.start)) &&
      Math.min(label.y1, value.y1) - Math.max(label.y0, value.y0) >= 0.5 * label.height &&
      value.x0 >= label.x1 &&
      value.x0 - label.x1 <= PAIR_GAP * label.height;
    if (!isPair) {
      joined.push(label);
      continue;
    }
    joined.push({
      start: label.start,
      end: value.end,
      x0: label.x0,
      y0: Math.min(label.y0, value.y0),
      x1: value.x1,
      y1: Math.max(label.y1, value.y1),
      height: Math.max(label.height, value.height),
      text: `${label.text} ${value.text}`,
    });
    index++;
  }
  return joined;
}

/** The words of each text line, cut where a column gap falls between two of them. */
export function lineSegments(text: string, words: readonly PositionedWord[]): Segment[] {
  const segments: Segment[] = [];
  let current: PositionedWord[] = [];
  const close = () => {
    if (current.length > 0) segments.push(segmentOf(text, current));
    current = [];
  };
  for (const word of words) {
    const last = current.at(-1);
    if (last) {
      const newLine = text.slice(last.end, word.start).includes('\n');
      const height = Math.max(1, Math.min(last.y1 - last.y0, word.y1 - word.y0));
      const gap = word.x0 - last.x1;
      const backwards = word.x0 < last.x0;
      const isLabel = gap <= LABEL_GAP * height && isShortLabel(text, current);
      if (newLine || backwards || (gap > COLUMN_GAP * height && !isLabel)) close();
    }
    current.push(word);
  }
  close();
  return segments;
}

function segmentOf(text: string, words: readonly PositionedWord[]): Segment {
  const heights = words.map((word) => word.y1 - word.y0).sort((a, b) => a - b);
  const first = words[0]!;
  const last = words.at(-1)!;
  return {
    start: first.start,
    end: last.end,
    x0: Math.min(...words.map((word) => word.x0)),
    y0: Math.min(...words.map((word) => word.y0)),
    x1: Math.max(...words.map((word) => word.x1)),
    y1: Math.max(...words.map((word) => word.y1)),
    height: Math.max(1, heights[Math.floor(heights.length / 2)]!),
    text: text.slice(first.start, last.end),
  };
}

/**
 * Segments into blocks, top to bottom: a segment joins the block whose last segment stands just
 * above it, about as tall and aligned with it (left edges together, or overlapping most of the
 * narrower), the nearest such block when there are several.
 */
export function groupBlocks(segments: readonly Segment[]): Block[] {
  const ordered = [...segments].sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
  const blocks: Block[] = [];
  for (const segment of ordered) {
    let best: Block | undefined;
    let bestGap = Infinity;
    for (const block of blocks) {
      const last = block.segments.at(-1)!;
      const gap = segment.y0 - last.y1;
      if (gap > bestGap || !continues(last, segment)) continue;
      best = block;
      bestGap = gap;
    }
    if (best) {
      best.segments.push(segment);
      best.x0 = Math.min(best.x0, segment.x0);
      best.x1 = Math.max(best.x1, segment.x1);
      best.y1 = Math.max(best.y1, segment.y1);
    } else {
      const { x0, y0, x1, y1 } = segment;
      blocks.push({ segments: [segment], x0, y0, x1, y1 });
    }
  }
  return blocks;
}

/** Whether `next` is the line after `last` in the same block. */
function continues(last: Segment, next: Segment): boolean {
  const height = Math.max(last.height, next.height);
  const gap = next.y0 - last.y1;
  if (gap < -0.3 * height || gap > LINE_GAP * height) return false;
  if (Math.max(last.height, next.height) > HEIGHT_RATIO * Math.min(last.height, next.height))
    return false;
  const aligned = Math.abs(next.x0 - last.x0) <= 1.5 * height;
  const overlap = Math.min(last.x1, next.x1) - Math.max(last.x0, next.x0);
  const narrower = Math.min(last.x1 - last.x0, next.x1 - next.x0);
  return aligned || overlap >= 0.6 * narrower;
}

/** The block holding the character at `index`, if any. */
export function blockAt(blocks: readonly Block[], index: number): Block | undefined {
  return blocks.find((block) =>
    block.segments.some((segment) => segment.start <= index && index < segment.end),
  );
}
