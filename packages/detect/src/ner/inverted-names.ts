import type { Span } from '../span';
import { gazetteerFlag, type Gazetteer } from './gazetteer';
import { getNerTagger } from './model-loader';
import { isOnlyLabelWords } from './not-names';
import { personSpan } from './person-span';

const WORD = String.raw`\p{Lu}[\p{L}’'-]*\p{L}`;
const GIVEN = String.raw`\p{Lu}\.|\p{Lu}[\p{L}’'-]*`;
/** "SURNAME, GIVEN [GIVEN|I.] [GIVEN|I.]", the surname possibly double-barrelled. */
const INVERTED = new RegExp(
  String.raw`(?<![\p{L}\p{N}’'.-])(${WORD}(?:-${WORD})?), (${GIVEN})(?: (${GIVEN}))?(?: (${GIVEN}))?(?![\p{L}\p{N}’'])`,
  'gu',
);

const FIRST = gazetteerFlag('firstNames');
const LAST = gazetteerFlag('lastNames');
const PLACE = gazetteerFlag('places');

const isInitial = (word: string) => /^\p{Lu}\.?$/u.test(word);
const isCapitals = (word: string) => word === word.toLocaleUpperCase('nb');
const isTitleCase = (word: string) => !isCapitals(word.slice(1)) || word.length === 1;

/**
 * Names written surname first, as registers, payrolls and case lists print them: "BAIN, J
 * MATTHEW", "Nordmann, Kari". The tagger reads them as two names or misses the surname, so the
 * form is recognised by rule: a known first name after the comma (an initial may come first),
 * and a surname that is not a place. Written in capitals, as tables do, that is enough; in
 * ordinary case the name must stand apart as in a list or after a label, since in a sentence a
 * comma often follows a first word or ends another name ("However, John", "Meryl Streep, Mark").
 */
export function findInvertedNames(text: string, gazetteer: Gazetteer = getNerTagger().gazetteer) {
  const spans: Span[] = [];
  for (const match of text.matchAll(INVERTED)) {
    const [, surname = '', ...rest] = match;
    const given = rest.filter((word): word is string => word !== undefined);
    const flagsOf = (word: string) => gazetteer.wordFlags(word.toLowerCase());
    const capitals = isCapitals(surname);
    const sameCase = (word: string) =>
      isInitial(word) || (capitals ? isCapitals(word) : isTitleCase(word));
    // Given names end where a word is neither an initial nor a known name (a table's next cell).
    const kept: string[] = [];
    for (const word of given) {
      if (!sameCase(word) || !(isInitial(word) || flagsOf(word) & (FIRST | LAST))) break;
      kept.push(word);
    }
    const firstName = kept.find((word) => !isInitial(word));
    if (firstName === undefined || !(flagsOf(firstName) & FIRST)) continue;
    if (flagsOf(firstName) & PLACE && !(flagsOf(firstName) & LAST)) continue;
    const parts = surname.split('-');
    const known = parts.some((part) => flagsOf(part) & LAST);
    const notPlace = parts.every((part) => !(flagsOf(part) & PLACE) || flagsOf(part) & LAST);
    const onlyFirstName = parts.every((part) => (flagsOf(part) & (FIRST | LAST)) === FIRST);
    if (!notPlace || onlyFirstName || isOnlyLabelWords([surname])) continue;
    const start = match.index;
    const end = start + match[0].indexOf(', ') + 2 + kept.join(' ').length;
    if (!capitals && !standsApart(text, start, end)) continue;
    spans.push(personSpan(text, start, end, known ? 0.8 : 0.7));
  }
  return spans;
}

/**
 * Whether a name in ordinary case stands as in a list or after a label: it starts its line (or
 * follows a colon or semicolon) and ends it (or a semicolon, comma or bracket follows). In a sentence,
 * "Meryl Streep, Mark Hamill" and "However, John" are no surname-first names.
 */
function standsApart(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end);
  const before = text.slice(lineStart, start);
  const after = text.slice(end, lineEnd < 0 ? text.length : lineEnd);
  return (
    /^(?:|.*[:;][ \t\u00a0]*|[ \t\u00a0]+)$/u.test(before) &&
    /^[ \t\u00a0]*(?:[;,()]|$)/u.test(after)
  );
}
