import { mupdf, type PDFDocument } from './mupdf';
import type { PDFObject } from './pdf-object';

/**
 * Reads PDF objects through MuPDF's exported C accessors, by pointer, without a JavaScript
 * wrapper per object (decision 0061). The rebuild and its check walk every object of a file
 * several times; MuPDF's wrappers register each with a FinalizationRegistry, and on a file of
 * 85 000 objects that cost more than the walks themselves. Pointers are borrowed: they are valid
 * while the document is open and the objects holding them are not changed, which is how the
 * read-only walks use them.
 */
export type Ptr = number;

interface RawPdfModule {
  HEAPU8: Uint8Array;
  HEAPU32: Uint32Array;
  _wasm_pdf_is_indirect(p: Ptr): number;
  _wasm_pdf_is_dict(p: Ptr): number;
  _wasm_pdf_is_array(p: Ptr): number;
  _wasm_pdf_is_name(p: Ptr): number;
  _wasm_pdf_is_string(p: Ptr): number;
  _wasm_pdf_is_number(p: Ptr): number;
  _wasm_pdf_is_bool(p: Ptr): number;
  _wasm_pdf_is_stream(p: Ptr): number;
  _wasm_pdf_to_num(p: Ptr): number;
  _wasm_pdf_to_real(p: Ptr): number;
  _wasm_pdf_to_name(p: Ptr): Ptr;
  _wasm_pdf_to_string(p: Ptr, length: Ptr): Ptr;
  _wasm_pdf_to_text_string(p: Ptr): Ptr;
  _wasm_pdf_resolve_indirect(p: Ptr): Ptr;
  _wasm_pdf_dict_len(p: Ptr): number;
  _wasm_pdf_dict_get_key(p: Ptr, index: number): Ptr;
  _wasm_pdf_dict_get_val(p: Ptr, index: number): Ptr;
  _wasm_pdf_array_len(p: Ptr): number;
  _wasm_pdf_array_get(p: Ptr, index: number): Ptr;
  _wasm_pdf_new_indirect(document: Ptr, num: number): Ptr;
  _wasm_pdf_drop_obj(p: Ptr): void;
  _wasm_malloc(size: number): Ptr;
}

const hook = globalThis as { $libmupdf_wasm_Module?: Partial<RawPdfModule> };

/** The module, when MuPDF was loaded with the hook engine/mupdf.ts sets (always in the engine). */
function moduleOf(): RawPdfModule | null {
  const module = hook.$libmupdf_wasm_Module;
  return module && typeof module._wasm_pdf_dict_get_val === 'function' && module.HEAPU8
    ? (module as RawPdfModule)
    : null;
}

const utf8 = new TextDecoder('utf-8');

/** A document's objects read by pointer (see above). */
export class RawObjects {
  private readonly module: RawPdfModule;
  private readonly names = new Map<Ptr, string>();
  private lengthSlot = 0;

  constructor(private readonly document: PDFDocument) {
    const module = moduleOf();
    if (!module) throw new Error('MuPDF was loaded without its module hook');
    this.module = module;
  }

  /** The pointer of a wrapped object (borrowed from the wrapper, which must stay alive). */
  pointerOf(object: PDFObject): Ptr {
    return object.pointer;
  }

  /** A proper wrapper of a pointer, for the few objects a walk hands on. */
  wrap(pointer: Ptr): PDFObject {
    return this.document._fromPDFObjectKeep(pointer as never);
  }

  /**
   * Object `num` resolved (borrowed from the document's cross-reference table, where it stays
   * loaded), and whether it is a stream; pointer 0 for a free or missing object.
   */
  objectAt(num: number): { object: Ptr; isStream: boolean } {
    const reference = this.module._wasm_pdf_new_indirect(this.document.pointer, num);
    try {
      return {
        object: this.module._wasm_pdf_resolve_indirect(reference),
        isStream: this.module._wasm_pdf_is_stream(reference) !== 0,
      };
    } finally {
      this.module._wasm_pdf_drop_obj(reference);
    }
  }

  isNull(p: Ptr): boolean {
    return p === 0 || (!this.isIndirect(p) && this.kindOf(this.resolve(p)) === 'null');
  }

  isIndirect(p: Ptr): boolean {
    return p !== 0 && this.module._wasm_pdf_is_indirect(p) !== 0;
  }

  /** The object number of an indirect reference. */
  num(p: Ptr): number {
    return this.module._wasm_pdf_to_num(p);
  }

  resolve(p: Ptr): Ptr {
    return p === 0 ? 0 : this.module._wasm_pdf_resolve_indirect(p);
  }

  isDict(p: Ptr): boolean {
    return p !== 0 && this.module._wasm_pdf_is_dict(p) !== 0;
  }

  isArray(p: Ptr): boolean {
    return p !== 0 && this.module._wasm_pdf_is_array(p) !== 0;
  }

  isName(p: Ptr): boolean {
    return p !== 0 && this.module._wasm_pdf_is_name(p) !== 0;
  }

  isString(p: Ptr): boolean {
    return p !== 0 && this.module._wasm_pdf_is_string(p) !== 0;
  }

  isNumber(p: Ptr): boolean {
    return p !== 0 && this.module._wasm_pdf_is_number(p) !== 0;
  }

  isBool(p: Ptr): boolean {
    return p !== 0 && this.module._wasm_pdf_is_bool(p) !== 0;
  }

  /** Whether an indirect reference points to a stream. */
  isStream(p: Ptr): boolean {
    return p !== 0 && this.module._wasm_pdf_is_stream(p) !== 0;
  }

  kindOf(p: Ptr): 'null' | 'dict' | 'array' | 'name' | 'string' | 'number' | 'bool' {
    if (p === 0) return 'null';
    if (this.isDict(p)) return 'dict';
    if (this.isArray(p)) return 'array';
    if (this.isName(p)) return 'name';
    if (this.isString(p)) return 'string';
    if (this.isNumber(p)) return 'number';
    if (this.isBool(p)) return 'bool';
    return 'null';
  }

  number(p: Ptr): number {
    return this.module._wasm_pdf_to_real(p);
  }

  /** A name's text, as MuPDF's API gives it (UTF-8). */
  name(p: Ptr): string {
    const pointer = this.module._wasm_pdf_to_name(p);
    let known = this.names.get(pointer);
    if (known === undefined) {
      const heap = this.module.HEAPU8;
      let end = pointer;
      while (heap[end] !== 0) end++;
      known = utf8.decode(heap.subarray(pointer, end));
      this.names.set(pointer, known);
    }
    return known;
  }

  /** A string's text as PDF defines it (PDFDocEncoding, or UTF-16 or UTF-8 with a mark). */
  text(p: Ptr): string {
    const pointer = this.module._wasm_pdf_to_text_string(p);
    const heap = this.module.HEAPU8;
    let end = pointer;
    while (heap[end] !== 0) end++;
    return utf8.decode(heap.subarray(pointer, end));
  }

  /** A string's bytes. */
  bytes(p: Ptr): Uint8Array {
    if (this.lengthSlot === 0) this.lengthSlot = this.module._wasm_malloc(4);
    const pointer = this.module._wasm_pdf_to_string(p, this.lengthSlot);
    const length = this.module.HEAPU32[this.lengthSlot >> 2]!;
    return this.module.HEAPU8.slice(pointer, pointer + length);
  }

  dictLength(p: Ptr): number {
    return this.module._wasm_pdf_dict_len(p);
  }

  dictKey(p: Ptr, index: number): string {
    return this.name(this.module._wasm_pdf_dict_get_key(p, index));
  }

  dictValue(p: Ptr, index: number): Ptr {
    return this.module._wasm_pdf_dict_get_val(p, index);
  }

  /** The value under a key of a dictionary (pointer 0 when it has none). */
  get(p: Ptr, key: string): Ptr {
    const length = this.dictLength(p);
    for (let index = 0; index < length; index++) {
      if (this.dictKey(p, index) === key) return this.dictValue(p, index);
    }
    return 0;
  }

  arrayLength(p: Ptr): number {
    return this.module._wasm_pdf_array_len(p);
  }

  arrayGet(p: Ptr, index: number): Ptr {
    return this.module._wasm_pdf_array_get(p, index);
  }

  /** Each entry of a dictionary, key and value. */
  *entries(p: Ptr): Generator<[string, Ptr]> {
    const length = this.dictLength(p);
    for (let index = 0; index < length; index++) {
      yield [this.dictKey(p, index), this.dictValue(p, index)];
    }
  }

  /** A name's or a number's text (for refining kinds); null when the entry is neither. */
  entryText(dict: Ptr, key: string): string | null {
    const value = this.resolve(this.get(dict, key));
    if (this.isName(value)) return this.name(value);
    if (this.isNumber(value)) return String(this.number(value));
    return null;
  }
}

export { mupdf };
