/** One word of a text as GLiNER sees it, with its UTF-16 offsets in the source. */
export type Word = { text: string; start: number; end: number };

/*
 * GLiNER's WhitespaceTokenSplitter (urchade/GLiNER gliner/data_processing/tokenizer.py) splits with
 * Python's `\w+(?:[-_]\w+)*|\S`. Python's `\w` is Unicode-aware (letters, numbers, underscore), so
 * `\w` is spelled out with Unicode properties here; GLiNER.js uses a bare JS `\w`, which is ASCII
 * only and would cut "Ødegård" into single characters.
 */
const WORD_PATTERN = /[\p{L}\p{N}_]+(?:[-_][\p{L}\p{N}_]+)*|\S/gu;

/** Splits a text into GLiNER words, keeping where each word sits in the text. */
export function splitWords(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(WORD_PATTERN)) {
    words.push({ text: match[0], start: match.index, end: match.index + match[0].length });
  }
  return words;
}
