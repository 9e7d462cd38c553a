import { TaskBudget } from '../budget/task-budget';
import { MultiSearch } from './multi-search';
import { foldInto, needleEncodings } from './needle-encodings';
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
 * in image pixels only needles of 8 characters or more are looked for, since short ones turn up
 * there by chance; real font programs are not read (their name tables quote foundries and
 * licences). Parts are scanned one at a time, so memory stays within one stream's limit.
 */
export function scanForStrings(
  pdf: Uint8Array,
  needles: string[],
  budget = new TaskBudget(),
): Leak[] {
  const wanted = [...new Set(needles.map((needle) => needle.trim()))].filter(
    (needle) => Array.from(needle).length >= MIN_NEEDLE_LENGTH,
  );
  if (wanted.length === 0) return [];
  const patterns: Buffer[] = [];
  const owners: number[] = [];
  wanted.forEach((needle, index) => {
    for (const encoding of needleEncodings(needle)) {
      patterns.push(encoding);
      owners.push(index);
    }
  });
  const text = new MultiSearch(patterns);
  const long = patterns.map((pattern, index) =>
    Array.from(wanted[owners[index]!]!.replace(/\s+/gu, '')).length >= MIN_BINARY_NEEDLE
      ? pattern
      : Buffer.alloc(0),
  );
  const binary = new MultiSearch(long);
  const found = wanted.map(() => [] as Part[]);
  let scratch = Buffer.allocUnsafe(1 << 16);
  const file = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  forEachPart(file, budget, (part) => {
    const search = part.isBinary ? binary : text;
    if (search.isEmpty) return;
    if (scratch.length < part.end - part.start) scratch = Buffer.allocUnsafe(part.end - part.start);
    const folded = scratch.subarray(0, foldInto(part.bytes, part.start, part.end, scratch, 0));
    const hits = new Set<number>();
    search.forEachHit(folded, (pattern) => hits.add(owners[pattern]!));
    for (const owner of hits) found[owner]!.push(part);
  });
  return wanted.flatMap((needle, index) =>
    reportable(found[index]!).map((where) => ({ needle, where })),
  );
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
