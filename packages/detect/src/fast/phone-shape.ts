/**
 * The shape of a phone number as people write it, read without a number plan: an optional "+"
 * or "00" and country code, digit groups with the separators and brackets of many countries
 * ("+99 (9)99 999 99 99", "(999)999-9999", "999.999.9999", "030/1234567", "040 / 299 24 97"), and
 * an extension ("x123", "ext. 12", "#123", "Durchwahl -12", "poste 12", "toestel 12", "(ext 12)").
 * What the shape is, is judged in `phone-shape-checks.ts`.
 */

/** A phone-shaped number at a place in a text. */
export type PhoneShape = {
  readonly start: number;
  /** The end of the whole span, extension included. */
  readonly end: number;
  /** The end of the number without its extension. */
  readonly numberEnd: number;
  /** The digits, without the international "+" or "00" (the country code stays). */
  readonly digits: string;
  /** The digits of each group; a bracketed group ("(0)", "(212)") is a group of its own. */
  readonly groups: readonly string[];
  /** Where each group ends in the text (after its closing bracket). */
  readonly groupEnds: readonly number[];
  /** Group lengths joined by "-": "3-3-4" for "(212) 555-0123". */
  readonly layout: string;
  /** The separator before each group after the first: " ", "-", ".", "/" or "" after a bracket. */
  readonly separators: readonly string[];
  /** Written with "+" or "00" before the country code. */
  readonly isInternational: boolean;
  readonly hasBrackets: boolean;
  readonly hasExtension: boolean;
};

const MAX_GROUPS = 8;
const MAX_GROUP_DIGITS = 12;

const isDigitAt = (text: string, at: number) => {
  const code = text.charCodeAt(at);
  return code >= 48 && code <= 57;
};
const isSpaceAt = (text: string, at: number) => text[at] === ' ' || text[at] === '\u00a0';

/**
 * The words that lead an extension: English "x", "ext.", French "poste", German "Durchwahl",
 * "DW", "Nebenstelle", Dutch "toestel", "tst.", Swedish "anknytning", "ankn.", Norwegian and
 * Danish "lokal", "lok.", Italian and Spanish "interno", "int.", and "#".
 */
const EXTENSION_WORD = String.raw`(?:x|ext|extn|extension|poste|durchwahl|dw|nebenstelle|toestel|tst|anknytning|ankn|lokal|lok|interno|int|#)\.?`;
/**
 * "x123", "ext. 12", ", ext 12", "#123", "– poste 214", "Durchwahl -12", "toestel 630", the
 * same in brackets, "(ext 8238)", and the German direct line after a space, "(555) 23 78 -51".
 */
const EXTENSION = new RegExp(
  String.raw`(?:[ \u00a0]{0,2}[,–-]?[ \u00a0]{0,2}${EXTENSION_WORD}[ \u00a0:]{0,2}[-–]?[ \u00a0]?\d{1,6}|[ \u00a0]{0,2}\(${EXTENSION_WORD}[ \u00a0:]{0,2}\d{1,6}\)|[ \u00a0][-–]\d{1,4})(?![\p{L}\p{N}])`,
  'iuy',
);
/** A number runs into a decimal part, an e-mail address or a glued word: no phone of its own. */
const GLUED_AFTER = /^(?:[\p{L}\p{N}_@]|[.,]\d|[-/]\d)/u;

/** The first letters of the extension words, and the punctuation that may lead them. */
const EXTENSION_LEADS = new Set([...'xXeEpPdDnNtTaAlLiI#,–-(']);

/** The extension after a number's end, if one follows ("x12", ", Durchwahl -12"). */
function readExtension(text: string, end: number): RegExpExecArray | null {
  // Most numbers end a line or stand before a word: look at the pattern only when it can match.
  let at = end;
  while (at < end + 2 && isSpaceAt(text, at)) at++;
  if (!EXTENSION_LEADS.has(text[at] ?? '')) return null;
  EXTENSION.lastIndex = end;
  return EXTENSION.exec(text);
}

/**
 * Where a phone number found by its number plan ends with the extension written after it
 * ("(507) 476-7586 x6422", "+31 6 2669 7346 toestel 630"): `end` when none follows.
 */
export function extendedEnd(text: string, end: number): number {
  return readExtension(text, end) ? EXTENSION.lastIndex : end;
}

/** The digits of a bracket at `at` ("(0)", "(212)", "(+47)"), or undefined. */
function readBracket(text: string, at: number): { digits: string; end: number } | undefined {
  let i = at + 1;
  if (text[i] === '+') i++;
  const from = i;
  while (i - from < 5 && isDigitAt(text, i)) i++;
  if (i === from || text[i] !== ')') return undefined;
  return { digits: text.slice(from, i), end: i + 1 };
}

/**
 * "040 / 299 24 97", "020 - 247 7037": the area code set off by a slash or a dash between spaces,
 * as German (the older DIN 5008) and Dutch letterheads print it.
 */
function readSpacedSeparator(
  text: string,
  at: number,
): { separator: string; next: number } | undefined {
  const char = text[at + 1];
  if (!isSpaceAt(text, at) || !isSpaceAt(text, at + 2)) return undefined;
  if (char !== '/' && char !== '-' && char !== '–') return undefined;
  return isDigitAt(text, at + 3)
    ? { separator: char === '/' ? '/' : '-', next: at + 3 }
    : undefined;
}

/** An area code after its trunk prefix, "040", "0221", "020": never "00", which opens a country code. */
const AREA_CODE = /^0[1-9]\d{0,3}$/;

/**
 * Hyphens as PDFs print them: the hyphen-minus, Unicode's hyphen and non-breaking hyphen, the
 * en dash, and a soft hyphen beside one ("555-\u00ad\u20105555", a word processor's hyphen read
 * as three characters).
 */
const HYPHEN_RUN = /[-\u2010\u2011\u2013\u00ad]{1,3}/y;

/** The separator after a group at `at`, and where the next group starts; undefined at the end. */
function readSeparator(text: string, at: number): { separator: string; next: number } | undefined {
  const char = text[at] ?? '';
  let separator: string;
  let next = at + 1;
  HYPHEN_RUN.lastIndex = at;
  if (isSpaceAt(text, at)) separator = ' ';
  else if (char === '.' || char === '/') separator = char;
  else if (HYPHEN_RUN.test(text) && text.slice(at, HYPHEN_RUN.lastIndex) !== '\u00ad') {
    separator = '-';
    next = HYPHEN_RUN.lastIndex;
  } else return undefined;
  return isDigitAt(text, next) || text[next] === '(' ? { separator, next } : undefined;
}

/** An area code in brackets, "(0)", "(212)", "(030)"; a year in brackets, "(2019)", is not one. */
const AREA_IN_BRACKETS = /^(?:\d{1,3}|0\d{1,4})$/;

/** Reads the phone shape that starts exactly at `at`, or undefined when none does. */
export function readPhoneShape(text: string, at: number): PhoneShape | undefined {
  let i = at;
  let isInternational = false;
  if (text[i] === '+') {
    isInternational = true;
    i += isSpaceAt(text, i + 1) ? 2 : 1;
    if (!isDigitAt(text, i)) return undefined;
  }
  const groups: string[] = [];
  const groupEnds: number[] = [];
  const separators: string[] = [];
  let hasBrackets = false;
  let end = i;
  while (groups.length < MAX_GROUPS) {
    if (text[i] === '(') {
      // An area code's bracket opens a number or follows its country code ("+44 (0) 20"); one
      // after more groups belongs to the next number ("MA 01040-2841 (413) 535-4000").
      const bracket = groups.length <= 1 ? readBracket(text, i) : undefined;
      if (!bracket) break;
      if (text[i + 1] === '+') isInternational = true;
      else hasBrackets ||= AREA_IN_BRACKETS.test(bracket.digits);
      groups.push(bracket.digits);
      i = end = bracket.end;
      groupEnds.push(end);
    } else if (isDigitAt(text, i)) {
      const from = i;
      while (isDigitAt(text, i)) i++;
      if (i - from > MAX_GROUP_DIGITS) return undefined;
      groups.push(text.slice(from, i));
      end = i;
      groupEnds.push(end);
    } else break;
    // "(9)99", "(999)999-9999": digits glued to a bracket are the next group.
    const isAreaCode = groups.length === 1 && !isInternational && AREA_CODE.test(groups[0]!);
    const separator =
      text[i - 1] === ')' && isDigitAt(text, i)
        ? { separator: '', next: i }
        : (readSeparator(text, i) ?? (isAreaCode ? readSpacedSeparator(text, i) : undefined));
    if (!separator) break;
    separators.push(separator.separator);
    i = separator.next;
  }
  if (groups.length === 0) return undefined;
  // Eight groups and more digits after them: a longer run of numbers, not one phone number.
  if (groups.length === MAX_GROUPS && readSeparator(text, end)) return undefined;
  separators.length = groups.length - 1;
  if (!isInternational && groups[0]!.startsWith('00') && groups[0]!.length > 2) {
    isInternational = true;
    groups[0] = groups[0]!.slice(2);
  }
  const extension = readExtension(text, end);
  const spanEnd = extension ? EXTENSION.lastIndex : end;
  if (GLUED_AFTER.test(text.slice(spanEnd, spanEnd + 2))) return undefined;
  return {
    start: at,
    end: spanEnd,
    numberEnd: end,
    digits: groups.join(''),
    groups,
    layout: groups.map((group) => group.length).join('-'),
    groupEnds,
    separators,
    isInternational,
    hasBrackets,
    hasExtension: extension !== null,
  };
}
