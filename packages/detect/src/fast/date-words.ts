/**
 * Month and weekday names the date recognizer reads: Norwegian Bokmål, Nynorsk and English for
 * weekdays; for months also Danish, Swedish, German, Dutch, French, Spanish, Portuguese, Italian,
 * Polish, Russian and Ukrainian (in the genitive a date uses: "6 września 1998", "12 марта
 * 1990"), so a date of birth is read in the languages our users' documents come in.
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
    'января',
    'січня',
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
    'февраля',
    'лютого',
  ],
  ['mars', 'march', 'mar', 'marts', 'märz', 'maart', 'marzo', 'março', 'marca', 'марта', 'березня'],
  ['april', 'apr', 'avril', 'abril', 'aprile', 'kwietnia', 'апреля', 'квітня'],
  ['mai', 'may', 'maj', 'mei', 'mayo', 'maio', 'maggio', 'maja', 'мая', 'травня'],
  ['juni', 'june', 'jun', 'juin', 'junio', 'junho', 'giugno', 'czerwca', 'июня', 'червня'],
  ['juli', 'july', 'jul', 'juillet', 'julio', 'julho', 'luglio', 'lipca', 'июля', 'липня'],
  [
    'august',
    'aug',
    'augusti',
    'augustus',
    'août',
    'aout',
    'agosto',
    'sierpnia',
    'августа',
    'серпня',
  ],
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
    'сентября',
    'вересня',
  ],
  [
    'oktober',
    'october',
    'okt',
    'oct',
    'octobre',
    'octubre',
    'outubro',
    'ottobre',
    'października',
    'октября',
    'жовтня',
  ],
  ['november', 'nov', 'novembre', 'noviembre', 'novembro', 'listopada', 'ноября', 'листопада'],
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
    'декабря',
    'грудня',
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
