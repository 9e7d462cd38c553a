/**
 * Context enhancement in the manner of Presidio's LemmaContextAwareEnhancer: a recognizer's
 * context word among the few words before a match raises its score. Norwegian writes compounds
 * ("telefonnummer", "kontonummeret"), so a context word may also start or sit inside a longer word.
 */

/** How many words before a match are searched for context. */
export const CONTEXT_WINDOW_WORDS = 5;
/** Added to the score when context is present (Presidio's context_similarity_factor). */
export const CONTEXT_BOOST = 0.35;
/** The least score a match with context gets (Presidio's min_score_with_context_similarity). */
export const MIN_SCORE_WITH_CONTEXT = 0.4;

/** How far back, in characters, the words before a match are read at most. */
const MAX_LOOKBACK_CHARS = 200;

/** A recognizer's context words, normalised once. */
export type ContextWords = {
  readonly exact: ReadonlySet<string>;
  /** Words of 4+ characters, matched as the start of a longer word. */
  readonly prefixes: ReadonlySet<string>;
  /** The distinct lengths of `prefixes`, ascending. */
  readonly prefixLengths: readonly number[];
  /** Words of 6+ characters, matched anywhere inside a longer word. */
  readonly infixes: readonly string[];
};

const NOT_WORD_CHAR = /[^\p{L}\p{N}]/gu;
const SEPARATOR_PUNCTUATION = new Set([...'/|()[]{},;'].map((char) => char.charCodeAt(0)));
const PLAIN_WORD = /^[a-z0-9æøåäöüé]*$/;

/** Lower-cases a token and drops its punctuation, so "F.nr:" and "fnr" compare equal. */
export function normalizeWord(token: string): string {
  const lower = token.toLowerCase();
  // Most tokens have no punctuation; skipping the Unicode replace keeps context checks cheap.
  return PLAIN_WORD.test(lower) ? lower : lower.replace(NOT_WORD_CHAR, '');
}

/** Normalises whitespace-separated context words for `hasContextBefore`. */
export function compileContext(words: string): ContextWords {
  const normalized = [
    ...new Set(
      words
        .split(/\s+/)
        .map(normalizeWord)
        .filter((word) => word.length > 0),
    ),
  ];
  // Short words ("tlf", "ip") only match whole words: as prefixes they hit too many others.
  const prefixes = normalized.filter((word) => word.length >= 4);
  return {
    exact: new Set(normalized),
    prefixes: new Set(prefixes),
    prefixLengths: [...new Set(prefixes.map((word) => word.length))].sort((a, b) => a - b),
    infixes: normalized.filter((word) => word.length >= 6),
  };
}

function matchesContext(token: string, context: ContextWords): boolean {
  if (context.exact.has(token)) return true;
  for (const length of context.prefixLengths) {
    if (length >= token.length) break;
    if (context.prefixes.has(token.slice(0, length))) return true;
  }
  return context.infixes.some((word) => word.length < token.length && token.includes(word));
}

/** Whitespace and the punctuation that separates words ("Fnr/kontonr", "(tlf)"). */
function isSeparator(code: number): boolean {
  return (
    code === 32 ||
    (code >= 9 && code <= 13) ||
    code === 160 ||
    code === 0x202f ||
    (code >= 0x2000 && code <= 0x200a) ||
    SEPARATOR_PUNCTUATION.has(code)
  );
}

/** Whether a context word occurs among the `windowWords` words that end before `start`. */
export function hasContextBefore(
  text: string,
  start: number,
  context: ContextWords,
  windowWords = CONTEXT_WINDOW_WORDS,
): boolean {
  if (context.exact.size === 0) return false;
  // A bound on the characters read keeps a long run of punctuation or one endless token from
  // making each look-back, and so the whole page, quadratic.
  const floor = Math.max(0, start - MAX_LOOKBACK_CHARS);
  let position = start;
  let seen = 0;
  while (seen < windowWords && position > floor) {
    while (position > floor && isSeparator(text.charCodeAt(position - 1))) position -= 1;
    const end = position;
    while (position > floor && !isSeparator(text.charCodeAt(position - 1))) position -= 1;
    if (end === position) break;
    const token = normalizeWord(text.slice(position, end));
    // Pure punctuation ("-", ":") is not a word and does not use up the window.
    if (token.length === 0) continue;
    if (matchesContext(token, context)) return true;
    seen += 1;
  }
  return false;
}

/** Raises a score for context found: plus the boost, at least the context minimum, at most 1. */
export function enhanceScore(score: number, isContextPresent: boolean): number {
  if (!isContextPresent) return score;
  return Math.min(1, Math.max(score + CONTEXT_BOOST, MIN_SCORE_WITH_CONTEXT));
}
