/**
 * A cheap pre-scan shared by the digit recognizers: maximal runs of digit groups joined by single
 * separators ("1234.56.78903", "22 33 44 55", "010190-12345", "010190–12345"). Recognizers then
 * only look at windows of whole groups, so nothing ever matches inside a longer digit string.
 */

/** Digit groups joined by single separators, not glued to letters or other digits. */
export type NumberRun = {
  readonly start: number;
  readonly end: number;
  /** [start, end) of each digit group. */
  readonly groups: readonly (readonly [number, number])[];
  /** Currency ("kr 200", "$5") touches the first group: that group may be a sum of money. */
  readonly isAmountBefore: boolean;
  /** Currency or decimals ("5000 kr", "12345678,50") touch the last group. */
  readonly isAmountAfter: boolean;
  /** Windows already built, by first group × 64 + last group: most recognizers ask for the same. */
  readonly windows: Map<number, DigitWindow>;
};

/** Whole groups of one run, as one candidate number. */
export type DigitWindow = {
  readonly start: number;
  readonly end: number;
  readonly digits: string;
  /** Group lengths joined by "-": "4-2-5", or "11" for one group. */
  readonly layout: string;
  /** The separator between the groups: "" for one group, "mixed" when they differ. */
  readonly separator: string;
  /** Index of the window's first group in its run. */
  readonly firstGroup: number;
  /**
   * Currency text or decimals touch the window's first or last group. Only a hint for numbers
   * without a checksum: "29027612383 kr 5000" in a table row is still a fødselsnummer.
   */
  readonly isAmount: boolean;
};

// The en dash is what word processors turn "010190-12345" into.
const RUN = /(?<![\p{L}\p{N}_])\d+(?:[ \u00a0.\u2013-]\d+)*/gu;
const GLUED_AFTER = /[\p{L}_]/u;
// Øre are two digits: "12345678,50" is money, "29027612383,29027612383" is a list.
const AMOUNT_AFTER = /^(?:,(?:\d{1,2}(?!\d)|[-\u2013])|\s?(?:kr|nok)\b)/i;
const AMOUNT_BEFORE = /(?:\bkr\.?|\bnok|[$€£])\s?$/i;

/** Finds the digit runs of a text. */
export function findNumberRuns(text: string): NumberRun[] {
  const runs: NumberRun[] = [];
  for (const match of text.matchAll(RUN)) {
    const start = match.index;
    const end = start + match[0].length;
    // "12345678kr" or "AB12" are codes, not numbers: the letter side is handled by the lookbehind.
    if (GLUED_AFTER.test(text.charAt(end))) continue;
    const groups: [number, number][] = [];
    let groupStart = start;
    for (let i = start; i <= end; i += 1) {
      const code = i < end ? text.charCodeAt(i) : -1;
      if (code >= 48 && code <= 57) continue;
      groups.push([groupStart, i]);
      groupStart = i + 1;
    }
    runs.push({
      start,
      end,
      groups,
      isAmountBefore: AMOUNT_BEFORE.test(text.slice(Math.max(0, start - 5), start)),
      isAmountAfter: AMOUNT_AFTER.test(text.slice(end, end + 4)),
      windows: new Map(),
    });
  }
  return runs;
}

/** A no-break space reads as a space and an en dash as a hyphen. */
function normalizeSeparator(char: string): string {
  if (char === '\u00a0') return ' ';
  return char === '\u2013' ? '-' : char;
}

function windowOf(text: string, run: NumberRun, first: number, last: number): DigitWindow {
  const key = first * 64 + last;
  const known = run.windows.get(key);
  if (known) return known;
  const window = buildWindow(text, run, first, last);
  run.windows.set(key, window);
  return window;
}

function buildWindow(text: string, run: NumberRun, first: number, last: number): DigitWindow {
  const lengths: number[] = [];
  let digits = '';
  let separator = '';
  for (let g = first; g <= last; g += 1) {
    const [start, end] = run.groups[g]!;
    lengths.push(end - start);
    digits += text.slice(start, end);
    if (g > first) {
      const sep = normalizeSeparator(text.charAt(start - 1));
      separator = g === first + 1 || sep === separator ? sep : 'mixed';
    }
  }
  return {
    start: run.groups[first]![0],
    end: run.groups[last]![1],
    digits,
    layout: lengths.join('-'),
    separator,
    firstGroup: first,
    isAmount:
      (run.isAmountBefore && first === 0) || (run.isAmountAfter && last === run.groups.length - 1),
  };
}

/**
 * Walks a run left to right; at each group it offers the windows of up to `maxGroups` groups
 * and `maxDigits` digits, longest first, and keeps the first that `accept` maps to a result.
 */
export function scanWindows<T>(
  text: string,
  run: NumberRun,
  limits: { maxGroups: number; maxDigits: number },
  accept: (window: DigitWindow) => T | undefined,
): T[] {
  const found: T[] = [];
  const count = run.groups.length;
  let first = 0;
  while (first < count) {
    let taken = -1;
    for (let last = Math.min(count, first + limits.maxGroups) - 1; last >= first; last -= 1) {
      const window = windowOf(text, run, first, last);
      if (window.digits.length > limits.maxDigits) continue;
      const result = accept(window);
      if (result === undefined) continue;
      found.push(result);
      taken = last;
      break;
    }
    first = taken >= 0 ? taken + 1 : first + 1;
  }
  return found;
}

/** `scanWindows` over every run of a text, in text order; `accept` also gets the window's run. */
export function scanAllRuns<T>(
  text: string,
  runs: readonly NumberRun[],
  limits: { maxGroups: number; maxDigits: number },
  accept: (window: DigitWindow, run: NumberRun) => T | undefined,
): T[] {
  return runs.flatMap((run) => scanWindows(text, run, limits, (window) => accept(window, run)));
}
