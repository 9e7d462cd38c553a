import { namesCompany } from './layout/block-cues';
import { getNerTagger } from './ner';
import { gazetteerFlag } from './ner/gazetteer';
import type { Span } from './span';

/** How sure a name is that its holder's mailbox spells on the same page. */
const MAILBOX_NAME_SCORE = 0.85;
/** Fewer letters than this spell too many words to tell a name ("ola", "anna"). */
const MIN_LETTERS = 6;
/** A word of a name as written in a header: capitalised or in capitals ("KUNHEE", "KiM", "Pastor"). */
const WORD = /^\p{Lu}[\p{L}'’-]*$/u;
/** The types a tagger may have given the same words: the mailbox's cue outranks them. */
const NAME_TYPES = new Set(['PERSON', 'LOCATION', 'ORGANIZATION']);
const NAME_LISTS = gazetteerFlag('firstNames') | gazetteerFlag('lastNames');

/** A word some name list knows: an office's mailbox spells its words too ("boletin_oficial"). */
const hasKnownName = (words: readonly string[]) => {
  const { gazetteer } = getNerTagger();
  return words.some((word) => (gazetteer.wordFlags(word.toLowerCase()) & NAME_LISTS) !== 0);
};

const letters = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}]/gu, '');

/**
 * Whether a mailbox's local part spells the words as people write their own: all of them
 * ("kunheekim" for "Kunhee Kim"), all of them first and more after ("joseluispastoralemany" for
 * "JOSE LUIS PASTOR"), the first and the last ("olanordmann" for "Ola Jakob Nordmann"), or the
 * first's initial and the last ("jdoe" for "John Doe").
 */
function spells(local: string, words: readonly string[]): boolean {
  const parts = words.map(letters);
  const whole = parts.join('');
  if (whole.length < MIN_LETTERS) return false;
  if (local === whole || local.startsWith(whole)) return true;
  const first = parts[0]!;
  const last = parts.at(-1)!;
  if (parts.length > 2 && local === first + last) return true;
  return first.length > 1 && last.length >= 4 && local === first[0]! + last;
}

/** What a mailbox or a profile spells: its local part, or the user name after "@" or "/". */
function spelledBy(span: Span): string | undefined {
  if (span.entity_type === 'EMAIL_ADDRESS') return letters(span.text.split('@')[0]!);
  if (span.entity_type !== 'SOCIAL_PROFILE') return undefined;
  return letters(span.text.replace(/\/+$/u, '').split(/[@/]/u).at(-1)!);
}

/**
 * Names that their holder's mailbox or profile on the page spells: a CV's name in capitals in
 * its header ("JOSE LUIS PASTOR" over "joseluispastoralemany@gmail.com"), one no lexicon knows,
 * or one set over two lines ("Juan Casado" / "Ballesteros" beside "@juancasadoballesteros").
 * Runs of two to four capitalised words, with one line break at most, are tried, longest
 * first; one word of them must be a known given name or surname, since an office's mailbox
 * spells its name too ("Boletín Oficial"), and a name with a legal form is a company's. The
 * tagger's spans over the same words give way.
 */
export function mailboxNames(text: string, identifiers: readonly Span[], names: Span[]): Span[] {
  const locals = identifiers
    .map(spelledBy)
    .filter((local): local is string => local !== undefined && local.length >= 5);
  if (locals.length === 0) return names;
  const found: Span[] = [];
  const words = [...text.matchAll(/\S+/gu)];
  const breaks = (from: number, to: number) => {
    let count = 0;
    for (let at = words[from]!.index; at < words[to]!.index; at++) if (text[at] === '\n') count++;
    return count;
  };
  for (let first = 0; first < words.length; first++) {
    // Most words start no name a mailbox spells: their letters begin no local part, and their
    // initial is none's first letter.
    if (!WORD.test(words[first]![0])) continue;
    const head = letters(words[first]![0]);
    if (!locals.some((local) => local[0] === head[0])) continue;
    for (let count = Math.min(4, words.length - first); count >= 2; count--) {
      const run = words.slice(first, first + count);
      const texts = run.map((word) => word[0]);
      if (!texts.every((word) => WORD.test(word))) continue;
      if (!locals.some((local) => spells(local, texts))) continue;
      if (breaks(first, first + count - 1) > 1) continue;
      const start = run[0]!.index;
      const end = run.at(-1)!.index + run.at(-1)![0].length;
      const value = text.slice(start, end);
      if (namesCompany(value) || !hasKnownName(texts)) continue;
      found.push({
        start,
        end,
        text: value,
        entity_type: 'PERSON',
        score: MAILBOX_NAME_SCORE,
        engine: 'fast',
      });
      first += count - 1;
      break;
    }
  }
  if (found.length === 0) return names;
  const overlaps = (name: Span) =>
    found.some((span) => span.start < name.end && name.start < span.end);
  return [
    ...names.filter(
      (name) =>
        !(NAME_TYPES.has(name.entity_type) && overlaps(name) && name.score < MAILBOX_NAME_SCORE),
    ),
    ...found.filter(
      (span) =>
        !names.some(
          (name) =>
            name.start <= span.start && span.end <= name.end && name.score >= MAILBOX_NAME_SCORE,
        ),
    ),
  ];
}
