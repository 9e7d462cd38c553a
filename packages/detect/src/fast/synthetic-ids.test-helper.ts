/**
 * Synthetic identifiers for the tests, computed here independently of the production checksum
 * code so a test does not grade its own homework; plus a small runner for one recognizer.
 */
import type { Recognizer } from './recognizer';
import { createScanInput } from './recognizer';

/** Weighted mod-11 control digit: remainder 0 → 0, remainder 1 → none. */
function control(digits: string, weights: readonly number[]): number | undefined {
  let sum = 0;
  weights.forEach((weight, index) => (sum += weight * Number(digits[index])));
  const rest = sum % 11;
  if (rest === 1) return undefined;
  return rest === 0 ? 0 : 11 - rest;
}

/** The first fødselsnummer for `ddmmyy` whose individual number is `individual` or just above. */
export function makeFodselsnummer(ddmmyy: string, individual: number): string {
  for (let candidate = individual; candidate < individual + 60; candidate += 1) {
    const base = ddmmyy + String(candidate).padStart(3, '0');
    const first = control(base, [3, 7, 6, 1, 8, 9, 4, 5, 2]);
    if (first === undefined) continue;
    const second = control(base + first, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
    if (second !== undefined) return `${base}${first}${second}`;
  }
  throw new Error(`no fødselsnummer for ${ddmmyy}`);
}

/** Ten digits plus the fødselsnummer's second control digit (throws when there is none). */
export function withSecondControl(first10: string): string {
  const second = control(first10, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
  if (second === undefined) throw new Error(`no second control digit for ${first10}`);
  return first10 + second;
}

/** Ten digits plus their account-number check digit, or undefined when there is none. */
export function makeBankAccount(first10: string): string | undefined {
  const check = control(first10, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
  return check === undefined ? undefined : first10 + check;
}

/** Eight digits plus their organisasjonsnummer check digit, or undefined when there is none. */
export function makeOrganizationNumber(first8: string): string | undefined {
  const check = control(first8, [3, 2, 7, 6, 5, 4, 3, 2]);
  return check === undefined ? undefined : first8 + check;
}

/** A KID body plus its MOD11 control (weights 2–7 from the right; 10 written "-"). */
export function withKidMod11(body: string): string {
  let sum = 0;
  [...body].reverse().forEach((char, index) => (sum += Number(char) * (2 + (index % 6))));
  const check = (11 - (sum % 11)) % 11;
  return body + (check === 10 ? '-' : String(check));
}

/** Ten DUF digits (year first) plus their two-digit control: the weighted sum modulo 11. */
export function withDufControl(first10: string): string {
  const weights = [4, 6, 3, 2, 4, 6, 3, 2, 7, 5];
  const sum = [...first10].reduce(
    (total, char, index) => total + Number(char) * weights[index]!,
    0,
  );
  return first10 + String(sum % 11).padStart(2, '0');
}

/** A digit string with the Luhn check digit appended. */
export function withLuhnDigit(body: string): string {
  let sum = 0;
  [...body].reverse().forEach((char, index) => {
    const doubled = index % 2 === 0 ? Number(char) * 2 : Number(char);
    sum += doubled > 9 ? doubled - 9 : doubled;
  });
  return body + ((10 - (sum % 10)) % 10);
}

/** Replaces the last digit of a number with the next one, breaking any check digit. */
export function breakLastDigit(value: string): string {
  const last = Number(value.at(-1));
  return value.slice(0, -1) + ((last + 1) % 10);
}

/** Runs one recognizer on a text: the matched texts and scores, in the order found. */
export function run(recognizer: Recognizer, text: string): { text: string; score: number }[] {
  return recognizer.find(createScanInput(text)).map((candidate) => {
    // Offsets must be exact: the candidate's range is what gets redacted.
    expectSliceable(text, candidate.start, candidate.end);
    return { text: text.slice(candidate.start, candidate.end), score: candidate.score };
  });
}

/** The matched texts only. */
export function texts(recognizer: Recognizer, text: string): string[] {
  return run(recognizer, text).map((found) => found.text);
}

function expectSliceable(text: string, start: number, end: number): void {
  if (!(start >= 0 && end <= text.length && start < end)) {
    throw new Error(`bad range ${start}..${end} in a text of ${text.length}`);
  }
}
