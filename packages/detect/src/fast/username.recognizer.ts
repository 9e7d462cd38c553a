import { compileContext } from './context-enhancer';
import type { Candidate, Recognizer, ScanInput } from './recognizer';
import { collectMatches } from './recognizer';

/**
 * A login of the form an organisation's systems give their people: a prefix in capitals, an
 * underscore and the person's name or initials in lower case ("OUDJQ_jauernik", "NAV_kari").
 * Code's names are all capitals or all lower case ("MAX_VALUE", "http_proxy"), so the mix is
 * rare outside accounts; still, a word like "User" before it makes it sure.
 */
const PREFIXED_LOGIN =
  /(?<![\p{L}\p{N}_.@/-])[A-Z][A-Z0-9]{1,9}_[a-z][a-z0-9]{2,}(?:[._-][a-z0-9]+)*(?![\p{L}\p{N}_@])/gu;
const PREFIXED_SCORE = 0.6;

function find(input: ScanInput): Candidate[] {
  return collectMatches(input.text, PREFIXED_LOGIN, (match) => ({
    start: match.index,
    end: match.index + match[0].length,
    score: PREFIXED_SCORE,
  }));
}

/** A person's user name or login; those after a label are found by labelled-types. */
export const usernameRecognizer: Recognizer = {
  entity: 'USERNAME',
  context: compileContext(`
    user username login brukernavn bruker benutzer benutzername konto account mailbox postkasse
    dienst service gebruiker gebruikersnaam utilisateur identifiant användare användarnamn
    brugernavn`),
  find,
};
