/**
 * The case's consistency check (issue 66): a string withheld in one place that is still visible in
 * another — another file of the case or elsewhere in the same file — and a string withheld under
 * different codes. It reads only the words the browser has already read: no page is spent.
 */

/** One file as the check reads it: the text of each page and its withheld areas. */
export interface ConsistencyDocument {
  name: string;
  /** The text read on each page; index 0 is page 1. */
  pages: readonly string[];
  /** The withheld areas: page, the text under the mark, and its code (null: none). */
  marks: readonly { page: number; text: string; code: string | null }[];
}

/** A place in the case: a document by its index in the list, and a page. */
export interface CasePlace {
  document: number;
  page: number;
}

export interface ConsistencyFinding {
  /** The string as it was first withheld. */
  text: string;
  /** Where it is withheld. */
  withheld: CasePlace[];
  /** The codes it is withheld under, in the order met; '' for a mark without a code. */
  codes: string[];
  /** Where it can still be read, with how many times on that page. */
  visible: (CasePlace & { count: number })[];
}

/**
 * Fewer letters or digits than this is no name or number worth a warning ("AS", "12"); two
 * Chinese or Japanese characters are (a name such as 张伟).
 */
const MIN_CHARACTERS = 3;
const MIN_IDEOGRAPHS = 2;
const IDEOGRAPH = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const TOKEN = /[\p{L}\p{M}\p{N}]+/gu;

/** A text's words, compared as a reader would: compatibility forms folded, any case. */
export function tokens(text: string): string[] {
  const words = text.normalize('NFKC').toLowerCase().match(TOKEN) ?? [];
  // Chinese and Japanese are written without spaces: each character is a word of its own.
  return words.flatMap((word) => (IDEOGRAPH.test(word) ? splitIdeographs(word) : [word]));
}

function splitIdeographs(word: string): string[] {
  const parts: string[] = [];
  let run = '';
  for (const char of word) {
    if (IDEOGRAPH.test(char)) {
      if (run) parts.push(run);
      parts.push(char);
      run = '';
    } else run += char;
  }
  if (run) parts.push(run);
  return parts;
}

/** How many times `needle` occurs as whole words in `words`. */
function occurrences(words: readonly string[], index: Map<string, number[]>, needle: string[]) {
  let count = 0;
  for (const at of index.get(needle[0]!) ?? []) {
    if (needle.every((word, offset) => words[at + offset] === word)) count++;
  }
  return count;
}

function indexOf(words: readonly string[]): Map<string, number[]> {
  const index = new Map<string, number[]>();
  words.forEach((word, at) => {
    const list = index.get(word);
    if (list) list.push(at);
    else index.set(word, [at]);
  });
  return index;
}

/**
 * Every withheld string that can still be read somewhere in the case, or that is withheld under
 * more than one code. A page shows a string as often as it prints it, less the marks on that page
 * whose text holds it — unless the pages are those of the redacted copies (`released`), which
 * show only what was left.
 */
export function checkConsistency(
  documents: readonly ConsistencyDocument[],
  { released = false }: { released?: boolean } = {},
): ConsistencyFinding[] {
  const pages = documents.map((document) =>
    document.pages.map((text) => {
      const words = tokens(text);
      return { words, index: indexOf(words) };
    }),
  );
  const marks = documents.map((document) =>
    document.marks.map((mark) => ({ ...mark, words: tokens(mark.text) })),
  );
  const found = new Map<string, ConsistencyFinding & { words: string[] }>();
  documents.forEach((document, documentIndex) => {
    for (const mark of marks[documentIndex]!) {
      if (!worthChecking(mark.words)) continue;
      const key = mark.words.join(' ');
      let finding = found.get(key);
      if (!finding) {
        finding = {
          text: mark.text.trim(),
          withheld: [],
          codes: [],
          visible: [],
          words: mark.words,
        };
        found.set(key, finding);
      }
      finding.withheld.push({ document: documentIndex, page: mark.page });
      const code = mark.code ?? '';
      if (!finding.codes.includes(code)) finding.codes.push(code);
    }
  });
  for (const finding of found.values()) {
    pages.forEach((documentPages, documentIndex) => {
      documentPages.forEach(({ words, index }, pageIndex) => {
        const shown = occurrences(words, index, finding.words);
        if (shown === 0) return;
        const page = pageIndex + 1;
        const covered = released
          ? 0
          : marks[documentIndex]!.filter(
              (mark) => mark.page === page && holds(mark.words, finding.words),
            ).length;
        if (shown > covered)
          finding.visible.push({ document: documentIndex, page, count: shown - covered });
      });
    });
  }
  return [...found.values()]
    .filter((finding) => finding.visible.length > 0 || finding.codes.length > 1)
    .map(({ words: _words, ...finding }) => finding);
}

function worthChecking(words: readonly string[]): boolean {
  if (words.some((word) => IDEOGRAPH.test(word))) return words.length >= MIN_IDEOGRAPHS;
  return words.join('').length >= MIN_CHARACTERS;
}

function holds(words: readonly string[], needle: readonly string[]): boolean {
  for (let at = 0; at + needle.length <= words.length; at++) {
    if (needle.every((word, offset) => words[at + offset] === word)) return true;
  }
  return false;
}
