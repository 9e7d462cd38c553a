import { hasValidMod11 } from './checksums';
import { CONTEXT } from './context-words';
import { isAccountByContext, isValidFodselsnummer } from './fodselsnummer.recognizer';
import { scanAllRuns } from './number-runs';
import type { Candidate, Recognizer, ScanInput } from './recognizer';

const ACCOUNT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
/** "1234.56.78903" is how Norwegian accounts are written; a plain 11-digit run could be anything. */
const GROUPED_SCORE = 0.9;
const PLAIN_SCORE = 0.5;

/** Whether 11 digits pass the Norwegian account-number mod-11 check. */
export function isValidBankAccount(digits: string): boolean {
  return /^\d{11}$/.test(digits) && hasValidMod11(digits, ACCOUNT_WEIGHTS);
}

// No amount veto: the mod-11 check makes "Konto 1503.12.34562 kr 200" an account.
function find(input: ScanInput): Candidate[] {
  return scanAllRuns(input.text, input.numberRuns(), { maxGroups: 3, maxDigits: 11 }, (window) => {
    const isGrouped =
      window.layout === '4-2-5' && (window.separator === '.' || window.separator === ' ');
    if (!isGrouped && window.layout !== '11') return undefined;
    if (!isValidBankAccount(window.digits)) return undefined;
    // Priority by format: the grouped form is an account even when it also reads as a
    // fødselsnummer; a plain run that is a valid fødselsnummer is one unless account words say
    // otherwise. Then both recognizers report it and the account's raised score wins the label.
    if (
      !isGrouped &&
      isValidFodselsnummer(window.digits) &&
      !isAccountByContext(input, window.start)
    ) {
      return undefined;
    }
    return {
      start: window.start,
      end: window.end,
      score: isGrouped ? GROUPED_SCORE : PLAIN_SCORE,
    };
  });
}

/** Norwegian bank account numbers (kontonummer). */
export const bankAccountRecognizer: Recognizer = {
  entity: 'NO_BANK_ACCOUNT',
  context: CONTEXT.NO_BANK_ACCOUNT,
  find,
};
