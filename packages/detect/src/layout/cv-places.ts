import type { Span } from '../span';
import { blockAt } from './page-blocks';
import { isContactBlock, type RoledBlock } from './roled-block';

/** How sure a place is that stands with a CV holder's own phone or mailbox. */
const PLACE_SCORE = 0.7;
/** What a CV's contact line sets between its parts: "Oslo, Norway | +47 … | kari@…". */
const PART_SEPARATOR = /[|•·●▪◦⋄♦]|\s{3,}/u;
/**
 * A place as a contact line writes it: two or three capitalised names joined by commas, the
 * region or country last ("Mijas, Spain", "San Francisco, CA", "Los Cafetales, Córdoba, Ver."),
 * a postcode and a house number among its first words ("9220 Aalborg Øst, Danmark", "Tähe 5-12,
 * Tartu").
 */
const PLACE =
  /^(?:\d{3,5}[ \u00a0])?\p{Lu}[\p{L}'’.-]*(?:[ \u00a0](?:[\p{L}'’.-]+|\d{1,5}(?:[-/]\d{1,4})?\p{L}?)){0,3}(?:,[ \u00a0]*\p{Lu}[\p{L}'’.-]*(?:[ \u00a0]\p{Lu}[\p{L}'’.-]*){0,2}){1,2}$/u;
const HOLDERS_CONTACT = new Set(['EMAIL_ADDRESS', 'PHONE_NUMBER', 'NO_PHONE_NUMBER']);
/** Spans a place must not overlap: it is no one's name, and no address found already. */
const TAKEN =
  /^(?:PERSON|ADDRESS|NO_ADDRESS|ORGANIZATION_ADDRESS|EMAIL_ADDRESS|URL|SOCIAL_PROFILE)$/;

/**
 * The places in a CV holder's contact block: the block of their own phone or mailbox, its lines
 * few and short, on a page that is a CV. A town and its region or country there ("Los Cafetales,
 * Córdoba, Ver." under the holder's mailbox, "San Francisco, CA · (415) 555-0123") is where the
 * holder lives: personal, as a street address is.
 */
export function placesOfCvHolder(
  text: string,
  blocks: readonly RoledBlock[],
  spans: readonly Span[],
  isCv: boolean,
): Span[] {
  if (!isCv) return [];
  const contacts = spans.filter(
    (span) => HOLDERS_CONTACT.has(span.entity_type) && span.basis?.holder !== 'organisation',
  );
  const found: Span[] = [];
  for (const block of blocks) {
    if (block.holder === 'organisation' || !isContactBlock(block)) continue;
    if (!contacts.some((span) => blockAt(blocks, span.start) === block)) continue;
    for (const line of block.segments) {
      let at = line.start;
      for (const part of line.text.split(PART_SEPARATOR)) {
        const start = text.indexOf(part, at);
        at = start + part.length;
        const place = part.trim();
        if (start < 0 || !PLACE.test(place)) continue;
        const from = start + part.indexOf(place);
        const to = from + place.length;
        if (
          spans.some((span) => TAKEN.test(span.entity_type) && span.start < to && from < span.end)
        )
          continue;
        found.push({
          start: from,
          end: to,
          text: place,
          entity_type: 'ADDRESS',
          score: PLACE_SCORE,
          engine: 'fast',
          basis: { holder: 'person' },
        });
      }
    }
  }
  return found;
}
