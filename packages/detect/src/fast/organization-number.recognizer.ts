import { hasValidMod11 } from './checksums';
import { CONTEXT } from './context-words';
import { scanAllRuns } from './number-runs';
import type { Candidate, Recognizer, ScanInput } from './recognizer';
import { collectMatches } from './recognizer';

const ORGANIZATION_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];
/** Nine digits with a 1-in-11 checksum are easily a sum of money or a case number. */
const PLAIN_SCORE = 0.35;
/** "923 609 016" is how Brønnøysund prints them; a sum of money is grouped the same way. */
const GROUPED_SCORE = 0.6;
/** "NO 923 609 016 MVA" is the VAT registration form and names the number for what it is. */
const VAT_SCORE = 0.9;
const VAT_AFTER = /^[ \u00a0]?mva\b/i;
const VAT_BEFORE = /\bNO[ \u00a0]?$/;
/** "NO923609016MVA" as invoices print it: glued to letters, so no digit run sees it. */
const GLUED_VAT = /(?<![\p{L}\p{N}])NO(\d{9})MVA(?![\p{L}\p{N}])/giu;

/** Whether 9 digits are a valid organisasjonsnummer: first digit 8 or 9 and the mod-11 check. */
export function isValidOrganizationNumber(digits: string): boolean {
  return /^[89]\d{8}$/.test(digits) && hasValidMod11(digits, ORGANIZATION_WEIGHTS);
}

// No amount veto: "923 609 016 kr 200" in a table row is still a checked number; its low
// score without context keeps a sum of money below the threshold.
function find(input: ScanInput): Candidate[] {
  const { text } = input;
  const glued = collectMatches(text, GLUED_VAT, (match) => {
    const digits = match[1]!;
    if (!isValidOrganizationNumber(digits)) return undefined;
    const start = match.index + match[0].indexOf(digits);
    return { start, end: start + digits.length, score: VAT_SCORE };
  });
  const runs = scanAllRuns(text, input.numberRuns(), { maxGroups: 3, maxDigits: 9 }, (window) => {
    const isGrouped =
      window.layout === '3-3-3' && (window.separator === ' ' || window.separator === '.');
    if (!isGrouped && window.layout !== '9') return undefined;
    if (!isValidOrganizationNumber(window.digits)) return undefined;
    const isVat =
      VAT_AFTER.test(text.slice(window.end, window.end + 5)) ||
      VAT_BEFORE.test(text.slice(Math.max(0, window.start - 4), window.start));
    const score = isVat ? VAT_SCORE : isGrouped && !window.isAmount ? GROUPED_SCORE : PLAIN_SCORE;
    return { start: window.start, end: window.end, score };
  });
  return [...glued, ...runs].sort((a, b) => a.start - b.start);
}

/** Norwegian organisasjonsnummer from Enhetsregisteret. */
export const organizationNumberRecognizer: Recognizer = {
  entity: 'NO_ORGANIZATION_NUMBER',
  context: CONTEXT.NO_ORGANIZATION_NUMBER,
  find,
};
