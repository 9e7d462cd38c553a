import { isGivenName } from '../ner/given-names';
import type { Span } from '../span';
import { cueAt } from './block-cues';
import {
  hasEvidence,
  isContactBlock,
  isPersonLine,
  nameLine,
  startsWithPerson,
  type RoledBlock,
} from './roled-block';

/** How sure an address is that stands between its holder's name and postcode line. */
const ADDRESS_LINES_SCORE = 0.8;
const POSTAL_TYPES = new Set(['ADDRESS', 'NO_ADDRESS']);
/** A postcode and its place, alone on a line ("0000 STAD", "D-07545 GERA", "London SW1A 1AA"). */
const POSTCODE_LINE =
  /^(?:[A-Z]{1,2}[- ]?)?(?:\d{4,5}|\d{2}-\d{3}|\d{3} ?\d{2}|\d{4} ?[A-Z]{2})[ \u00a0]+\p{L}[\p{L}' .-]*$|^\p{L}[\p{L}' .-]*,?[ \u00a0]+(?:[A-Z]{2}[ \u00a0]+\d{5}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]?[ \u00a0]?\d[A-Z]{2})$/u;
/** A street, house or district line: short, with letters, no label, mailbox or phone. */
const STREET_LINE = /^(?=.*\p{L})(?!.*[@:])(?!.*\d{6})[\p{L}\p{N} .,'’/#°ºª-]{2,50}$/u;
/** A country's line under the postcode: one or two words of letters. */
const COUNTRY_LINE = /^\p{Lu}\p{L}+(?:[ \u00a0]\p{L}+)?$/u;
/** At most this many street lines (a flat or c/o line, the street) stand between the name and the postcode line. */
const MAX_STREET_LINES = 2;

/**
 * A person's address block — their name, one or two street lines with a house number, the postcode and place, a
 * country — is an address from the name down, whatever its street is called: a street with no
 * suffix the recognizer knows ("STRAATDINK 1"), a house's name, a district. A block that prints
 * an organisation's details is not a person's.
 */
export function addressLinesOfPersonBlocks(
  text: string,
  blocks: readonly RoledBlock[],
  spans: readonly Span[],
): Span[] {
  const found: Span[] = [];
  for (const block of blocks) {
    if (block.holder === 'organisation' || hasEvidence(block.evidence) || !isContactBlock(block)) {
      continue;
    }
    if (!startsWithPerson(block, spans)) continue;
    const first = nameLine(block)!;
    // A second name ("Firma Muster", then "Hans Mustermann") heads the address too.
    let from = block.segments.indexOf(first) + 1;
    while (from < block.segments.length && isPersonLine(block.segments[from]!, spans)) from++;
    const lines = block.segments.slice(from);
    const postcode = lines.findIndex((line) => POSTCODE_LINE.test(line.text.trim()));
    if (postcode < 1 || postcode > MAX_STREET_LINES) continue;
    const streets = lines.slice(0, postcode);
    if (!streets.every((line) => STREET_LINE.test(line.text.trim()) && !cueAt(line.text))) continue;
    if (
      !/\d/u.test(streets.at(-1)!.text) ||
      streets.some((line) => startsWithGivenName(line.text))
    ) {
      continue;
    }
    const country = lines[postcode + 1];
    const last =
      country && lines.length === postcode + 2 && COUNTRY_LINE.test(country.text.trim())
        ? country
        : lines[postcode]!;
    const span = { start: streets[0]!.start, end: last.end };
    const isFound = spans.some(
      (other) =>
        POSTAL_TYPES.has(other.entity_type) && other.start <= span.start && span.end <= other.end,
    );
    if (isFound) continue;
    found.push({
      ...span,
      text: text.slice(span.start, span.end),
      entity_type: 'ADDRESS',
      score: ADDRESS_LINES_SCORE,
      engine: 'fast',
      basis: { ...(block.role ? { block: block.role } : {}), holder: 'person' },
    });
  }
  return found;
}

/** A line of letters only that opens with a known given name: a second person, not a street. */
function startsWithGivenName(line: string): boolean {
  return !/\d/u.test(line) && isGivenName(line.trim().split(/[ \u00a0]+/u)[0]!);
}
