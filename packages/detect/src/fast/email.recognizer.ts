import { CONTEXT } from './context-words';
import type { Candidate, Recognizer, ScanInput } from './recognizer';

/** The shape of an e-mail address is unambiguous. */
const EMAIL_SCORE = 0.95;

const LOCAL_CHAR = /[\p{L}\p{N}._%+'-]/u;
const DOMAIN_CHAR = /[\p{L}\p{N}.-]/u;
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;
const TOP_LEVEL = /^\p{L}{2,}$/u;

/** Whether a domain has two or more well-formed labels and a top level of letters. */
function isValidDomain(domain: string): boolean {
  const labels = domain.split('.');
  return (
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TOP_LEVEL.test(labels.at(-1)!)
  );
}

/** The e-mail address around the "@" at `at`, if there is one. */
function addressAt(text: string, at: number): Candidate | undefined {
  let start = at;
  while (start > 0 && LOCAL_CHAR.test(text.charAt(start - 1))) start -= 1;
  // A local part neither starts nor ends with a dot; quotes and dashes before it are punctuation.
  while (start < at && /[.'-]/.test(text.charAt(start))) start += 1;
  if (start === at || text.charAt(at - 1) === '.') return undefined;
  let end = at + 1;
  while (end < text.length && DOMAIN_CHAR.test(text.charAt(end))) end += 1;
  // Sentence punctuation after the address is not part of it.
  while (end > at + 1 && /[.-]/.test(text.charAt(end - 1))) end -= 1;
  if (!isValidDomain(text.slice(at + 1, end))) return undefined;
  return { start, end, score: EMAIL_SCORE };
}

function find(input: ScanInput): Candidate[] {
  const { text } = input;
  const found: Candidate[] = [];
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    const address = addressAt(text, at);
    if (address) found.push(address);
  }
  return found;
}

/** E-mail addresses, with Norwegian letters allowed in both parts. */
export const emailRecognizer: Recognizer = {
  entity: 'EMAIL_ADDRESS',
  context: CONTEXT.EMAIL_ADDRESS,
  find,
};
