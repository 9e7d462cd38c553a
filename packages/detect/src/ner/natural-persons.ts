import type { Span } from '../span';
import { personSpan } from './person-span';

/** A holder the table itself calls a natural person: as sure as a label beside a value. */
const NATURAL_PERSON_SCORE = 0.85;

/**
 * A Chinese name of two to four Han characters in a table cell (alone on its line, as a PDF's
 * cells read), followed by the holder-type cell "境内自然人" / "境外自然人" / "自然人" (a domestic,
 * foreign or plain natural person): shareholder and creditor tables of Chinese reports say of
 * each row whether its holder is a person or a legal entity (法人), and the tagger reads no
 * Chinese. The same name elsewhere in the file is found by value spreading.
 */
const NATURAL_PERSON_ROW =
  /(?<=^|\n)[ \t]*(\p{Script=Han}{2,4})[ \t]*(?:\n[ \t]*|[ \t]+)(?:境内|境外|中国)?自然人(?=[ \t]*(?:\n|$))/gu;

/** Names the table they stand in calls natural persons ("杨琴秀" over "境内自然人"). */
export function findNaturalPersons(text: string): Span[] {
  if (!text.includes('自然人')) return [];
  return [...text.matchAll(NATURAL_PERSON_ROW)].map((match) => {
    const name = match[1]!;
    const start = match.index + match[0].indexOf(name);
    return personSpan(text, start, start + name.length, NATURAL_PERSON_SCORE);
  });
}
