import type { Segment } from './page-blocks';
import { boundsOf, overlap, roled, type RoledBlock } from './roled-block';

/**
 * One line of an address: a postcode followed by its place ("0134 OSLO", "3528 BJ Utrecht",
 * "D-63571 Gelnhausen", "London SW1A 1AA") among parts set apart by commas, bullets or bars.
 * A date ("10.10.2018 - 13.23") has four digits and a dash too, and is no address.
 */
export const RETURN_LINE =
  /^(?!.*\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b)(?=.*(?:\b(?:[A-Z]{1,2}-)?\d{4,5}(?: ?[A-Z]{2})?\s+\p{Lu}\p{L}+|\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b))(?=.*(?:,|•|·|●|\||–|\s-\s)).{12,}$/u;

/** A line with a house number, a box or a postcode: the block under a return line is an address. */
const ADDRESS_LINE = /\d/u;

/**
 * A return-address line: one smaller line of the sender's address ("Alphabet, Lilienthalallee 26,
 * 80786 München") printed right over the address window. It becomes a block of its own, the
 * sender's; the block under it is the recipient's.
 */
export function assignReturnAddress(blocks: RoledBlock[]): void {
  splitReturnLines(blocks);
  for (const below of [...blocks]) {
    if (below.segments.length < 2 || below.role) continue;
    const found = lineAbove(blocks, below);
    if (!found || !RETURN_LINE.test(found.segment.text)) continue;
    if (!below.segments.some((segment) => ADDRESS_LINE.test(segment.text))) continue;
    const smallest = Math.min(...below.segments.map((segment) => segment.height));
    if (found.segment.height >= smallest && found.block.role !== 'sender') continue;
    below.role = 'recipient';
    if (found.block.segments.length === 1) {
      found.block.role ??= 'sender';
      continue;
    }
    const rest = found.block.segments.filter((segment) => segment !== found.segment);
    Object.assign(found.block, roled({ segments: rest, ...boundsOf(rest) }, found.block.role));
    blocks.push(roled({ segments: [found.segment], ...boundsOf([found.segment]) }, 'sender'));
  }
}

/**
 * How far over the address a return-address line may stand, in its own heights: at the top of
 * the window, with room for a note between (DIN 5008's "Zusatz- und Vermerkzone").
 */
const RETURN_LINE_REACH = 10;

/** The line right over a block's first line, within reach, over its column. */
function lineAbove(
  blocks: readonly RoledBlock[],
  below: RoledBlock,
): { block: RoledBlock; segment: Segment } | undefined {
  const top = below.segments[0]!;
  return blocks
    .filter((block) => block !== below)
    .flatMap((block) => block.segments.map((segment) => ({ block, segment })))
    .filter(({ segment }) => segment.y1 <= top.y0 + 0.3 * segment.height)
    .filter(({ segment }) => top.y0 - segment.y1 <= RETURN_LINE_REACH * segment.height)
    .filter(({ segment }) => overlap(segment.x0, segment.x1, top.x0, top.x1) > 0)
    .sort((a, b) => b.segment.y1 - a.segment.y1)[0];
}

/**
 * A return-address line set close over the address, in the address's own block ("Acme GmbH |
 * Europa-Allee 1980 | 60486 Frankfurt," over "Herr", "Karl E. Coyote", …): smaller than every
 * line under it, it is the sender's block, and the lines under it are the recipient's.
 */
function splitReturnLines(blocks: RoledBlock[]): void {
  for (const [index, block] of [...blocks].entries()) {
    const [first, ...rest] = block.segments;
    if (block.role || !first || rest.length < 2 || !RETURN_LINE.test(first.text)) continue;
    if (!rest.some((segment) => ADDRESS_LINE.test(segment.text))) continue;
    const smallest = Math.min(...rest.map((segment) => segment.height));
    if (first.height >= SMALLER * smallest) continue;
    blocks[index] = roled({ segments: rest, ...boundsOf(rest) }, 'recipient');
    blocks.push(roled({ segments: [first], ...boundsOf([first]) }, 'sender'));
  }
}

/** A return line is printed smaller than the address: at most this share of its lines' height. */
const SMALLER = 0.9;
