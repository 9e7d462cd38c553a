/**
 * The objects of PDF syntax as the content parser reads them (issue 62): what a content stream,
 * a CMap or a PostScript calculator function holds, read from bytes without MuPDF, so the
 * rebuild and the verifier read every stream by the same rule.
 */
export type PdfValue = (
  | { kind: 'number'; value: number }
  | { kind: 'name'; name: string }
  | { kind: 'string'; bytes: Uint8Array }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'null' }
  | { kind: 'array'; items: PdfValue[] }
  | { kind: 'dict'; entries: Map<string, PdfValue> }
) & {
  /** Where the value was read from in its stream, `[start, end)`; none for a value made anew. */
  start?: number;
  end?: number;
};

/** Byte classes of PDF syntax: 0 regular, 1 white space, 2 delimiter. */
export const BYTE_CLASS = new Uint8Array(256);
for (const byte of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) BYTE_CLASS[byte] = 1;
for (const byte of [0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]) {
  BYTE_CLASS[byte] = 2;
}

export const isSpace = (byte: number) => BYTE_CLASS[byte] === 1;
export const isRegular = (byte: number) => BYTE_CLASS[byte] === 0;
