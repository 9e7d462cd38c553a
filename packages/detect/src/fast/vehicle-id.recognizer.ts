import { compileContext } from './context-enhancer';
import type { Candidate, Recognizer, ScanInput } from './recognizer';
import { collectMatches } from './recognizer';

/** A VIN whose North American check digit holds: certain enough without a label. */
const CHECKED_SCORE = 0.85;
/**
 * A VIN of Europe or Asia has no check digit; its shape alone (17 characters, no I, O or Q, the
 * last four digits) is a product or a serial code as often, so it needs a word like "VIN".
 */
const SHAPE_SCORE = 0.4;

/** ISO 3779: 17 characters of digits and letters other than I, O and Q; the last four digits. */
const VIN = /(?<![\p{L}\p{N}])[A-HJ-NPR-Z0-9]{13}\d{4}(?![\p{L}\p{N}])/gu;

/** The value of each letter in the check-digit sum (ISO 3779, as North America uses it). */
const TRANSLITERATION: Readonly<Record<string, number>> = {
  ...{ A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8 },
  ...{ J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9 },
  ...{ S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9 },
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** Whether the ninth character is the North American check digit of the other sixteen. */
export function hasVinCheckDigit(vin: string): boolean {
  let sum = 0;
  for (const [index, char] of [...vin].entries()) {
    const value = /\d/.test(char) ? Number(char) : TRANSLITERATION[char]!;
    sum += value * WEIGHTS[index]!;
  }
  const check = sum % 11;
  return vin.charAt(8) === (check === 10 ? 'X' : String(check));
}

function find(input: ScanInput): Candidate[] {
  return collectMatches(input.text, VIN, (match) => {
    const vin = match[0];
    // A run of digits is an account or a reference; a VIN mixes in letters (the maker's code).
    if ((vin.match(/[A-Z]/g) ?? []).length < 3) return undefined;
    const score = hasVinCheckDigit(vin) ? CHECKED_SCORE : SHAPE_SCORE;
    return { start: match.index, end: match.index + vin.length, score };
  });
}

/**
 * A vehicle's identification number (VIN), which names its keeper as surely as a plate does;
 * plates of any country are found by their label ("Amtl. Kennz.", "Reg. No.", labelled-types).
 */
export const vehicleIdRecognizer: Recognizer = {
  entity: 'VEHICLE_ID',
  context: compileContext(`
    vin fin fg-nr fgnr fahrgestellnummer fahrzeug-identifizierungsnummer chassis chassisnummer
    understellsnummer understellsnr rammenummer vehicle kjøretøy kjøretøyet fahrzeug voertuig
    véhicule fordon identification`),
  find,
};
