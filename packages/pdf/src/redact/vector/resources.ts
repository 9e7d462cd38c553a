import type { PDFDocument } from '../../engine/mupdf';
import { entryOf, numbersOf, resolveObject, type PDFObject } from '../../engine/pdf-object';
import { IDENTITY, type Matrix } from './affine';
import type { ExtGStateEntries } from './graphics-state';

/** A form XObject as a drawing of it needs it. */
export interface Form {
  /** The reference to the form's stream. */
  reference: PDFObject;
  num: number;
  matrix: Matrix;
  /** Where the form clips what it draws, in form space (none: a broken form, not clipped). */
  bbox: number[] | null;
  resources: Resources;
}

/** The resource dictionary content draws with: its graphics states and form XObjects. */
export class Resources {
  constructor(private readonly dict: PDFObject) {}

  extGState(name: string): ExtGStateEntries | null {
    const entries = resolveObject(entryOf(resolveObject(this.dict), 'ExtGState', name));
    if (!entries.isDictionary()) return null;
    const number = (key: string) => {
      const value = resolveObject(entries.get(key));
      return value.isNumber() ? value.asNumber() : undefined;
    };
    const found: ExtGStateEntries = {
      lineWidth: number('LW'),
      cap: number('LC'),
      join: number('LJ'),
      miterLimit: number('ML'),
      dash: dashOf(entries.get('D')),
    };
    return found;
  }

  /** The form XObject drawn by `name`, or null when the name draws none (an image, nothing). */
  form(name: string): Form | null {
    const reference = entryOf(resolveObject(this.dict), 'XObject', name);
    if (!reference.isIndirect() || !reference.isStream()) return null;
    const form = reference.resolve();
    if (form.get('Subtype').asName() !== 'Form') return null;
    const own = form.get('Resources');
    return {
      reference,
      num: reference.asIndirect(),
      matrix: (numbersOf(form.get('Matrix'), 6) as Matrix | null) ?? IDENTITY,
      bbox: numbersOf(form.get('BBox'), 4),
      // A form without resources of its own uses those of what draws it (PDF 1.1).
      resources: resolveObject(own).isDictionary() ? new Resources(own) : this,
    };
  }

  /**
   * Puts `reference` among the XObjects under a name not yet taken, and answers the name. Other
   * content with the same resources never draws the new name.
   */
  addXObject(document: PDFDocument, reference: PDFObject): string {
    const dict = resolveObject(this.dict);
    let xobjects = resolveObject(dict.get('XObject'));
    if (!xobjects.isDictionary()) {
      xobjects = document.newDictionary();
      dict.put('XObject', xobjects);
    }
    let count = 1;
    while (!xobjects.get(`Cut${count}`).isNull()) count++;
    xobjects.put(`Cut${count}`, reference);
    return `Cut${count}`;
  }
}

function dashOf(value: PDFObject): ExtGStateEntries['dash'] {
  const entry = resolveObject(value);
  if (!entry.isArray() || entry.length !== 2) return undefined;
  const array = resolveObject(entry.get(0));
  const phase = resolveObject(entry.get(1));
  if (!array.isArray() || !phase.isNumber()) return undefined;
  const dash = numbersOf(array, array.length);
  return dash ? { dash, phase: phase.asNumber() } : undefined;
}

/** The decoded data of a stream. */
export function readData(reference: PDFObject): Uint8Array {
  const buffer = reference.readStream();
  try {
    return buffer.asUint8Array().slice();
  } finally {
    buffer.destroy();
  }
}

/** Keys that describe how a stream's data is stored, which a copy stores its own way. */
const STORAGE = new Set(['Length', 'Filter', 'DecodeParms', 'DL']);

/** A new form XObject like `form` that draws `content`: for one drawing of it only. */
export function copyForm(document: PDFDocument, form: PDFObject, content: Uint8Array): PDFObject {
  const dict = document.newDictionary();
  form.resolve().forEach((value, key) => {
    if (typeof key === 'string' && !STORAGE.has(key)) dict.put(key, value);
  });
  return document.addStream(content, dict);
}
