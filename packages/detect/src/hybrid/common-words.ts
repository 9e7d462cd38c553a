import { gazetteerFlag } from '../ner/gazetteer';
import { nerTaggerIfReady } from '../ner/model-loader';
import type { Span } from '../span';

const NAME_FLAGS = gazetteerFlag('firstNames') | gazetteerFlag('lastNames');
/** A word of letters only, in lower case, three letters or more. */
const LOWER_WORD = /^\p{Ll}[\p{L}'’-]{2,}$/u;
const EDGES = /^[([{«"'‘“]+|[.,;:!?)\]}»"'’”]+$/gu;
/** A line of this many words or more is running text; a shorter one may be a name or a label. */
const RUNNING_LINE = 4;

/**
 * The words a document writes in lower case inside its running text: a word of letters after
 * another lower-case word on a line of four words or more ("… van de overeenkomst …").
 * Mailboxes, web addresses and handles are no words, and a name typed in lower case on a line of
 * its own is no running text.
 */
export function runningWords(texts: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    for (const line of text.split('\n')) {
      const tokens = line.split(/\s+/u).map((token) => token.replace(EDGES, ''));
      if (tokens.length < RUNNING_LINE) continue;
      for (let index = 1; index < tokens.length; index++) {
        const word = tokens[index]!;
        if (LOWER_WORD.test(word) && /^\p{Ll}+$/u.test(tokens[index - 1]!)) {
          words.add(word.toLocaleLowerCase('nb'));
        }
      }
    }
  }
  return words;
}

/**
 * The spans less the tagger's names whose every word the same document writes in lower case in
 * its running text and no list knows as a given name or surname: "Overeenkomst", "Algemene
 * Voorwaarden", "Kvantitativ" are the document's own words, capitalised as a heading or a term.
 * A name the layout or a label gave, or another engine found, stays.
 */
export function withoutCommonWords(spans: readonly Span[], words: ReadonlySet<string>): Span[] {
  if (words.size === 0) return [...spans];
  return spans.filter((span) => !isCommonWords(span, words));
}

function isCommonWords(span: Span, words: ReadonlySet<string>): boolean {
  if (span.entity_type !== 'PERSON' || span.engine !== 'fast' || span.basis) return false;
  const parts = span.text
    .split(/\s+/u)
    .map((word) => word.replace(EDGES, ''))
    .filter((word) => word.length >= 3);
  if (parts.length === 0 || parts.length > 3) return false;
  // Without the name lists at hand (a batch whose engines run in a worker), no name is judged.
  const gazetteer = nerTaggerIfReady()?.gazetteer;
  if (!gazetteer) return false;
  return parts.every((word) => {
    const lower = word.toLocaleLowerCase('nb');
    return words.has(lower) && (gazetteer.wordFlags(lower) & NAME_FLAGS) === 0;
  });
}
