import { readStringAt } from '../verify/pdf-strings';

/**
 * A content stream with its name operands renamed (`/Old#20Name cs` → `/redacted-1 cs`): the
 * resource names a renamed key of a /Resources dictionary was used by. Strings, comments and
 * inline image data are passed over, so only real name tokens change. Null when nothing did.
 */
export function renameInContent(
  data: Uint8Array,
  renamed: ReadonlyMap<string, string>,
): Buffer | null {
  const source = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const pieces: Buffer[] = [];
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
      const name = decodeName(source.toString('latin1', index + 1, end));
      const to = renamed.get(name);
      if (to !== undefined) {
        pieces.push(source.subarray(copiedTo, index), Buffer.from(`/${to}`, 'latin1'));
        copiedTo = end;
      }
      index = end;
    } else if (isWordStart(source, index, 'BI')) {
      const id = source.indexOf('ID', index + 2, 'latin1');
      const ei = id < 0 ? -1 : endOfInlineImage(source, id + 3);
      index = ei < 0 ? source.length : ei;
    } else {
      index++;
    }
  }
  if (pieces.length === 0) return null;
  pieces.push(source.subarray(copiedTo));
  return Buffer.concat(pieces);
}

/** A name's text with `#xx` escapes undone, as MuPDF gives names (UTF-8 bytes read as such). */
function decodeName(raw: string): string {
  const bytes = Buffer.from(
    raw.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

function endOfInlineImage(source: Buffer, from: number): number {
  for (let at = source.indexOf('EI', from, 'latin1'); at >= 0; at = source.indexOf('EI', at + 2)) {
    if (
      isSpace(source[at - 1]!) &&
      (at + 2 >= source.length || isDelimiterOrSpace(source[at + 2]!))
    )
      return at + 2;
  }
  return -1;
}

function isWordStart(source: Buffer, index: number, word: string): boolean {
  if (index > 0 && !isDelimiterOrSpace(source[index - 1]!)) return false;
  if (source.toString('latin1', index, index + word.length) !== word) return false;
  const after = source[index + word.length];
  return after === undefined || isDelimiterOrSpace(after);
}

const [PERCENT, OPEN, LESS, SLASH, LF, CR] = [0x25, 0x28, 0x3c, 0x2f, 0x0a, 0x0d];

function isSpace(byte: number): boolean {
  return (
    byte === 0x20 || byte === LF || byte === CR || byte === 0x09 || byte === 0x0c || byte === 0
  );
}

function isDelimiterOrSpace(byte: number): boolean {
  return isSpace(byte) || '()<>[]{}/%'.includes(String.fromCharCode(byte));
}
