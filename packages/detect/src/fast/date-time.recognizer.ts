import { isValidDate } from './checksums';
import { CONTEXT } from './context-words';
import { ENGLISH_MONTHS, MONTHS, MONTH_PATTERN, WEEKDAY_PATTERN } from './date-words';
import type { Candidate, Recognizer, ScanInput } from './recognizer';
import { collectMatches } from './recognizer';
import { resolveOverlaps } from './resolve-overlaps';
import { findTimes, isValidTime } from './time-of-day';

/** A full date with a four-digit year, numeric or written out. */
const FULL_DATE_SCORE = 0.85;
const ISO_DATETIME_SCORE = 0.95;
/** Two-digit years, no year or no day: still dates, but "1.2.23" may be a section number. */
const PARTIAL_DATE_SCORE = 0.6;
/** Without a year, February 29 is possible. */
const LEAP_YEAR = 2000;

const EDGE_BEFORE = String.raw`(?<![\p{L}\p{N}.,/:-])`;
const EDGE_AFTER = String.raw`(?![\p{L}\p{N}]|[.,/:-]\d)`;
const NUMERIC_DATE = new RegExp(
  String.raw`${EDGE_BEFORE}(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})${EDGE_AFTER}`,
  'gu',
);
const ISO_DATE = new RegExp(
  String.raw`${EDGE_BEFORE}(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?${EDGE_AFTER}`,
  'gu',
);
const WEEKDAY_PREFIX = String.raw`(?:(?:${WEEKDAY_PATTERN}),?[ \u00a0]+(?:den[ \u00a0]+)?)?`;
// "1. februar 2023", "1. feb. 2023", "1 February 2023", "mandag 1. februar", "15.mai",
// "6 de septiembre de 1998", "1er mars 1990".
const DAY_MONTH = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${WEEKDAY_PREFIX}(\d{1,2})(?:\.|st|nd|rd|th|er|º)?[ \u00a0]?(?:de[ \u00a0]+)?(${MONTH_PATTERN})(?![\p{L}])(?:\.?,?[ \u00a0]+(?:de[ \u00a0]+)?(\d{4})(?!\p{N}))?`,
  'giu',
);
// "February 1, 2023", "Feb 1st, 2023", "Monday, February 1".
const MONTH_DAY = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${WEEKDAY_PREFIX}(${MONTH_PATTERN})\.?[ \u00a0](\d{1,2})(?:st|nd|rd|th)?(?![\p{L}\p{N}])(?:,?[ \u00a0](\d{4})(?!\p{N}))?`,
  'giu',
);
// "februar 2023", "Feb. 2023".
const MONTH_YEAR = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(${MONTH_PATTERN})\.?,?[ \u00a0](\d{4})(?![\p{L}\p{N}])`,
  'giu',
);

// "12-Mar-1990", "12/MAR/1990", "03.Feb.2021": a month's name between a separator repeated.
const DAY_MON_YEAR = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(\d{1,2})([-/.])(${MONTH_PATTERN})\2(\d{4}|\d{2})(?![\p{L}\p{N}])`,
  'giu',
);

const DAY_BEFORE = /(?<![\p{N}])\d{1,2}(?:\.|st|nd|rd|th)?[ \u00a0]?$/u;

function spanOf(match: RegExpExecArray, score: number): Candidate {
  return { start: match.index, end: match.index + match[0].length, score };
}

function findNumericDates(text: string): Candidate[] {
  return collectMatches(text, NUMERIC_DATE, (match) => {
    const [first, separator, second, yearText] = [match[1], match[2], match[3], match[4] ?? ''];
    const isShortYear = yearText.length === 2;
    // "01-02-23" is more likely a reference than a date; dashes need the full year.
    if (separator === '-' && isShortYear) return undefined;
    const year = isShortYear ? LEAP_YEAR + Number(yearText) : Number(yearText);
    const isDayFirst = isValidDate(year, Number(second), Number(first));
    // Slashes may be the American month-first order ("12/31/2023").
    const isMonthFirst = separator === '/' && isValidDate(year, Number(first), Number(second));
    if (!isDayFirst && !isMonthFirst) return undefined;
    return spanOf(match, isShortYear ? PARTIAL_DATE_SCORE : FULL_DATE_SCORE);
  });
}

function findIsoDates(text: string): Candidate[] {
  return collectMatches(text, ISO_DATE, (match) => {
    const [year, month, day, hour, minute, second] = match.slice(1) as (string | undefined)[];
    if (!isValidDate(Number(year), Number(month), Number(day))) return undefined;
    if (hour === undefined) return spanOf(match, FULL_DATE_SCORE);
    const isTimeValid = isValidTime(Number(hour), Number(minute), Number(second ?? 0));
    // An impossible time after a good date still leaves the date.
    if (!isTimeValid) return { start: match.index, end: match.index + 10, score: FULL_DATE_SCORE };
    return spanOf(match, ISO_DATETIME_SCORE);
  });
}

function textDate(
  match: RegExpExecArray,
  day: string,
  month: string,
  year?: string,
): Candidate | undefined {
  const monthNumber = MONTHS.get(month.toLowerCase());
  if (monthNumber === undefined) return undefined;
  if (!isValidDate(year === undefined ? LEAP_YEAR : Number(year), monthNumber, Number(day)))
    return undefined;
  return spanOf(match, year === undefined ? PARTIAL_DATE_SCORE : FULL_DATE_SCORE);
}

function findTextDates(text: string): Candidate[] {
  const dayMonth = collectMatches(text, DAY_MONTH, (match) =>
    textDate(match, match[1] ?? '', match[2] ?? '', match[3]),
  );
  const monthDay = collectMatches(text, MONTH_DAY, (match) => {
    const month = match[1] ?? '';
    // Without a year only English full names lead ("May 5"); "mai 12" or "Jan 5" are not dates.
    if (match[3] === undefined && !ENGLISH_MONTHS.has(month.toLowerCase())) return undefined;
    return textDate(match, match[2] ?? '', month, match[3]);
  });
  const monthYear = collectMatches(text, MONTH_YEAR, (match) =>
    // After a day the day-month pattern decides: "31. februar 2023" is no date at all.
    DAY_BEFORE.test(text.slice(Math.max(0, match.index - 5), match.index))
      ? undefined
      : spanOf(match, PARTIAL_DATE_SCORE),
  );
  const separated = collectMatches(text, DAY_MON_YEAR, (match) => {
    const year = match[4] ?? '';
    return textDate(match, match[1] ?? '', match[3] ?? '', year.length === 2 ? `19${year}` : year);
  });
  return [...dayMonth, ...monthDay, ...monthYear, ...separated];
}

function find(input: ScanInput): Candidate[] {
  const { text } = input;
  // The patterns overlap ("2023-02-01 14:30" holds a time, "1. mai 2023" a month and year).
  return resolveOverlaps([
    ...findNumericDates(text),
    ...findIsoDates(text),
    ...findTextDates(text),
    ...findTimes(text),
  ]);
}

/** Dates and times in Norwegian and English forms, with day and month ranges checked. */
export const dateTimeRecognizer: Recognizer = {
  entity: 'DATE_TIME',
  context: CONTEXT.DATE_TIME,
  find,
};
