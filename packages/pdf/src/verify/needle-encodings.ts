import { encodeUtf16, encodeUtf8, toHex } from '../bytes/bytes';
import { winAnsiCode } from '../redact/appearance/appearance-text';

/**
 * Byte folding applied alike to needles and haystacks: PDF whitespace (and no-break space) is
 * dropped and Latin letters are lower-cased, in Latin-1, UTF-16 and (after a 0xC3 lead byte)
 * UTF-8. Dropping rather than collapsing whitespace keeps the fold a plain byte map, so a
 * needle's folded bytes are found wherever its bytes were, also in UTF-16 and across
 * `[(John) -250 (Smith)] TJ`. It costs a few extra false positives.
 */
const FOLD = new Int16Array(256).map((_, byte) => {
  if ([0x09, 0x0a, 0x0c, 0x0d, 0x20, 0xa0].includes(byte)) return -1;
  if (byte >= 0x41 && byte <= 0x5a) return byte + 0x20;
  if (byte >= 0xc0 && byte <= 0xde && byte !== 0xd7) return byte + 0x20;
  return byte;
});
/** UTF-8 continuation bytes after 0xC3: À–Þ (0x80–0x9E, not ×) become à–þ; à (0xA0) stays. */
const FOLD_AFTER_C3 = new Int16Array(256).map((_, byte) =>
  byte >= 0x80 && byte <= 0x9e && byte !== 0x97 ? byte + 0x20 : byte,
);
const UTF8_LATIN1_LEAD = 0xc3;

/** Every this many folded bytes, `foldInto` notes the source index they came from. */
export const CHECKPOINT_EVERY = 1024;

/**
 * Folds `source[start..end)` into `target` from `at`; returns where the folded bytes end. When
 * `checkpoints` is given, the source index of every CHECKPOINT_EVERY-th folded byte is noted in
 * it, so `sourceIndex` can find where a folded byte came from.
 */
export function foldInto(
  source: Uint8Array,
  start: number,
  end: number,
  target: Uint8Array,
  at: number,
  checkpoints?: number[],
): number {
  let out = at;
  let previous = -1;
  for (let index = start; index < end; index++) {
    const byte = source[index]!;
    const folded = previous === UTF8_LATIN1_LEAD ? FOLD_AFTER_C3[byte]! : FOLD[byte]!;
    if (folded >= 0) {
      if (checkpoints && (out - at) % CHECKPOINT_EVERY === 0) checkpoints.push(index);
      target[out++] = folded;
    }
    previous = byte;
  }
  return out;
}

/** The source index of folded byte `offset` (counted from the fold's start), by its checkpoints. */
export function sourceIndex(source: Uint8Array, checkpoints: readonly number[], offset: number) {
  const mark = Math.floor(offset / CHECKPOINT_EVERY);
  let index = checkpoints[mark]!;
  for (let left = offset - mark * CHECKPOINT_EVERY; left > 0; left--) {
    index++;
    while (source[index - 1] !== UTF8_LATIN1_LEAD && FOLD[source[index]!]! < 0) index++;
  }
  return index;
}

export function foldBytes(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length);
  return out.subarray(0, foldInto(bytes, 0, bytes.length, out, 0));
}

/** PDFDocEncoding bytes 0x80–0xA0 where they differ from Latin-1 (PDF 32000 Annex D). */
const PDF_DOC = new Map<string, number>(
  Array.from('•†‡…—–ƒ⁄‹›−‰„“”‘’‚™ﬁﬂŁŒŠŸŽıłœšž', (char, index) => [char, 0x80 + index]),
);
PDF_DOC.set('€', 0xa0);

function singleBytes(text: string, code: (char: string) => number | undefined): Uint8Array | null {
  const bytes: number[] = [];
  for (const char of text) {
    const byte = code(char);
    if (byte === undefined) return null;
    bytes.push(byte);
  }
  return Uint8Array.from(bytes);
}

const latin1 = (char: string) => {
  const point = char.codePointAt(0) ?? 0x100;
  return point < 0x100 ? point : undefined;
};
const pdfDoc = (char: string) => PDF_DOC.get(char) ?? latin1(char);

/**
 * The folded byte sequences under which `needle` can sit in a PDF: Latin-1, PDFDocEncoding,
 * WinAnsi, UTF-8 and UTF-16BE (which also matches after a BOM), each as written, lower-cased
 * and upper-cased, composed and decomposed.
 */
export function needleEncodings(needle: string): { bytes: Uint8Array; wide: boolean }[] {
  const variants = new Set<string>();
  for (const form of [needle.normalize('NFC'), needle.normalize('NFD')]) {
    variants.add(form).add(form.toLowerCase()).add(form.toUpperCase());
  }
  const encodings = new Map<string, { bytes: Uint8Array; wide: boolean }>();
  for (const variant of variants) {
    const candidates = [
      singleBytes(variant, latin1),
      singleBytes(variant, pdfDoc),
      singleBytes(variant, winAnsiCode),
      encodeUtf8(variant),
    ];
    const add = (candidate: Uint8Array | null, wide: boolean) => {
      if (!candidate) return;
      const folded = foldBytes(candidate);
      const key = `${wide}:${toHex(folded)}`;
      if (folded.length > 0) encodings.set(key, { bytes: folded, wide });
    };
    for (const candidate of candidates) add(candidate, false);
    add(encodeUtf16(variant, 'be'), true);
  }
  return [...encodings.values()];
}
