import type { Token } from './tokenize';

/**
 * A line shorter than this ends where its content ends (a label, a name in a form, a heading),
 * not where the page ran out of width: a name does not run on from it into the next line.
 */
const SHORT_LINE_CHARS = 40;

/**
 * Whether no name may run from token i - 1 into token i across the line break between them: a
 * blank line, or a break after a short line. Running text that wraps inside a sentence ("… Kari
 * ⏎ Nordmann …" on full lines) keeps its names whole.
 */
export function isHardBreak(text: string, tokens: readonly Token[], i: number): boolean {
  const token = tokens[i];
  const previous = tokens[i - 1];
  if (!token?.isAfterNewline || !previous) return false;
  const gap = text.slice(previous.end, token.start);
  if (/\n[ \t\u00a0]*\r?\n/.test(gap)) return true;
  const lineStart = text.lastIndexOf('\n', previous.start - 1) + 1;
  return previous.end - lineStart < SHORT_LINE_CHARS;
}
