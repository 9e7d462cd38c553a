/** Check-digit arithmetic for the identifiers the fast engine validates. */

function digitAt(digits: string, index: number): number {
  return digits.charCodeAt(index) - 48;
}

/**
 * The mod-11 check digit of `digits[0..weights.length)` as Norwegian registers use it: 11 - the
 * weighted sum mod 11, where 11 gives 0 and 10 has no valid digit (undefined).
 */
export function mod11CheckDigit(digits: string, weights: readonly number[]): number | undefined {
  let sum = 0;
  for (let i = 0; i < weights.length; i += 1) sum += digitAt(digits, i) * weights[i]!;
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  return check === 10 ? undefined : check;
}

/** Whether the digit after the weighted ones is their mod-11 check digit. */
export function hasValidMod11(digits: string, weights: readonly number[]): boolean {
  const check = mod11CheckDigit(digits, weights);
  return check !== undefined && check === digitAt(digits, weights.length);
}

/** The Luhn (mod 10) test of payment card numbers. */
export function isValidLuhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let value = digitAt(digits, i);
    if (double) {
      value *= 2;
      if (value > 9) value -= 9;
    }
    sum += value;
    double = !double;
  }
  return sum % 10 === 0;
}

/** Days in a month of a year (leap years by the Gregorian rule). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return isLeap ? 29 : 28;
  }
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Whether day and month form a real date in the year. */
export function isValidDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}
