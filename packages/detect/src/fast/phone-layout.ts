import type { PositionedWord } from '../span';
import { boxOf, layoutNeighbours, rowRunEnd } from './labelled-layout';
import { readPhoneShape } from './phone-shape';
import { phonePart } from './phone-shape-checks';
import { isNorwegianPhone } from './phone-validity';

/** Right of its label on a form's row: as sure as right after it in the text. */
const BESIDE_SCORE = 0.8;
/** Under its label, as in a table column or a form field under its caption. */
const BELOW_SCORE = 0.75;
/** The words under a label looked at: a phone column's first value, past a second header row. */
const BELOW_WORDS = 3;

/**
 * The phone a form prints right of or under its phone label, where the page's text has the value
 * elsewhere (a filled field's value comes after the page's text): "Phone number where Principal
 * can be contacted: ____ (000)000-0000".
 */
export function phoneInLayout(
  text: string,
  words: readonly PositionedWord[],
  labelStart: number,
  labelEnd: number,
): { start: number; end: number; score: number; isNorwegian: boolean } | undefined {
  const label = boxOf(words, labelStart, labelEnd);
  if (!label) return undefined;
  let belowLeft = BELOW_WORDS;
  for (const { word, isBelow } of layoutNeighbours(text, words, label, labelStart, labelEnd)) {
    if (isBelow && belowLeft-- <= 0) break;
    const read = readPhoneShape(text, word.start);
    const shape = read && phonePart(read);
    if (!shape || shape.numberEnd > rowRunEnd(words, word)) continue;
    const score = isBelow ? BELOW_SCORE : BESIDE_SCORE;
    return { start: shape.start, end: shape.end, score, isNorwegian: isNorwegianPhone(shape) };
  }
  return undefined;
}
