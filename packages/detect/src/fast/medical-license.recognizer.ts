import { compileContext } from './context-enhancer';
import { CONTEXT } from './context-words';
import { scanAllRuns } from './number-runs';
import type { Candidate, Recognizer, ScanInput } from './recognizer';
import { collectMatches } from './recognizer';

/** An HPR-nummer has no checksum: only its context words make a 7–9 digit run one. */
const HPR_SCORE = 0.45;
/** Two letters and seven digits with a 1-in-10 checksum: needs context to pass a threshold. */
const DEA_SCORE = 0.4;

const HPR_WORDS = compileContext(`
  hpr hpr-nr hprnr hpr-nummer helsepersonellnummer helsepersonellregisteret autorisasjon
  autorisasjonsnummer`);

// First letter: DEA registrant type; second: the registrant's surname initial, or 9.
const DEA = /(?<![\p{L}\p{N}])[ABCDEFGHJKLMPRSTUX][A-Z9]\d{7}(?![\p{L}\p{N}])/gu;

/** Whether a DEA registration number's last digit matches its checksum. */
export function isValidDeaNumber(value: string): boolean {
  if (!/^[A-Z][A-Z9]\d{7}$/.test(value)) return false;
  const digit = (index: number): number => value.charCodeAt(index + 2) - 48;
  const sum = digit(0) + digit(2) + digit(4) + 2 * (digit(1) + digit(3) + digit(5));
  return sum % 10 === digit(6);
}

function findHpr(input: ScanInput): Candidate[] {
  return scanAllRuns(input.text, input.numberRuns(), { maxGroups: 1, maxDigits: 9 }, (window) => {
    // Without a checksum, a number written as money is taken for money.
    if (window.digits.length < 7 || window.isAmount) return undefined;
    if (!input.hasContext(window.start, HPR_WORDS)) return undefined;
    return { start: window.start, end: window.end, score: HPR_SCORE };
  });
}

function find(input: ScanInput): Candidate[] {
  const dea = collectMatches(input.text, DEA, (match) =>
    isValidDeaNumber(match[0])
      ? { start: match.index, end: match.index + match[0].length, score: DEA_SCORE }
      : undefined,
  );
  return [...findHpr(input), ...dea];
}

/** Norwegian HPR-nummer near its context words, and US DEA registration numbers. */
export const medicalLicenseRecognizer: Recognizer = {
  entity: 'MEDICAL_LICENSE',
  context: CONTEXT.MEDICAL_LICENSE,
  find,
};
