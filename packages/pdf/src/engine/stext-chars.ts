import { raw, type PDFPage } from './mupdf';
import type { CharSink } from './page-text';

export type StructuredText = ReturnType<PDFPage['toStructuredText']>;

/**
 * Options for MuPDF's structured text: keep spaces as characters, keep ligatures expanded, and
 * read the glyphs that are drawn, not a marked-content /ActualText that may say something else:
 * a redaction removes glyphs, so searching, detecting and verifying must all see the glyphs.
 */
export const STEXT_OPTIONS = 'preserve-whitespace,ignore-actualtext';

/** Sends every character of `stext`, with its box, to `sink`, line by line. */
export function readStructuredText(stext: StructuredText, sink: CharSink): void {
  if (raw) readFast(stext, sink);
  else readPublic(stext, sink);
}

/** Walks characters through the module's C accessors: no objects are allocated per character. */
function readFast(stext: StructuredText, sink: CharSink): void {
  const lib = raw!;
  const colours = sink.wantsColours === true;
  for (let block = lib._wasm_stext_page_get_first_block(stext.pointer); block;) {
    if (lib._wasm_stext_block_get_type(block) === 0) {
      for (let line = lib._wasm_stext_block_get_first_line(block); line;) {
        for (let char = lib._wasm_stext_line_get_first_char(line); char;) {
          const code = lib._wasm_stext_char_get_c(char);
          const heap = lib.HEAPF32;
          const q = lib._wasm_stext_char_get_quad(char) >> 2;
          sink.addChar(
            code,
            Math.min(heap[q]!, heap[q + 2]!, heap[q + 4]!, heap[q + 6]!),
            Math.min(heap[q + 1]!, heap[q + 3]!, heap[q + 5]!, heap[q + 7]!),
            Math.max(heap[q]!, heap[q + 2]!, heap[q + 4]!, heap[q + 6]!),
            Math.max(heap[q + 1]!, heap[q + 3]!, heap[q + 5]!, heap[q + 7]!),
            colours ? lib._wasm_stext_char_get_argb(char) >>> 0 : 0,
          );
          char = lib._wasm_stext_char_get_next(char);
        }
        sink.endLine();
        line = lib._wasm_stext_line_get_next(line);
      }
    }
    block = lib._wasm_stext_block_get_next(block);
  }
}

/** The same walk through MuPDF's public API, used when the raw module is not reachable. */
function readPublic(stext: StructuredText, sink: CharSink): void {
  stext.walk({
    onChar(char, _origin, _font, _size, quad, color) {
      const xs = [quad[0], quad[2], quad[4], quad[6]];
      const ys = [quad[1], quad[3], quad[5], quad[7]];
      sink.addChar(
        char.codePointAt(0) ?? 0x20,
        Math.min(...xs),
        Math.min(...ys),
        Math.max(...xs),
        Math.max(...ys),
        sink.wantsColours ? argbOf(color) : 0,
      );
    },
    endLine() {
      sink.endLine();
    },
  });
}

/** An opaque colour of MuPDF's public walk (grey or RGB components, 0 to 1) as 0xAARRGGBB. */
function argbOf(color: readonly number[]): number {
  const [r, g, b] = color.length >= 3 ? color : [color[0] ?? 0, color[0] ?? 0, color[0] ?? 0];
  const byte = (value: number | undefined) => Math.round((value ?? 0) * 255) & 0xff;
  return (0xff000000 | (byte(r) << 16) | (byte(g) << 8) | byte(b)) >>> 0;
}
