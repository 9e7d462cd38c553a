import { decodeLatin1, encodeLatin1, indexOfBytes } from '../bytes/bytes';
import { readStringAt } from '../verify/pdf-strings';

/**
 * The character codes a content stream shows, by the resource name of the font it shows them in
 * (`/T1 12 Tf … (AB) Tj`): what `Tj`, `'`, `"` and `TJ` draw, the font followed through `q`/`Q`.
 * Inline image data is skipped. A font shown before any `Tf` is filed under the empty name.
 */
export function shownCodes(data: Uint8Array, into = new Map<string, Set<number>>()) {
  const add = (font: string, bytes: Uint8Array) => {
    let codes = into.get(font);
    if (!codes) into.set(font, (codes = new Set()));
    for (const byte of bytes) codes.add(byte);
  };
  const fonts: string[] = [];
  let font = '';
  let operands: (string | Uint8Array)[] = [];
  let inArray: Uint8Array[] | null = null;
  let index = 0;
  while (index < data.length) {
    const byte = data[index]!;
    if (isSpace(byte)) {
      index++;
    } else if (byte === PERCENT) {
      while (index < data.length && data[index] !== LF && data[index] !== CR) index++;
    } else if (byte === OPEN || (byte === LESS && data[index + 1] !== LESS)) {
      const string = readStringAt(data, index);
      if (!string) {
        index++;
        continue;
      }
      (inArray ?? operands).push(string.bytes);
      index = string.end;
    } else if (byte === LESS || byte === GREATER) {
      index += data[index + 1] === byte ? 2 : 1;
    } else if (byte === OPEN_ARRAY) {
      inArray = [];
      index++;
    } else if (byte === CLOSE_ARRAY) {
      if (inArray) operands.push(...inArray);
      inArray = null;
      index++;
    } else {
      const start = index;
      index++;
      while (index < data.length && !isSpace(data[index]!) && !isDelimiter(data[index]!)) index++;
      const token = decodeLatin1(data, start, index);
      if (byte === SLASH || /^[-+.\d]/.test(token)) {
        (inArray ? [] : operands).push(token);
        continue;
      }
      if (token === 'Tf') {
        const name = operands.findLast(
          (operand) => typeof operand === 'string' && operand[0] === '/',
        );
        if (typeof name === 'string') font = name.slice(1);
      } else if (token === 'Tj' || token === "'" || token === '"' || token === 'TJ') {
        for (const operand of operands) if (typeof operand !== 'string') add(font, operand);
      } else if (token === 'q') {
        fonts.push(font);
      } else if (token === 'Q') {
        font = fonts.pop() ?? font;
      } else if (token === 'BI') {
        index = afterInlineImage(data, index);
      }
      operands = [];
    }
  }
  return into;
}

const ID = encodeLatin1('ID');
const EI = encodeLatin1('EI');

/** The index after an inline image's `EI`, from just after its `BI`. */
function afterInlineImage(data: Uint8Array, from: number): number {
  const id = indexOfBytes(data, ID, from);
  if (id < 0) return data.length;
  for (let at = indexOfBytes(data, EI, id + 3); at >= 0; at = indexOfBytes(data, EI, at + 2)) {
    if (isSpace(data[at - 1]!) && (at + 2 >= data.length || isSpace(data[at + 2]!))) return at + 2;
  }
  return data.length;
}

const [PERCENT, OPEN, LESS, GREATER, OPEN_ARRAY, CLOSE_ARRAY, SLASH, LF, CR] = [
  0x25, 0x28, 0x3c, 0x3e, 0x5b, 0x5d, 0x2f, 0x0a, 0x0d,
];

function isSpace(byte: number): boolean {
  return (
    byte === 0x20 || byte === LF || byte === CR || byte === 0x09 || byte === 0x0c || byte === 0
  );
}

function isDelimiter(byte: number): boolean {
  return '()<>[]{}/%'.includes(String.fromCharCode(byte));
}
