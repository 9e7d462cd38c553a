/**
 * What a phone shape is: something else (a date, opening hours, a sum, an account number, an
 * ISBN, a range, a ZIP+4 code, a version), a layout phone numbers are printed in, or a phone
 * number that runs on into the next number.
 */
import type { PhoneShape } from './phone-shape';

/** No plan has more digits than E.164's 15; seven is the shortest subscriber number read here. */
const MIN_DIGITS = 7;
const MAX_DIGITS = 15;

const isUniform = (separators: readonly string[]) => separators.every((s) => s === separators[0]);

/** "12-03-2024", "2024.03.12", "3/12/24": a date, in either order, with one separator. */
function isDate(shape: PhoneShape): boolean {
  const [a, b, c] = shape.groups;
  if (c === undefined || shape.isInternational) return false;
  const [s1, s2, after] = shape.separators;
  if (s1 !== s2 || !'-./'.includes(s1 ?? 'x') || s1 === '') return false;
  // A date stands alone or before a time ("12.03.2024 1430"), not inside longer groups.
  if (shape.groups.length > 3 && after !== ' ') return false;
  const [day, month, year] = a!.length === 4 ? [c, b!, a] : [a!, b!, c];
  const isMonth = (value: string) => value.length <= 2 && Number(value) >= 1 && Number(value) <= 12;
  const isDay = (value: string) => value.length <= 2 && Number(value) >= 1 && Number(value) <= 31;
  const isYear = year!.length === 4 || year!.length === 2;
  return isYear && ((isDay(day) && isMonth(month)) || (isMonth(day) && isDay(month)));
}

const isMonthDay = (month: string, day: string) =>
  Number(month) >= 1 && Number(month) <= 12 && Number(day) >= 1 && Number(day) <= 31;

/**
 * "051052-1440", "851010-1234", "19851010-1234": a Danish CPR or Swedish personnummer, the birth
 * date (ddmmyy, yymmdd or yyyymmdd) and four digits. No area code has six digits after a dash.
 */
function isPersonalId(shape: PhoneShape): boolean {
  const [date, serial] = shape.groups;
  if (shape.isInternational || shape.groups.length !== 2 || shape.separators[0] !== '-') {
    return false;
  }
  if (serial!.length !== 4) return false;
  if (date!.length === 8) return isMonthDay(date!.slice(4, 6), date!.slice(6));
  if (date!.length !== 6) return false;
  return (
    isMonthDay(date!.slice(2, 4), date!.slice(0, 2)) ||
    isMonthDay(date!.slice(2, 4), date!.slice(4))
  );
}

/** "08.00-15.30", "8.30–16": opening hours. */
function isTimeRange(shape: PhoneShape): boolean {
  const [a, b, c, d] = shape.groups;
  const [s1, s2, s3] = shape.separators;
  const isTime = (hour?: string, minute?: string) =>
    hour !== undefined &&
    hour.length <= 2 &&
    Number(hour) <= 23 &&
    (minute === undefined || (minute.length === 2 && Number(minute) <= 59));
  return (
    s2 === '-' && s1 === '.' && (s3 === '.' || d === undefined) && isTime(a, b) && isTime(c, d)
  );
}

/** "2 500 000", "1.234.567", "12 345 678": thousands, read as a sum. */
function isThousands(shape: PhoneShape): boolean {
  const [first, ...rest] = shape.groups;
  return (
    !shape.isInternational &&
    rest.length > 0 &&
    first!.length <= 2 &&
    rest.every((group) => group.length === 3) &&
    isUniform(shape.separators) &&
    (shape.separators[0] === ' ' || shape.separators[0] === '.')
  );
}

/** "1234-1289", "pages 123–456": a range of two numbers of one size, the second larger. */
function isRange(shape: PhoneShape): boolean {
  const [a, b] = shape.groups;
  return (
    shape.groups.length === 2 &&
    shape.separators[0] === '-' &&
    a!.length === b!.length &&
    a!.length <= 4 &&
    Number(b) > Number(a)
  );
}

/** "1.2.3", "10.0.19041.1234": dotted groups of one digit are version numbers. */
function isVersion(shape: PhoneShape): boolean {
  if (shape.isInternational || !shape.separators.includes('.')) return false;
  if (shape.layout === '1-3-3-4' && shape.groups[0] === '1') return false;
  return shape.groups.some((group) => group.length === 1);
}

/** A number with a trunk prefix: "030 1234567", "073 555 9897", "06-12345678". */
export function hasTrunkPrefix(shape: PhoneShape): boolean {
  const first = shape.groups[0]!;
  return (
    !shape.isInternational && first.startsWith('0') && !first.startsWith('00') && first.length >= 2
  );
}

/**
 * Why a phone shape is something else, whatever its context: too few or too many digits, a date,
 * opening hours, a sum, an account number (4-2-5), an ISBN, a ZIP+4 code, a range, a version, a
 * personal identity number that opens with a birth date.
 */
export function isNotAPhone(shape: PhoneShape): boolean {
  const count = shape.digits.length;
  if (count < MIN_DIGITS || count > MAX_DIGITS) return true;
  if (isDate(shape) || isTimeRange(shape) || isThousands(shape) || isRange(shape)) return true;
  if (isVersion(shape) || isPersonalId(shape)) return true;
  const layout = shape.layout;
  if (!shape.isInternational) {
    if (layout === '4-2-5') return true;
    const isBookland = shape.digits.startsWith('978') || shape.digits.startsWith('979');
    if (isBookland && count === 13 && shape.separators.includes('-')) return true;
    // A ZIP+4 code, New England's with its leading zero too ("01040-2841").
    if (layout === '5-4' && shape.separators[0] === '-') return true;
  }
  // An ISBN ends in a check digit of its own ("0-306-40615-2"); a German switchboard's "-0"
  // ("030 12345-0") follows a trunk prefix or country code.
  const last = shape.groups.at(-1)!;
  if (
    last.length === 1 &&
    shape.groups.length > 1 &&
    !(shape.isInternational || hasTrunkPrefix(shape))
  )
    return true;
  return false;
}

/** Nine digits as Spain and Poland print them: "91 234 56 78", "612 34 56 78". */
const NINE_DIGIT_LAYOUTS = new Set(['2-3-2-2', '3-2-2-2']);
/**
 * A mobile number of Czechia, Spain or Poland in threes ("777 123 456", "612 345 678"): a 5, 6
 * or 7 first. Norway's organisation numbers, also nine digits in threes, start with 8 or 9.
 */
const MOBILE_IN_THREES = /^[567]\d{8}$/;

/**
 * Whether a shape is one phone numbers are printed in, so that a contact line alone makes it one
 * without a label: an international prefix, brackets, an extension, the North American 3-3-4,
 * a trunk prefix (France's pairs among them), the pairs of Norway and Denmark, or Spain's and
 * Poland's nine digits in pairs after a first group.
 */
export function isTypicalLayout(shape: PhoneShape): boolean {
  if (shape.isInternational || shape.hasBrackets || shape.hasExtension) return true;
  const layout = shape.layout;
  const separators = shape.separators;
  if (layout === '3-3-4' || (layout === '1-3-3-4' && shape.groups[0] === '1')) return true;
  const count = shape.digits.length;
  if (hasTrunkPrefix(shape) && shape.groups.length >= 2 && count >= 9 && count <= 12) return true;
  if (NINE_DIGIT_LAYOUTS.has(layout) && isUniform(separators) && separators[0] === ' ') return true;
  if (layout === '3-3-3' && separators.join('') === '  ' && MOBILE_IN_THREES.test(shape.digits))
    return true;
  return (layout === '2-2-2-2' || layout === '3-2-3') && separators[0] !== '/';
}

/** The shape cut after its first `count` groups; the extension goes with the rest. */
function firstGroups(shape: PhoneShape, count: number): PhoneShape {
  const groups = shape.groups.slice(0, count);
  const end = shape.groupEnds[count - 1]!;
  return {
    start: shape.start,
    end,
    numberEnd: end,
    digits: groups.join(''),
    groups,
    layout: groups.map((group) => group.length).join('-'),
    groupEnds: shape.groupEnds.slice(0, count),
    separators: shape.separators.slice(0, count - 1),
    isInternational: shape.isInternational,
    hasBrackets: shape.hasBrackets,
    hasExtension: false,
  };
}

/**
 * The phone number at the start of a shape that runs on into other numbers ("22 33 44 55 2024",
 * two numbers side by side): the longest run of its first groups, cut at a space, in a typical
 * layout; the whole shape when it is one, or when no part is (a label may still vouch for it).
 */
export function phonePart(shape: PhoneShape): PhoneShape | undefined {
  const isWhollyNoPhone = isNotAPhone(shape);
  if (!isWhollyNoPhone && isTypicalLayout(shape)) return shape;
  for (let count = shape.groups.length - 1; count >= 2; count--) {
    if (shape.separators[count - 1] !== ' ') continue;
    const prefix = firstGroups(shape, count);
    if (isTypicalLayout(prefix) && !isNotAPhone(prefix)) return prefix;
  }
  return isWhollyNoPhone ? undefined : shape;
}
