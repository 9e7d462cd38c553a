import { concatBytes, decodeLatin1, decodeUtf8, encodeLatin1, indexOfBytes } from '../bytes/bytes';
import { readStringAt } from '../verify/pdf-strings';

/**
 * A content stream with its name operands renamed (`/Old#20Name cs` → `/redacted-1 cs`): the
 * resource names a renamed key of a /Resources dictionary was used by. Strings, comments and
 * inline image data are passed over, so only real name tokens change. Null when nothing did.
 */
export function renameInContent(
  data: Uint8Array,
  renamed: ReadonlyMap<string, string>,
): Uint8Array | null {
  const source = data;
  const pieces: Uint8Array[] = [];
  let copiedTo = 0;
  let index = 0;
  while (index < source.length) {
    const byte = source[index]!;
    if (byte === PERCENT) {
      while (index < source.length && source[index] !== LF && source[index] !== CR) index++;
    } else if (byte === OPEN || (byte === LESS && source[index + 1] !== LESS)) {
      index = readStringAt(source, index)?.end ?? index + 1;
    } else if (byte === SLASH) {
      let end = index + 1;
      while (end < source.length && !isDelimiterOrSpace(source[end]!)) end++;
      const name = decodeName(decodeLatin1(source, index + 1, end));
      const to = renamed.get(name);
      if (to !== undefined) {
        pieces.push(source.subarray(copiedTo, index), encodeLatin1(`/${to}`));
        copiedTo = end;
      }
      index = end;
    } else if (isWordStart(source, index, 'BI')) {
      const id = indexOfBytes(source, ID, index + 2);
      const ei = id < 0 ? -1 : endOfInlineImage(source, id + 3);
      index = ei < 0 ? source.length : ei;
    } else {
      index++;
    }
  }
  if (pieces.length === 0) return null;
  pieces.push(source.subarray(copiedTo));
  return concatBytes(pieces);
}

/** A name's text with `#xx` escapes undone, as MuPDF gives names (UTF-8 bytes read as such). */
function decodeName(raw: string): string {
  const bytes = encodeLatin1(
    raw.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
  return decodeUtf8(bytes);
}

function endOfInlineImage(source: Uint8Array, from: number): number {
  for (let at = indexOfBytes(source, EI, from); at >= 0; at = indexOfBytes(source, EI, at + 2)) {
    if (
      isSpace(source[at - 1]!) &&
      (at + 2 >= source.length || isDelimiterOrSpace(source[at + 2]!))
    )
      return at + 2;
  }
  return -1;
}

function isWordStart(source: Uint8Array, index: number, word: string): boolean {
  if (index > 0 && !isDelimiterOrSpace(source[index - 1]!)) return false;
  if (decodeLatin1(source, index, Math.min(index + word.length, source.length)) !== word)
    return false;
  const after = source[index + word.length];
  return after === undefined || isDelimiterOrSpace(after);
}

const ID = encodeLatin1('ID');
const EI = encodeLatin1('EI');
const [PERCENT, OPEN, LESS, SLASH, LF, CR] = [0x25, 0x28, 0x3c, 0x2f, 0x0a, 0x0d];

function isSpace(byte: number): boolean {
  return (
    byte === 0x20 || byte === LF || byte === CR || byte === 0x09 || byte === 0x0c || byte === 0
  );
}

function isDelimiterOrSpace(byte: number): boolean {
  return isSpace(byte) || '()<>[]{}/%'.includes(String.fromCharCode(byte));
}
