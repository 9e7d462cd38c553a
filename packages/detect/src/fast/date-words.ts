/** Month and weekday names the date recognizer reads: Norwegian Bokmål, Nynorsk and English. */

// One row per month, January first: every name and abbreviation used for it.
const MONTH_NAMES: readonly (readonly string[])[] = [
  ['januar', 'january', 'jan'],
  ['februar', 'february', 'feb'],
  ['mars', 'march', 'mar'],
  ['april', 'apr'],
  ['mai', 'may'],
  ['juni', 'june', 'jun'],
  ['juli', 'july', 'jul'],
  ['august', 'aug'],
  ['september', 'sept', 'sep'],
  ['oktober', 'october', 'okt', 'oct'],
  ['november', 'nov'],
  ['desember', 'december', 'des', 'dec'],
];

/** Month numbers by lower-case name or abbreviation. */
export const MONTHS: ReadonlyMap<string, number> = new Map(
  MONTH_NAMES.flatMap((names, index) => names.map((name) => [name, index + 1] as const)),
);

/** English full month names: the only ones that may stand before a day without a year ("May 5"). */
export const ENGLISH_MONTHS: ReadonlySet<string> = new Set(
  `january february march april may june july august september october november
  december`.split(/\s+/),
);

const WEEKDAYS = `mandag måndag tirsdag tysdag onsdag torsdag fredag lørdag laurdag søndag sundag
  monday tuesday wednesday thursday friday saturday sunday`.split(/\s+/);

/** Longest first, so "januar" is tried before "jan". */
export const MONTH_PATTERN = [...MONTHS.keys()].sort((a, b) => b.length - a.length).join('|');
export const WEEKDAY_PATTERN = WEEKDAYS.join('|');
