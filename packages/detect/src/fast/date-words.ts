/**
 * Month and weekday names the date recognizer reads: Norwegian Bokmål, Nynorsk and English for
 * weekdays; for months also Danish, Swedish, German, Dutch, French, Spanish, Portuguese, Italian
 * and Polish (in the genitive a date uses: "6 września 1998"), so a date of birth is read in the
 * languages our users' documents come in.
 */

// One row per month, January first: every name and abbreviation used for it.
const MONTH_NAMES: readonly (readonly string[])[] = [
  [
    'januar',
    'january',
    'jan',
    'januari',
    'jänner',
    'janvier',
    'enero',
    'janeiro',
    'gennaio',
    'stycznia',
  ],
  [
    'februar',
    'february',
    'feb',
    'februari',
    'février',
    'fevrier',
    'febrero',
    'fevereiro',
    'febbraio',
    'lutego',
  ],
  ['mars', 'march', 'mar', 'marts', 'märz', 'maart', 'marzo', 'março', 'marca'],
  ['april', 'apr', 'avril', 'abril', 'aprile', 'kwietnia'],
  ['mai', 'may', 'maj', 'mei', 'mayo', 'maio', 'maggio', 'maja'],
  ['juni', 'june', 'jun', 'juin', 'junio', 'junho', 'giugno', 'czerwca'],
  ['juli', 'july', 'jul', 'juillet', 'julio', 'julho', 'luglio', 'lipca'],
  ['august', 'aug', 'augusti', 'augustus', 'août', 'aout', 'agosto', 'sierpnia'],
  [
    'september',
    'sept',
    'sep',
    'septembre',
    'septiembre',
    'setiembre',
    'setembro',
    'settembre',
    'września',
  ],
  ['oktober', 'october', 'okt', 'oct', 'octobre', 'octubre', 'outubro', 'ottobre', 'października'],
  ['november', 'nov', 'novembre', 'noviembre', 'novembro', 'listopada'],
  [
    'desember',
    'december',
    'des',
    'dec',
    'dezember',
    'décembre',
    'decembre',
    'diciembre',
    'dezembro',
    'dicembre',
    'grudnia',
  ],
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
