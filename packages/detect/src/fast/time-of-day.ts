import type { Candidate } from './recognizer';
import { collectMatches } from './recognizer';

/** "kl. 14.30" names itself a time; the dot form is only read after "kl." (else it is 14.30 kr). */
const KL_SCORE = 0.75;
const COLON_SCORE = 0.6;
/** Seconds or am/pm make a colon pair a time rather than a ratio or score. */
const PRECISE_SCORE = 0.7;

const KL_TIME =
  /(?<![\p{L}\p{N}])(?:kl\.?|klokka|klokken)[ \u00a0]?((\d{1,2})(?:[.:](\d{2}))?)(?![\p{N}]|[.:]\d)/giu;
const COLON_TIME =
  /(?<![\p{L}\p{N}.,:/])(\d{1,2}):(\d{2})(?::(\d{2}))?(?:[ \u00a0]?([ap])\.?m\b)?(?![\p{N}]|[.,:]\d)/giu;
const AMPM_TIME = /(?<![\p{L}\p{N}.,:])(\d{1,2})[ \u00a0]?([ap])\.?m\b/giu;

/** Whether hours, minutes and seconds are a time of day; a 12-hour clock when `isTwelveHour`. */
export function isValidTime(hour: number, minute = 0, second = 0, isTwelveHour = false): boolean {
  const isHourValid = isTwelveHour ? hour >= 1 && hour <= 12 : hour <= 23;
  return isHourValid && minute <= 59 && second <= 59;
}

function numberOf(value: string | undefined): number | undefined {
  return value === undefined ? undefined : Number(value);
}

/** Times of day: "kl. 14.30", "kl 9", "14:30", "14:30:00", "2:30 pm", "11am". */
export function findTimes(text: string): Candidate[] {
  const found = collectMatches(text, KL_TIME, (match) => {
    const time = match[1] ?? '';
    if (!isValidTime(Number(match[2]), numberOf(match[3]))) return undefined;
    const end = match.index + match[0].length;
    return { start: end - time.length, end, score: KL_SCORE };
  });
  if (text.includes(':')) {
    found.push(
      ...collectMatches(text, COLON_TIME, (match) => {
        const isTwelveHour = match[4] !== undefined;
        if (!isValidTime(Number(match[1]), Number(match[2]), numberOf(match[3]), isTwelveHour)) {
          return undefined;
        }
        const isPrecise = match[3] !== undefined || isTwelveHour;
        const score = isPrecise ? PRECISE_SCORE : COLON_SCORE;
        return { start: match.index, end: match.index + match[0].length, score };
      }),
    );
  }
  found.push(
    ...collectMatches(text, AMPM_TIME, (match) =>
      isValidTime(Number(match[1]), 0, 0, true)
        ? { start: match.index, end: match.index + match[0].length, score: COLON_SCORE }
        : undefined,
    ),
  );
  return found;
}
