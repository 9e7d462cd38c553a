import { namesCompany } from './layout/block-cues';
import { gazetteerFlag } from './ner/gazetteer';
import { getNerTagger } from './ner/model-loader';
import { personSpan } from './ner/person-span';
import { overlapsAny, type Span } from './span';

const POSTAL_TYPES = new Set(['ADDRESS', 'NO_ADDRESS']);
/** How sure a name is that stands alone on the line over a postal address. */
const HOLDER_LINE_SCORE = 0.75;
/** How sure a name is that the tagger left, on the line over a postal address. */
const UNTAGGED_HOLDER_SCORE = 0.7;
const FIRST_NAME = gazetteerFlag('firstNames');
const PLACE_OR_ORGANISATION =
  gazetteerFlag('places') | gazetteerFlag('organizations') | gazetteerFlag('orgWords');
/** Two to four capitalised words: a person's name as an address block's first line writes it. */
const NAME_LINE = /^\p{Lu}[\p{L}'’.-]*(?:[ \u00a0]+\p{Lu}[\p{L}'’.-]*){1,3}$/u;

/**
 * A name the tagger doubts that is the whole line over a postal address ("Peter Muster" over
 * "Musterstrasse 1⏎1234 Musterstadt"): the line of the address's holder, as envelopes, invoices
 * and payment slips write it. The street's words beside it make the tagger unsure of a name it
 * is sure of alone. A line with a legal form is a company's.
 */
export function namesOverAddresses(
  text: string,
  identifiers: readonly Span[],
  names: Span[],
): Span[] {
  const addressLines = new Set(
    identifiers
      .filter((span) => POSTAL_TYPES.has(span.entity_type))
      .map((span) => text.lastIndexOf('\n', span.start - 1) + 1),
  );
  if (addressLines.size === 0) return names;
  const raised = names.map((name) => {
    if (name.entity_type !== 'PERSON' || name.score >= HOLDER_LINE_SCORE) return name;
    const lineEnd = text.indexOf('\n', name.end);
    if (lineEnd < 0 || !addressLines.has(lineEnd + 1)) return name;
    const line = text.slice(text.lastIndexOf('\n', name.start - 1) + 1, lineEnd).trim();
    if (line !== name.text || !isNameLine(line)) return name;
    return { ...name, score: HOLDER_LINE_SCORE };
  });
  return [...raised, ...untaggedHolders(text, addressLines, raised)];
}

/** How sure a street is that the tagger doubted, on the line under a person's name. */
const UNDER_NAME_SCORE = 0.7;
/** As sure as a name must be to vouch for the street under it. */
const SURE_NAME = 0.5;

/**
 * Streets their own words leave doubtful ("Via Torino 40": "via" is also a word of prose) that
 * start the line right under a line that is a person's name, as an address block writes its
 * holder over the street: that person's address.
 */
export function addressesUnderNames(
  text: string,
  identifiers: readonly Span[],
  names: readonly Span[],
): Span[] {
  const nameLines = new Set<number>();
  for (const name of names) {
    if (name.entity_type !== 'PERSON' || name.score < SURE_NAME) continue;
    const lineStart = text.lastIndexOf('\n', name.start - 1) + 1;
    const lineEnd = text.indexOf('\n', name.end);
    if (lineEnd < 0 || text.slice(lineStart, lineEnd).trim() !== name.text) continue;
    nameLines.add(lineEnd + 1);
  }
  if (nameLines.size === 0) return [...identifiers];
  return identifiers.map((span) => {
    if (!POSTAL_TYPES.has(span.entity_type) || span.score >= UNDER_NAME_SCORE) return span;
    const lineStart = text.lastIndexOf('\n', span.start - 1) + 1;
    if (text.slice(lineStart, span.start).trim() !== '' || !nameLines.has(lineStart)) return span;
    return { ...span, score: UNDER_NAME_SCORE };
  });
}

const isNameLine = (line: string) => NAME_LINE.test(line) && !namesCompany(line);

/** A name this sure elsewhere on the page vouches for its surname over an address. */
const SURNAME_SCORE = 0.7;

/**
 * The line over a postal address that the tagger left, when it starts with a known first name,
 * or ends in the surname of a name the page is sure of elsewhere ("Test Testsen" over the
 * address, "Kære Hr. Testsen" in the letter), and names no place or organisation ("Jane
 * Customer" over "1234 Anywhere Dr.").
 */
function untaggedHolders(text: string, addressLines: ReadonlySet<number>, names: readonly Span[]) {
  const gazetteer = getNerTagger().gazetteer;
  const surnames = new Set(
    names
      .filter((name) => name.entity_type === 'PERSON' && name.score >= SURNAME_SCORE)
      .map((name) =>
        name.text
          .split(/[ \u00a0\n]+/u)
          .at(-1)!
          .toLocaleLowerCase('nb'),
      )
      .filter((surname) => /^\p{L}{3,}$/u.test(surname)),
  );
  const found: Span[] = [];
  for (const lineStart of addressLines) {
    if (lineStart === 0) continue;
    const start = text.lastIndexOf('\n', lineStart - 2) + 1;
    const raw = text.slice(start, lineStart - 1);
    const line = raw.trim();
    const from = start + raw.indexOf(line);
    if (!isNameLine(line) || overlapsAny({ start: from, end: from + line.length }, names)) continue;
    const flags = line.split(/[ \u00a0]+/u).map((word) => gazetteer.wordFlags(word.toLowerCase()));
    const last = line
      .split(/[ \u00a0]+/u)
      .at(-1)!
      .toLocaleLowerCase('nb');
    const isKnown = (flags[0]! & FIRST_NAME) !== 0 || surnames.has(last);
    if (!isKnown || flags.some((flag) => flag & PLACE_OR_ORGANISATION)) continue;
    found.push(personSpan(text, from, from + line.length, UNTAGGED_HOLDER_SCORE));
  }
  return found;
}
