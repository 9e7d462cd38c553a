import type { Language } from './synth-slots';
import type { Rng } from './rng';

/*
 * Values for the template slots that are not names: titles, dates, numbers, phone numbers and
 * amounts. They matter as much as the names, since they teach what a capital letter or a number
 * next to a name does not mean.
 */
const EN_TITLES = ['Mr', 'Mr.', 'Mrs', 'Mrs.', 'Ms', 'Ms.', 'Dr', 'Dr.', 'Prof.', 'Miss', 'Sir'];
const NO_TITLES = ['herr', 'fru', 'advokat', 'lege', 'dr.', 'professor', 'overlege', 'dommer'];
const EN_MONTHS = words(
  'January February March April May June July August September October November December',
);
const NO_MONTHS = words(
  'januar februar mars april mai juni juli august september oktober november desember',
);
const EN_DAYS = words('Monday Tuesday Wednesday Thursday Friday Saturday Sunday');
const NO_DAYS = words('mandag tirsdag onsdag torsdag fredag');

function words(text: string): string[] {
  return text.split(' ');
}

function date(r: Rng, language: Language): string {
  const day = 1 + r.int(28);
  const month = r.int(12);
  const year = 2000 + r.int(25);
  if (language === 'no') {
    return r.chance(0.5)
      ? `${day}. ${NO_MONTHS[month]} ${year}`
      : `${String(day).padStart(2, '0')}.${String(month + 1).padStart(2, '0')}.${year}`;
  }
  return r.pick([
    `${day} ${EN_MONTHS[month]} ${year}`,
    `${EN_MONTHS[month]} ${day}, ${year}`,
    `${day}/${month + 1}/${year}`,
  ]);
}

/** The text of a non-name slot, or undefined when `slot` is not one of them. */
export function fillValue(slot: string, r: Rng, language: Language): string | undefined {
  const no = language === 'no';
  switch (slot) {
    case 'TITLE':
      return r.pick(no ? NO_TITLES : EN_TITLES);
    case 'NUM':
      return String(1 + r.int(r.chance(0.7) ? 60 : 400)) + (r.chance(0.1) ? 'B' : '');
    case 'YEAR':
      return String(1960 + r.int(65));
    case 'POST':
      if (no) return String(1000 + r.int(9000)).padStart(4, '0');
      return r.pick([String(10000 + r.int(89999)), `M${1 + r.int(30)} ${r.int(10)}AB`]);
    case 'DAY':
      return r.pick(no ? NO_DAYS : EN_DAYS);
    case 'MONTH':
      return r.pick(no ? NO_MONTHS : EN_MONTHS);
    case 'DATE':
      return date(r, language);
    case 'REF':
      return `${2015 + r.int(10)}/${100 + r.int(9000)}`;
    case 'PHONE':
      if (no) return `+47 ${400 + r.int(500)} ${10 + r.int(89)} ${100 + r.int(899)}`;
      return `0${100 + r.int(899)} ${100 + r.int(899)} ${1000 + r.int(8999)}`;
    case 'MONEY':
      return no
        ? `kr ${1 + r.int(99)} ${100 + r.int(899)}`
        : `£${1 + r.int(99)},${100 + r.int(899)}`;
    default:
      return undefined;
  }
}
