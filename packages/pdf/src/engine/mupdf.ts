/**
 * Loads MuPDF and keeps a handle on its WASM module so hot loops (reading characters of
 * structured text) can call the exported C accessors directly instead of allocating wrapper
 * objects per character. The hook `$libmupdf_wasm_Module` is MuPDF's own way to pass the module
 * object; it must be set before the first import of `mupdf` in this thread.
 */
interface RawModule {
  HEAPF32: Float32Array;
  _wasm_stext_page_get_first_block(page: number): number;
  _wasm_stext_block_get_next(block: number): number;
  _wasm_stext_block_get_type(block: number): number;
  _wasm_stext_block_get_first_line(block: number): number;
  _wasm_stext_line_get_next(line: number): number;
  _wasm_stext_line_get_first_char(line: number): number;
  _wasm_stext_char_get_next(char: number): number;
  _wasm_stext_char_get_c(char: number): number;
  _wasm_stext_char_get_quad(char: number): number;
  _wasm_stext_char_get_argb(char: number): number;
}

const hook = globalThis as { $libmupdf_wasm_Module?: Partial<RawModule> };
hook.$libmupdf_wasm_Module ??= {};
const moduleObject = hook.$libmupdf_wasm_Module;

export const mupdf = await import('mupdf');
// MuPDF reports repairs of damaged files on stderr; callers get typed errors instead, so the
// messages are dropped rather than written into the server's log stream, unless a caller is
// listening (`engineWarnings`).
let listener: ((message: string) => void) | null = null;
mupdf.setLog({
  error: (message: string) => listener?.(message),
  warning: (message: string) => listener?.(message),
});

/** What MuPDF warned of while `work` ran (a truncated image it drew as far as it could). */
export function engineWarnings<T>(work: () => T): { value: T; warnings: string[] } {
  const warnings: string[] = [];
  const previous = listener;
  listener = (message) => warnings.push(message);
  try {
    return { value: work(), warnings };
  } finally {
    listener = previous;
  }
}

/** The raw module, or null when MuPDF was loaded elsewhere first (then the public API is used). */
export const raw: RawModule | null =
  typeof moduleObject._wasm_stext_char_get_quad === 'function' && moduleObject.HEAPF32
    ? (moduleObject as RawModule)
    : null;

/**
 * Lets go of a shading a device callback was given. MuPDF's wrapper of it, unlike its other
 * wrappers, takes no reference of its own yet drops one when destroyed or collected: one is
 * taken here first, so the drop is balanced (a display list's shading dropped by the wrapper
 * too was freed twice, and MuPDF's heap corrupted: "memory access out of bounds").
 */
export function releaseShade(shade: InstanceType<typeof mupdf.Shade>): void {
  const keep = (moduleObject as { _wasm_keep_shade?: (pointer: number) => number })
    ._wasm_keep_shade;
  if (!keep) throw new Error('MuPDF was loaded without its module hook');
  keep(shade.pointer);
  shade.destroy();
}

export type { Matrix } from 'mupdf';
export type PDFDocument = InstanceType<typeof mupdf.PDFDocument>;
export type PDFPage = InstanceType<typeof mupdf.PDFPage>;
export type PDFWidget = InstanceType<typeof mupdf.PDFWidget>;
export type PDFAnnotation = InstanceType<typeof mupdf.PDFAnnotation>;
