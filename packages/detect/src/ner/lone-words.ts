import { cueAt } from '../layout/block-cues';
import type { Span } from '../span';
import { gazetteerFlag, type Gazetteer } from './gazetteer';
import { getNerTagger } from './model-loader';

/** Below the default threshold: offered only when the user lowers it. */
const LONE_WORD_SCORE = 0.45;
const KNOWN = gazetteerFlag('firstNames') | gazetteerFlag('lastNames');
const ONE_WORD = /^\p{L}[\p{L}\p{M}'’-]*$/u;

const fold = (word: string) => word.normalize('NFC').toLocaleLowerCase();

/**
 * A person the tagger found as one word that no name list knows and no fuller name on the page
 * holds, on a short line of a list, a cell or a label's value ("Čeština", "Plynule" in a Czech
 * CV's languages), is a doubtful name: a person named by one word there is, nearly always, named
 * by a known first name or by the surname of a full name given before, or signs under a closing
 * ("Best Regards,⏎Mallori"). Such a word stays below the default threshold; after a title or a
 * salutation the person cues take it up again. In prose, and as a sentence's last word ("… and⏎
 * Ditya."), the tagger decides alone.
 */
export function withLoneWordsDoubted(
  text: string,
  spans: readonly Span[],
  gazetteer: Gazetteer = getNerTagger().gazetteer,
): Span[] {
  let partsOfFullNames: Set<string> | undefined;
  const isPartOfFullName = (lower: string) => {
    partsOfFullNames ??= new Set(
      spans
        .filter((span) => span.entity_type === 'PERSON' && /\s/u.test(span.text.trim()))
        .flatMap((span) => span.text.split(/[\s,.]+/u).map(fold)),
    );
    return partsOfFullNames.has(lower);
  };
  return spans.map((span) => {
    if (span.entity_type !== 'PERSON' || span.score <= LONE_WORD_SCORE) return span;
    const word = span.text.trim();
    if (!ONE_WORD.test(word)) return span;
    const lower = fold(word);
    if (gazetteer.wordFlags(lower) & KNOWN || isPartOfFullName(lower)) return span;
    if (cueAt(lineBefore(text, span.start))?.role === 'signature') return span;
    if (!isShortLine(text, span.start) || endsSentence(text, span.end)) return span;
    return { ...span, score: LONE_WORD_SCORE };
  });
}

/** The last line with words before the line `at` stands on. */
function lineBefore(text: string, at: number): string {
  const lineStart = text.lastIndexOf('\n', at - 1);
  const lines = text.slice(Math.max(0, lineStart - 200), Math.max(0, lineStart)).split('\n');
  return lines.reverse().find((line) => line.trim() !== '') ?? '';
}

/** Words a line may hold and still be a list's item, a cell or a label's value, not prose. */
const SHORT_LINE_WORDS = 3;

function isShortLine(text: string, at: number): boolean {
  const start = text.lastIndexOf('\n', at - 1) + 1;
  const end = text.indexOf('\n', at);
  const line = text.slice(start, end < 0 ? text.length : end);
  return line.trim().split(/\s+/u).length <= SHORT_LINE_WORDS;
}

/** Whether a stop or comma ends the line after `at`: a sentence's last word ("… and⏎Ditya."). */
function endsSentence(text: string, at: number): boolean {
  const end = text.indexOf('\n', at);
  return /^[.,;!?][ \t]*$/u.test(text.slice(at, end < 0 ? text.length : end));
}
