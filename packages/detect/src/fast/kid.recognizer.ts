import { isValidLuhn } from './checksums';
import { CONTEXT } from './context-words';
import type { DigitWindow, NumberRun } from './number-runs';
import { scanWindows } from './number-runs';
import type { Candidate, Recognizer, ScanInput } from './recognizer';

/** A KID after its label, with a valid MOD10 or MOD11 control digit, is a payment reference. */
const LABELLED_SCORE = 0.9;
const MIN_DIGITS = 2;
const MAX_DIGITS = 25;
/**
 * "KID", "KID-nummer", "KID nr.:" right before the number. A KID has no form of its own (any 2–25
 * digits with a control digit), so it is only ever read after its label; "kid" in English
 * running text is a child, so the bare word counts only in capitals.
 */
const LABEL_BEFORE =
  /(?:\bKID|\b[Kk]id-?(?:nummer|nr))(?:-?(?:nummer|NUMMER)(?:et)?|[ .-]?(?:nr|Nr|NR|no|No|NO)\.?|[ ]?(?:number|Number))?[ \t\u00a0]*[:.]?[ \t\u00a0]*$/u;
const LABEL_LOOKBACK = 24;

/** The MOD11 control of a KID: weights 2–7 from the right; 10 is written "-". */
function mod11Control(body: string): number {
  let sum = 0;
  for (let i = body.length - 1, weight = 2; i >= 0; i -= 1) {
    sum += (body.charCodeAt(i) - 48) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const check = 11 - (sum % 11);
  return check === 11 ? 0 : check;
}

/** Whether digits (and a trailing "-" for MOD11's 10) end in a valid KID control digit. */
export function isValidKid(value: string): boolean {
  if (!/^\d+-?$/.test(value)) return false;
  const length = value.length;
  if (length < MIN_DIGITS || length > MAX_DIGITS) return false;
  if (value.endsWith('-')) return mod11Control(value.slice(0, -1)) === 10;
  const body = value.slice(0, -1);
  return isValidLuhn(value) || mod11Control(body) === Number(value.at(-1));
}

/** Whether a KID label ("KID:", "KID-nummer") comes right before `start`. */
export function isAfterKidLabel(text: string, start: number): boolean {
  return LABEL_BEFORE.test(text.slice(Math.max(0, start - LABEL_LOOKBACK), start));
}

function matchWindow(text: string, run: NumberRun, window: DigitWindow): Candidate | undefined {
  if (window.firstGroup !== 0) return undefined;
  if (window.separator !== '' && window.separator !== ' ') return undefined;
  // MOD11's control 10 is printed as "-" after the digits: "12345678-".
  const hasDash =
    window.end === run.end &&
    text.charAt(window.end) === '-' &&
    !/\d/.test(text.charAt(window.end + 1));
  const value = window.digits + (hasDash ? '-' : '');
  if (!isValidKid(value)) return undefined;
  return { start: window.start, end: window.end + (hasDash ? 1 : 0), score: LABELLED_SCORE };
}

function find(input: ScanInput): Candidate[] {
  const { text } = input;
  return input
    .numberRuns()
    .filter((run) => isAfterKidLabel(text, run.start))
    .flatMap((run) =>
      scanWindows(text, run, { maxGroups: 8, maxDigits: MAX_DIGITS }, (window) =>
        matchWindow(text, run, window),
      ).slice(0, 1),
    );
}

/** KID (kundeidentifikasjon), the payment reference on Norwegian invoices and giros. */
export const kidRecognizer: Recognizer = {
  entity: 'NO_KID',
  context: CONTEXT.NO_KID,
  find,
};
