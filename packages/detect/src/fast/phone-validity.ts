import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { boundedMemo } from './bounded-memo';
import type { PhoneShape } from './phone-shape';

/**
 * Whether 8 national digits are a valid Norwegian number in libphonenumber's full metadata, which
 * checks the number plan (mobile 4/9, landlines), not only the length. A parse costs ~20 µs and
 * the same numbers recur across pages, so answers are kept.
 */
export const isValidNorwegianNumber = boundedMemo(
  4096,
  (national) =>
    /^[2-9]\d{7}$/.test(national) &&
    (parsePhoneNumberFromString(national, 'NO')?.isValid() ?? false),
);

/** Norwegian by its country code ("+47", "0047"), or eight digits Norway's number plan has. */
export function isNorwegianPhone(shape: PhoneShape): boolean {
  if (shape.isInternational) {
    return (
      shape.groups[0] === '47' || (shape.digits.startsWith('47') && shape.digits.length === 10)
    );
  }
  return shape.digits.length === 8 && isValidNorwegianNumber(shape.digits);
}
