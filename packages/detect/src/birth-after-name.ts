import { dateTimeRecognizer } from './fast/date-time.recognizer';
import { createScanInput } from './fast/recognizer';
import type { Span } from './span';

/** A name this sure holds the date beside it. */
const MIN_NAME_SCORE = 0.5;
/** As sure as a date a label names in prose. */
const BIRTH_SCORE = 0.75;
/**
 * "Kari Nordmann (12.03.1985)", "Kielitutkinto Suorittaja⏎(1.1.2007)", "Ola Hansen (f.
 * 3. mai 1980)": a full date in brackets right after a name, on its line or alone on the next,
 * with at most a birth word before it; or the brackets read apart from the date they enclose,
 * as a page that draws them in another run gives them ("(⏎)⏎1.1.2007").
 */
const BRACKETED =
  /^[ \t\u00a0]*(?:\r?\n[ \t\u00a0]*)?(?:\((?:(?:f|fødd|født|b|born|né|née|geb|geboren|född|s)\.?[ \t\u00a0]+)?([^()\n]{6,24})\)|\([ \t\u00a0]*\r?\n?[ \t\u00a0]*\)[ \t\u00a0]*\r?\n[ \t\u00a0]*([^()\n]{6,24}?)[ \t\u00a0]*(?=\r?\n|$))/iu;

/**
 * A full date in brackets right after a person's name is their date of birth: certificates,
 * lists of participants and court lists write people so. The date must be whole (a day, a month
 * and a year of four digits) and lie in the past.
 */
export function birthDatesAfterNames(text: string, spans: readonly Span[]): Span[] {
  const found: Span[] = [];
  const thisYear = new Date().getFullYear();
  for (const name of spans) {
    if (name.entity_type !== 'PERSON' || name.score < MIN_NAME_SCORE) continue;
    const match = BRACKETED.exec(text.slice(name.end, name.end + 48));
    if (!match) continue;
    const inner = (match[1] ?? match[2]!).trim();
    const year = Number(/(?:19|20)\d\d(?!\d)/.exec(inner)?.[0]);
    if (!year || year >= thisYear) continue;
    const dates = dateTimeRecognizer.find(createScanInput(inner));
    if (!dates.some((date) => date.start === 0 && date.end === inner.length)) continue;
    const start = name.end + match[0].lastIndexOf(inner);
    const end = start + inner.length;
    found.push({
      start,
      end,
      text: inner,
      entity_type: 'DATE_OF_BIRTH',
      score: BIRTH_SCORE,
      engine: 'fast',
    });
  }
  return found;
}
