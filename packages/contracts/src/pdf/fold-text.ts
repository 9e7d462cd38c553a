/**
 * The one folding rule (issue 62) by which a redacted string is matched wherever it is quoted:
 * in cleaning, in verification and in what the workspace lists. Two texts match when they read
 * alike to a person: compatibility forms are their plain letters (NFKC: "Ｈａｎｓｅｎ" is
 * "hansen"), characters nobody sees are gone (soft hyphen, zero-width spaces and joiners, word
 * joiner, bidi controls: Unicode's format characters), case and white space do not count.
 */

/** Unicode's format characters (Cf): soft hyphen, ZWSP, ZWJ, word joiner, bidi controls, BOM. */
const FORMAT = /\p{Cf}/u;
const SPACE = /\s/u;
/** A character that joins the one before it: combining marks, composed together by NFKC. */
const MARK = /\p{M}/u;

/** A text folded for matching, and where each folded character came from in the original. */
export interface FoldedText {
  folded: string;
  /** `start[i]`: index in the original of the character folded character i came from. */
  start: number[];
  /** `end[i]`: index in the original just after that character (and its marks). */
  end: number[];
}

/**
 * Folds a text for matching: each character with its combining marks in NFKC, lower-cased;
 * white space and format characters dropped. Keeps, for every folded character, the range of
 * the original it came from, so a match can be cut out of the original.
 */
export function foldText(text: string): FoldedText {
  const out: FoldedText = { folded: '', start: [], end: [] };
  let index = 0;
  while (index < text.length) {
    const from = index;
    const code = text.charCodeAt(index);
    // ASCII without a mark after it: most of any text, folded without normalising.
    if (code < 0x80 && !MARK.test(text[index + 1] ?? '')) {
      index++;
      if (code === 0x20 || (code >= 0x09 && code <= 0x0d)) continue;
      out.folded += code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 0x20) : text[from];
      out.start.push(from);
      out.end.push(index);
      continue;
    }
    index += codePointLength(text, index);
    while (index < text.length && MARK.test(charAt(text, index))) {
      index += codePointLength(text, index);
    }
    for (const char of text.slice(from, index).normalize('NFKC').toLowerCase()) {
      if (SPACE.test(char) || FORMAT.test(char)) continue;
      out.folded += char;
      for (let unit = 0; unit < char.length; unit++) {
        out.start.push(from);
        out.end.push(index);
      }
    }
  }
  return out;
}

/** The folded form alone (see foldText). */
export function foldForMatch(text: string): string {
  return foldText(text).folded;
}

const OVERRIDE_RTL = '\u202e';
/** Characters that end a directional override: pop, another override or embedding, isolates. */
const OVERRIDE_END = /[\u202a-\u202e\u2066-\u2069\n\r\u2029]/u;

/**
 * The order a reader shows a text in where it forces right-to-left display (RLO, U+202E): the
 * characters of each overridden run reversed, so "\u202EnesnaH" reads as "Hansen". Null when the
 * text forces nothing. Right-to-left scripts stored in logical order need no view of their own:
 * the text as stored is what they mean.
 */
export function displayOrder(text: string): string | null {
  if (!text.includes(OVERRIDE_RTL)) return null;
  let result = '';
  let index = 0;
  while (index < text.length) {
    const at = text.indexOf(OVERRIDE_RTL, index);
    if (at < 0) {
      result += text.slice(index);
      break;
    }
    result += text.slice(index, at);
    let end = at + 1;
    while (end < text.length && !OVERRIDE_END.test(text[end]!)) end++;
    result += Array.from(text.slice(at + 1, end))
      .reverse()
      .join('');
    index = end;
  }
  return result;
}

/**
 * Whether a string is binary data rather than text (a certificate's DER, a key, packed
 * numbers): it holds control characters no text has. In such data a quoted string is followed by
 * a tag or length byte, often a letter or digit, so it is matched without word boundaries.
 */
export function isBinaryText(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code <= 0x08 || (code >= 0x0e && code <= 0x1f) || (code >= 0x7f && code <= 0x9f)) {
      return true;
    }
  }
  return false;
}

function codePointLength(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return code >= 0xd800 && code <= 0xdbff && index + 1 < text.length ? 2 : 1;
}

function charAt(text: string, index: number): string {
  return text.slice(index, index + codePointLength(text, index));
}
