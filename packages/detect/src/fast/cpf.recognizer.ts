import { compileContext } from './context-enhancer';
import { isValidCpf } from './national-id-checks';
import type { Candidate, Recognizer, ScanInput } from './recognizer';
import { collectMatches } from './recognizer';

/**
 * Brazil's CPF (a person's tax number) in its printed form, "050.728.049-09": the dotted and
 * hyphenated shape with both mod-11 check digits passing is rare in other text, so it needs no
 * label; eleven bare digits are left to their label ("CPF", "CNPJ/CPF").
 */
const CPF = /(?<![\p{L}\p{N}.,/-])(\d{3})\.(\d{3})\.(\d{3})-(\d{2})(?![\p{N}-]|[.,]\d)/gu;
const SCORE = 0.8;

export const cpfRecognizer: Recognizer = {
  entity: 'ID_NUMBER',
  context: compileContext(''),
  find: ({ text }: ScanInput): Candidate[] =>
    collectMatches(text, CPF, (match) => {
      if (!isValidCpf(match.slice(1, 5).join(''))) return undefined;
      return { start: match.index, end: match.index + match[0].length, score: SCORE };
    }),
};
