import { MultiSearch } from '../../verify/multi-search';
import { compact } from '../needles';

/** Whether a UTF-16 unit is white space as `compact` removes it (\s). */
function isSpaceUnit(unit: number): boolean {
  if (unit <= 0x20) return unit === 0x20 || (unit >= 0x09 && unit <= 0x0d);
  if (unit < 0x85) return false;
  return /\s/u.test(String.fromCharCode(unit));
}

/**
 * A page's text without white space, in lower case, as UTF-8 (four bytes are about four letters:
 * MultiSearch's prefix filter needs them), each byte traced to the index of its character.
 */
function compactTraced(text: string): { bytes: Uint8Array; index: Int32Array } {
  const lower = text.toLocaleLowerCase();
  // Lower case keeps the length of nearly every text: then each unit traces to its own index.
  const isOneToOne = lower.length === text.length;
  const bytes = new Uint8Array(text.length * 3 * (isOneToOne ? 1 : 2));
  const index = new Int32Array(bytes.length);
  let length = 0;
  const push = (char: string, at: number) => {
    for (const byte of utf8(char)) {
      bytes[length] = byte;
      index[length++] = at;
    }
  };
  for (let at = 0; at < text.length; at++) {
    const unit = text.charCodeAt(at);
    if (isSpaceUnit(unit)) continue;
    // A surrogate pair is one character: both halves go at once.
    const width = unit >= 0xd800 && unit < 0xdc00 && at + 1 < text.length ? 2 : 1;
    const char = isOneToOne
      ? lower.slice(at, at + width)
      : text.slice(at, at + width).toLocaleLowerCase();
    if (unit < 0x80 && isOneToOne) {
      bytes[length] = lower.charCodeAt(at);
      index[length++] = at;
    } else push(char, at);
    at += width - 1;
  }
  return { bytes: bytes.subarray(0, length), index: index.subarray(0, length) };
}

const encoder = new TextEncoder();
const utf8 = (text: string) => encoder.encode(text);

/**
 * The needles the pages show inside a longer word ("Zahlen" of "Zahlentheorie"), spaces and
 * case aside: there, drawing instructions that spell one are that word drawn in pieces, not a
 * copy. Pages are given one by one as the verifier reads them; an occurrence counts only where
 * the page shows it (a white or covered copy is a hidden one).
 */
export class InWordCopies {
  /** The needles found shown inside words so far. */
  readonly seen = new Set<string>();
  private readonly needles: string[];
  private readonly lengths: number[];
  private readonly search: MultiSearch;

  constructor(needles: Iterable<string>) {
    this.needles = [...new Set(needles)].filter((needle) => compact(needle).length > 0);
    const patterns = this.needles.map((needle) => utf8(compact(needle)));
    this.lengths = patterns.map((pattern) => pattern.length);
    this.search = new MultiSearch(patterns);
  }

  /**
   * Notes the needles one page's text shows inside words: those `isDecided` does not already
   * settle, where `isShownAt(start, end)` (indexes into `text`) says a reader sees them.
   */
  notePage(
    text: string,
    isDecided: (needle: string) => boolean,
    isShownAt: (start: number, end: number) => boolean,
  ): void {
    if (this.search.isEmpty) return;
    const traced = compactTraced(text);
    this.search.forEachHit(traced.bytes, (pattern, offset) => {
      const needle = this.needles[pattern]!;
      if (this.seen.has(needle) || isDecided(needle)) return;
      const first = offset;
      const last = first + this.lengths[pattern]! - 1;
      if (isShownAt(traced.index[first]!, traced.index[last]! + 1)) this.seen.add(needle);
    });
  }
}
