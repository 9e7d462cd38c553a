import { findAll } from './multi-search';
import { buildHaystack, type Region } from './scan-haystack';
import { needleEncodings } from './needle-encodings';

/** One needle found in the saved bytes, and in which part of the file. */
export interface Leak {
  needle: string;
  where: string;
}

const MIN_NEEDLE_LENGTH = 3;

/**
 * Looks for each needle in the raw file bytes, in every stream body (raw and inflated) and in
 * every decoded literal or hex string, under the usual PDF text encodings, ignoring ASCII and
 * Latin-1 case and whitespace. Needles shorter than 3 characters are skipped.
 */
export function scanForStrings(pdf: Uint8Array, needles: string[]): Leak[] {
  const wanted = [...new Set(needles.map((needle) => needle.trim()))].filter(
    (needle) => Array.from(needle).length >= MIN_NEEDLE_LENGTH,
  );
  if (wanted.length === 0) return [];
  const haystack = buildHaystack(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  const patterns: Buffer[] = [];
  const owners: number[] = [];
  wanted.forEach((needle, index) => {
    for (const encoding of needleEncodings(needle)) {
      patterns.push(encoding);
      owners.push(index);
    }
  });
  const found = wanted.map(() => new Set<Region>());
  findAll(haystack.bytes, patterns, (pattern, offset) => {
    const region = regionAt(haystack.regions, offset);
    // A hit that spans two regions is an artefact of laying them end to end.
    if (offset + patterns[pattern]!.length <= region.end) found[owners[pattern]!]!.add(region);
  });
  return wanted.flatMap((needle, index) =>
    reportable([...found[index]!]).map((where) => ({ needle, where })),
  );
}

/** One entry per label in file order, leaving out decoded strings of a region reported directly. */
function reportable(regions: Region[]): string[] {
  regions.sort((one, two) => one.start - two.start);
  const labels = new Set(regions.map((region) => region.label));
  return [
    ...new Set(
      regions
        .filter((region) => region.parent === null || !labels.has(region.parent))
        .map((region) => region.label),
    ),
  ];
}

function regionAt(regions: Region[], offset: number): Region {
  let low = 0;
  let high = regions.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (regions[middle]!.start <= offset) low = middle;
    else high = middle - 1;
  }
  return regions[low]!;
}
