import { OCR_BOX_PADDING_PT, OCR_TOP_PADDING_RATIO, type OcrLine, type OcrWord } from './ocr-types';

/** A word box in image pixels, as both backends report it. */
export interface PixelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Width and height in pixels of the image being recognised. */
export interface ImageSize {
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Reads the pixel size from a PNG's IHDR chunk; throws when the bytes are not a PNG. */
export function readPngSize(png: Uint8Array): ImageSize {
  const isPng = png.length >= 24 && PNG_SIGNATURE.every((byte, i) => png[i] === byte);
  if (!isPng) throw new Error('OCR input is not a PNG image');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/**
 * Turns a backend's pixel box into an {@link OcrWord}: pixels → points, padded on every side and
 * clamped to the image so a word on the edge never points outside the page. Returns null for
 * empty text (Tesseract emits blank "words" for wide gaps).
 */
export function toOcrWord(
  text: string,
  box: PixelBox,
  confidence: number,
  dpi: number,
  image: ImageSize,
): OcrWord | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const scale = 72 / dpi;
  const maxX = image.width * scale;
  const maxY = image.height * scale;
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  return {
    text: trimmed,
    x0: clamp(box.x0 * scale - OCR_BOX_PADDING_PT, maxX),
    y0: clamp(box.y0 * scale - topPadding((box.y1 - box.y0) * scale), maxY),
    x1: clamp(box.x1 * scale + OCR_BOX_PADDING_PT, maxX),
    y1: clamp(box.y1 * scale + OCR_BOX_PADDING_PT, maxY),
    confidence,
    ink: {
      x0: clamp(box.x0 * scale, maxX),
      y0: clamp(box.y0 * scale, maxY),
      x1: clamp(box.x1 * scale, maxX),
      y1: clamp(box.y1 * scale, maxY),
    },
  };
}

function topPadding(height: number): number {
  return Math.max(OCR_BOX_PADDING_PT, height * OCR_TOP_PADDING_RATIO);
}

/** Rejects bad resolutions before any work starts; a zero dpi would give infinite boxes. */
export function assertValidDpi(dpi: number): void {
  if (!Number.isFinite(dpi) || dpi <= 0) {
    throw new RangeError(`OCR dpi must be a positive number, got ${dpi}`);
  }
}

/** The error every aborted OCR call rejects with, whatever reason the signal carries. */
export function createAbortError(): DOMException {
  return new DOMException('The OCR was aborted', 'AbortError');
}

/** Room added on each side of a word, as a share of its line's height (see widenToLine). */
export const OCR_LINE_MARGIN_RATIO = 0.15;

/**
 * A line's words widened by a margin from the line's height: Tesseract's boxes sit a little off
 * the glyph pixels (a redacted scan still showed the edge of a last letter), and a fixed point or
 * two is too little on large print. Each word grows by 15 % of the line's height left, right and
 * down, never past the middle of the gap to its neighbour, so two words never overlap.
 */
export function widenToLine(line: readonly OcrWord[]): OcrWord[] {
  const heights = line.map((word) => word.y1 - word.y0).sort((a, b) => a - b);
  const margin = (heights[Math.floor(heights.length / 2)] ?? 0) * OCR_LINE_MARGIN_RATIO;
  return line.map((word, index) => {
    const before = line[index - 1];
    const after = line[index + 1];
    const left = word.x0 - margin;
    const right = word.x1 + margin;
    return {
      ...word,
      x0: before ? Math.max(left, Math.min(word.x0, (before.x1 + word.x0) / 2)) : Math.max(left, 0),
      x1: after ? Math.min(right, Math.max(word.x1, (word.x1 + after.x0) / 2)) : right,
      y1: word.y1 + margin,
    };
  });
}

/**
 * The words of a page with their padding kept to their own line: a word's box reaches up no
 * further than the middle of the gap to the nearest word of another line above it (a word whose
 * columns overlap its own), and down no further than the middle of the gap to the nearest below;
 * never inside the word's own ink. The padding (room for accents above, anti-aliased edges) took a
 * third of the words of real photos and scans into the ink of the line above or below (issue 64).
 * Words without their ink box, or whose neighbour's ink overlaps theirs in height (a tilted photo's
 * lines), are left as they are on that side.
 */
export function keepToOwnLine(lines: readonly OcrLine[]): OcrLine[] {
  const placed = lines.flatMap((line, lineIndex) =>
    line.flatMap((word) => (word.ink ? [{ lineIndex, ink: word.ink }] : [])),
  );
  return lines.map((line, lineIndex) =>
    line.map((word) => {
      const ink = word.ink;
      if (!ink) return word;
      let top = word.y0;
      let bottom = word.y1;
      for (const other of placed) {
        if (other.lineIndex === lineIndex) continue;
        const o = other.ink;
        if (o.x1 <= word.x0 || o.x0 >= word.x1) continue;
        if (o.y1 <= ink.y0) top = Math.max(top, Math.min(ink.y0, (o.y1 + ink.y0) / 2));
        else if (o.y0 >= ink.y1) bottom = Math.min(bottom, Math.max(ink.y1, (ink.y1 + o.y0) / 2));
      }
      return top === word.y0 && bottom === word.y1 ? word : { ...word, y0: top, y1: bottom };
    }),
  );
}
