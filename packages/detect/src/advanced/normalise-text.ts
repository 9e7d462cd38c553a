/**
 * Text prepared for matching model output against the source: `text[i]` came from
 * `source.slice(starts[i], ends[i])`, so a match maps back to exact original offsets.
 */
export type MatchableText = { text: string; starts: number[]; ends: number[] };

// Invisible characters PDFs put inside words (soft hyphen, zero-width joiners, BOM).
const IGNORABLE = /^[\u00ad\u200b-\u200d\u2060\ufeff]$/u;
const DASH = /^\p{Pd}$/u;
const SINGLE_QUOTE = /^[\u2018\u2019\u201a\u201b\u2032]$/u;
const DOUBLE_QUOTE = /^[\u201c-\u201f\u2033]$/u;

/**
 * Collapses whitespace runs (newlines included) to one space, drops invisible characters and
 * applies NFKD per character (ligatures, decomposed accents) plus plain dashes and quotes, because
 * models copy text "as written" but rarely reproduce PDF extraction quirks.
 */
export function toMatchable(source: string): MatchableText {
  const out: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const char of source) {
    const end = index + char.length;
    const piece = normaliseChar(char);
    for (let k = 0; k < piece.length; k += 1) {
      const unit = piece.charAt(k);
      // Leading spaces and repeats are dropped; a kept space maps to the run's first character.
      if (unit === ' ' && (out.length === 0 || out[out.length - 1] === ' ')) continue;
      out.push(unit);
      starts.push(index);
      ends.push(end);
    }
    index = end;
  }
  while (out[out.length - 1] === ' ') {
    out.pop();
    starts.pop();
    ends.pop();
  }
  return { text: out.join(''), starts, ends };
}

/** The normalised form of a string the model returned, for searching in `toMatchable` text. */
export function toMatchableNeedle(value: string): string {
  return toMatchable(value).text;
}

/** Lower-cases per character only where that keeps the length, so offsets stay aligned. */
export function foldCase(text: string): string {
  let out = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    out += lower.length === char.length ? lower : char;
  }
  return out;
}

function normaliseChar(char: string): string {
  // Before the whitespace test: JavaScript counts U+FEFF as whitespace.
  if (IGNORABLE.test(char)) return '';
  if (/^\s$/u.test(char)) return ' ';
  if (DASH.test(char)) return '-';
  if (SINGLE_QUOTE.test(char)) return "'";
  if (DOUBLE_QUOTE.test(char)) return '"';
  return char.normalize('NFKD').replace(/\s/gu, ' ');
}
