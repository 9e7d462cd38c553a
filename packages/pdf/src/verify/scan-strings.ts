import { TaskBudget } from '../budget/task-budget';
import { MultiSearch } from './multi-search';
import { needsBoundary } from '../redact/quotes';
import { foldInto, needleEncodings, sourceIndex } from './needle-encodings';
import { forEachPart, type Part } from './scan-parts';

/** One needle found in the saved bytes, and in which part of the file. */
export interface Leak {
  needle: string;
  where: string;
}

const MIN_NEEDLE_LENGTH = 3;
/** Characters a needle needs before it is looked for in image pixels. */
const MIN_BINARY_NEEDLE = 8;

/**
 * Looks for each needle in the raw file bytes, in every stream body (raw and decoded, whatever
 * its filters) and in every decoded literal or hex string, under the usual PDF text encodings,
 * ignoring ASCII and Latin-1 case and whitespace. Needles shorter than 3 characters are skipped;
 * in image pixels and font programs (by their use, `programs`) only needles of 8 characters or
 * more are looked for, since short ones turn up there by chance; the schema check reads a
 * program's names by its own parser. Parts are scanned one at a time, so memory stays within one
 * stream's limit.
 */
export function scanForStrings(
  pdf: Uint8Array,
  needles: string[],
  budget = new TaskBudget(),
  /**
   * Needles the pages show inside longer words, and the streams that draw the pages (content
   * streams, forms): there, such a needle is the visible word drawn in pieces, not a copy.
   */
  shown: { inWords: ReadonlySet<string>; drawnStreams: ReadonlySet<number> } = {
    inWords: new Set(),
    drawnStreams: new Set(),
  },
  /** The file's font programs, by object number (see forEachPart). */
  programs: ReadonlySet<number> = new Set(),
): Leak[] {
  const wanted = [...new Set(needles.map((needle) => needle.trim()))].filter(
    (needle) => Array.from(needle).length >= MIN_NEEDLE_LENGTH,
  );
  if (wanted.length === 0) return [];
  const patterns: Uint8Array[] = [];
  const wide: boolean[] = [];
  const owners: number[] = [];
  wanted.forEach((needle, index) => {
    for (const encoding of needleEncodings(needle)) {
      patterns.push(encoding.bytes);
      wide.push(encoding.wide);
      owners.push(index);
    }
  });
  const edges = wanted.map((needle) => ({
    first: needsBoundary(needle[0]),
    last: needsBoundary(needle.at(-1)),
  }));
  const numbers = wanted.map((needle) => /^\p{N}+$/u.test(needle));
  const text = new MultiSearch(patterns);
  const long = patterns.map((pattern, index) =>
    Array.from(wanted[owners[index]!]!.replace(/\s+/gu, '')).length >= MIN_BINARY_NEEDLE
      ? pattern
      : new Uint8Array(0),
  );
  const binary = new MultiSearch(long);
  const found = wanted.map(() => [] as Part[]);
  let scratch = new Uint8Array(1 << 16);
  forEachPart(
    pdf,
    budget,
    (part) => {
      const search = part.isBinary ? binary : text;
      if (search.isEmpty) return;
      if (scratch.length < part.end - part.start) scratch = new Uint8Array(part.end - part.start);
      const checkpoints: number[] = [];
      const length = foldInto(part.bytes, part.start, part.end, scratch, 0, checkpoints);
      const folded = scratch.subarray(0, length);
      const hits = new Set<number>();
      search.forEachHit(folded, (pattern, offset) => {
        const owner = owners[pattern]!;
        if (hits.has(owner)) return;
        const drawn = part.streamNum != null && shown.drawnStreams.has(part.streamNum);
        if (drawn && shown.inWords.has(wanted[owner]!)) return;
        const edge = edges[owner]!;
        const isNumber = numbers[owner]! && !part.stringStarts;
        if (!edge.first && !edge.last && !isNumber) return hits.add(owner);
        const start = sourceIndex(part.bytes, checkpoints, offset);
        const end =
          sourceIndex(part.bytes, checkpoints, offset + patterns[pattern]!.length - 1) + 1;
        // In PDF syntax, digits with spaces between them are several numbers ("[515 0 0 0]" of
        // a font's widths), not the redacted one; in a string they are text and still count.
        if (isNumber && hasSpace(part.bytes, start, end)) return;
        const onBoundary =
          (edge.first ? isEdge(part, start, -1, wide[pattern]!) : true) &&
          (edge.last ? isEdge(part, end, 1, wide[pattern]!) : true);
        if (onBoundary) hits.add(owner);
      });
      for (const owner of hits) found[owner]!.push(part);
    },
    programs,
  );
  return wanted.flatMap((needle, index) =>
    reportable(found[index]!).map((where) => ({ needle, where })),
  );
}

/**
 * Whether a match edge at `at` (its first byte, or the byte after it) is a token boundary: the
 * character on the `side` is missing, not a letter or digit, or in another string of a part of
 * decoded strings — but not the `/` of a name in raw PDF syntax. Latin-1 letters count as letters; other bytes above 0x7F do not, so a
 * hit next to them is reported rather than missed.
 */
function isEdge(part: Part, at: number, side: -1 | 1, isWide: boolean): boolean {
  if (side < 0 ? at <= part.start : at >= part.end) return true;
  if (part.stringStarts) {
    if (isStringStart(part.stringStarts, at)) return true;
    // PDF syntax: a name (/Page, /AcroForm) is structure, not text anyone reads.
  } else if (side < 0 && !isWide && part.bytes[at - 1] === 0x2f) return false;
  const width = isWide ? 2 : 1;
  const first = side < 0 ? at - width : at;
  if (first < part.start || first + width > part.end) return true;
  if (isWide && part.bytes[first] !== 0) return true;
  return !isWordByte(part.bytes[first + width - 1]!);
}

function hasSpace(bytes: Uint8Array, start: number, end: number): boolean {
  for (let index = start; index < end; index++) {
    if ([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20].includes(bytes[index]!)) return true;
  }
  return false;
}

function isWordByte(byte: number): boolean {
  return (
    (byte >= 0x30 && byte <= 0x39) ||
    (byte >= 0x41 && byte <= 0x5a) ||
    (byte >= 0x61 && byte <= 0x7a) ||
    (byte >= 0xc0 && byte !== 0xd7 && byte !== 0xf7)
  );
}

function isStringStart(starts: readonly number[], at: number): boolean {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (starts[middle]! < at) low = middle + 1;
    else high = middle;
  }
  return starts[low] === at;
}

/** One entry per label in file order, leaving out decoded strings of a part reported directly. */
function reportable(parts: Part[]): string[] {
  const labels = new Set(parts.map((part) => part.label));
  return [
    ...new Set(
      parts
        .filter((part) => part.parent === null || !labels.has(part.parent))
        .map((part) => part.label),
    ),
  ];
}
