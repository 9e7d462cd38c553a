/** A piece of a larger text; `text` is `source.slice(start, start + text.length)`. */
export type TextChunk = { start: number; text: string };

// Boundaries in order of preference; each match's index is where the chunk ends.
const BOUNDARIES = [/\n[ \t\r\f\v]*\n\s*/g, /(?<=[.!?…:;])\s+/g, /\s+/g];

// A boundary in the first part of the window would make many tiny chunks; fall through instead.
const MIN_FILL = 0.3;

/**
 * Splits text into chunks of at most `maxChars`, cutting at paragraph, then sentence, then
 * whitespace boundaries so entities are rarely split. Whitespace-only chunks are left out.
 */
export function chunkText(text: string, maxChars: number): TextChunk[] {
  if (!Number.isInteger(maxChars) || maxChars < 1) {
    throw new RangeError(`chunk size must be a positive integer, got ${maxChars}`);
  }
  const chunks: TextChunk[] = [];
  let start = skipWhitespace(text, 0);
  while (start < text.length) {
    const end = start + maxChars >= text.length ? text.length : findCut(text, start, maxChars);
    const piece = text.slice(start, end).trimEnd();
    if (piece.length > 0) chunks.push({ start, text: piece });
    start = skipWhitespace(text, end);
  }
  return chunks;
}

function findCut(text: string, start: number, maxChars: number): number {
  // One character of look-ahead so a boundary right at the limit still counts.
  const window = text.slice(start, start + maxChars + 1);
  for (const boundary of BOUNDARIES) {
    const cut = lastMatchIndex(window, boundary);
    if (cut !== undefined && cut >= maxChars * MIN_FILL && cut <= maxChars) return start + cut;
  }
  let cut = start + maxChars;
  // Never separate a surrogate pair; the model would see a broken character.
  if (isLowSurrogate(text.charCodeAt(cut))) cut -= 1;
  return cut;
}

function lastMatchIndex(window: string, pattern: RegExp): number | undefined {
  let last: number | undefined;
  for (const match of window.matchAll(pattern)) {
    if (match.index > 0) last = match.index;
  }
  return last;
}

function skipWhitespace(text: string, from: number): number {
  let index = from;
  while (index < text.length && /\s/.test(text.charAt(index))) index += 1;
  return index;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
