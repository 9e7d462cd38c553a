import { CONTEXT } from './context-words';
import type { DigitWindow, NumberRun } from './number-runs';
import { scanAllRuns } from './number-runs';
import type { Candidate, Recognizer, ScanInput } from './recognizer';
import { findContactPhones } from './contact-phones';
import { isAfterOrgIdLabel } from './org-id-labels';
import { extendedEnd } from './phone-shape';
import { isValidNorwegianNumber } from './phone-validity';

export { isValidNorwegianNumber };

/** With the country code the digits can only be a phone number. */
const INTERNATIONAL_SCORE = 0.9;
/** "22 33 44 55" and "412 34 567" are how Norwegian numbers are printed. */
const GROUPED_SCORE = 0.6;
/** "12345678" and "1234 5678" may as well be amounts or case numbers until context says so. */
const AMBIGUOUS_SCORE = 0.4;
/** "kr 41234567", "41234567,50": money unless a context word ("Tlf 41234567 kr") says otherwise. */
const AMOUNT_SCORE = 0.2;

const TYPICAL_LAYOUTS = new Set(['2-2-2-2', '3-2-3']);
/** "412-34-567" and "41.23.45.67" only in the typical layouts: "2233.4455" reads as a decimal. */
const PUNCTUATED_SEPARATORS = new Set(['-', '.']);
const NATIONAL_LAYOUTS = new Set(['8', '4-4', ...TYPICAL_LAYOUTS]);
/** "+47 22334455", "(+47) 22 33 44 55", "0047 ..." written before a run of its own. */
const PREFIX_BEFORE = /(?:\+[ \u00a0]?47|\(\+47\)|(?<!\d)0047)[ \u00a0]{0,2}$/;

/** "47 22 33 44 55" after "+" or "0047 22 33 44 55": the country code opens the first group. */
function countryCodeInRun(text: string, run: NumberRun, window: DigitWindow): number | undefined {
  const [groupStart, groupEnd] = run.groups[window.firstGroup]!;
  const first = text.slice(groupStart, groupEnd);
  if (first.startsWith('0047')) return 4;
  if (window.firstGroup === 0 && text.charAt(run.start - 1) === '+' && first.startsWith('47')) {
    return 2;
  }
  return undefined;
}

/** The grouping of the digits after the country code, when the code is a group or a prefix of one. */
function layoutAfterCode(window: DigitWindow, codeLength: number): string | undefined {
  const [first, ...rest] = window.layout.split('-');
  if (Number(first) === codeLength) return rest.join('-');
  return window.layout === String(codeLength + 8) ? '8' : undefined;
}

function matchPunctuated(text: string, window: DigitWindow): Candidate | undefined {
  if (!TYPICAL_LAYOUTS.has(window.layout) || !isValidNorwegianNumber(window.digits)) {
    return undefined;
  }
  const prefix = PREFIX_BEFORE.exec(text.slice(Math.max(0, window.start - 8), window.start));
  const start = window.start - (prefix?.[0].length ?? 0);
  return { start, end: window.end, score: prefix ? INTERNATIONAL_SCORE : GROUPED_SCORE };
}

/** "+45 21 03 54 27", "0046 70 123 45 67": another country's code opens the run. */
function hasForeignCode(text: string, run: NumberRun): boolean {
  const [groupStart, groupEnd] = run.groups[0]!;
  const first = text.slice(groupStart, groupEnd);
  if (first.startsWith('00')) return !first.startsWith('0047') && first.length > 2;
  const isAfterPlus = /\+[ \u00a0]?$/.test(text.slice(Math.max(0, run.start - 2), run.start));
  return isAfterPlus && !first.startsWith('47');
}

/**
 * "03 91 55 90 70", "0221 225 70 17": the window follows a trunk prefix and area code in its run,
 * so it is the rest of another country's national number, never a Norwegian one (Norway has no
 * trunk prefix).
 */
function followsAreaCode(text: string, run: NumberRun, window: DigitWindow): boolean {
  if (window.firstGroup === 0) return false;
  const [groupStart, groupEnd] = run.groups[window.firstGroup - 1]!;
  return (
    text.charAt(groupStart) === '0' &&
    text.charAt(groupStart + 1) !== '0' &&
    groupEnd - groupStart <= 5
  );
}

function matchWindow(input: ScanInput, run: NumberRun, window: DigitWindow): Candidate | undefined {
  const { text } = input;
  if (followsAreaCode(text, run, window)) return undefined;
  if (PUNCTUATED_SEPARATORS.has(window.separator)) return matchPunctuated(text, window);
  if (window.separator !== '' && window.separator !== ' ') return undefined;
  const codeLength = countryCodeInRun(text, run, window);
  if (codeLength !== undefined) {
    const layout = layoutAfterCode(window, codeLength);
    if (layout === undefined || !NATIONAL_LAYOUTS.has(layout)) return undefined;
    if (!isValidNorwegianNumber(window.digits.slice(codeLength))) return undefined;
    const start = codeLength === 2 ? window.start - 1 : window.start;
    return { start, end: window.end, score: INTERNATIONAL_SCORE };
  }
  if (!NATIONAL_LAYOUTS.has(window.layout) || !isValidNorwegianNumber(window.digits))
    return undefined;
  const prefix = PREFIX_BEFORE.exec(text.slice(Math.max(0, window.start - 8), window.start));
  if (prefix) {
    return { start: window.start - prefix[0].length, end: window.end, score: INTERNATIONAL_SCORE };
  }
  if (TYPICAL_LAYOUTS.has(window.layout)) {
    return { start: window.start, end: window.end, score: GROUPED_SCORE };
  }
  // Only the group the currency touches is suspect, and only lowered: context can still lift it.
  const score = window.isAmount ? AMOUNT_SCORE : AMBIGUOUS_SCORE;
  return { start: window.start, end: window.end, score };
}

function find(input: ScanInput): Candidate[] {
  const found = scanAllRuns(
    input.text,
    input.numberRuns().filter((run) => !hasForeignCode(input.text, run)),
    { maxGroups: 5, maxDigits: 12 },
    (window, run) => matchWindow(input, run, window),
  );
  // The plan knows no extensions: "22 33 44 55 lokal 12" is one number with its extension.
  const extended = found
    .filter((candidate) => !isAfterOrgIdLabel(input.text, candidate.start))
    .map((candidate) => ({ ...candidate, end: extendedEnd(input.text, candidate.end) }));
  // Context adds what the plan does not know (test numbers, extensions) after "Tlf", "Mobil".
  const known = new Set(extended.map(({ start, end }) => `${start}:${end}`));
  for (const { start, end, score, isNorwegian } of findContactPhones(input)) {
    if (isNorwegian && !known.has(`${start}:${end}`)) extended.push({ start, end, score });
  }
  return extended.sort((a, b) => a.start - b.start);
}

/**
 * Norwegian phone numbers, validated against libphonenumber's metadata for NO; after a phone label
 * or on a contact line, +47 numbers the plan does not know and extensions too.
 */
export const phoneRecognizer: Recognizer = {
  entity: 'NO_PHONE_NUMBER',
  context: CONTEXT.NO_PHONE_NUMBER,
  find,
};
