import CFB from 'cfb';
import { isDangerousField, isFrozenField } from './outside-reference';
import type { OutsideLink } from './xml-links';

const FIELD_BEGIN = 0x13;
const FIELD_SEPARATE = 0x14;
const FIELD_END = 0x15;
/** Longer instructions than this are not read (a field's name comes first). */
const MAX_INSTRUCTION = 2048;

/**
 * A Word 97 file without fields that include or link content: in its text (the WordDocument
 * stream, in 8-bit and in UTF-16 pieces) a field is its begin mark 0x13, its instruction, a
 * separator 0x14, its last result and its end mark 0x15. The instruction of an INCLUDEPICTURE,
 * INCLUDETEXT, LINK, IMPORT, DDE or DATABASE field, and of a field a converter would compute
 * anew (DATE, USERNAME…), is overwritten with spaces, byte for byte, so every offset of the file
 * stays; the result the file stored stays as it is.
 */
export function neutraliseDoc(bytes: Uint8Array): { bytes: Uint8Array; links: OutsideLink[] } {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(Buffer.from(bytes), { type: 'buffer' });
  } catch {
    return { bytes, links: [] };
  }
  const entry = CFB.find(container, 'WordDocument');
  if (!entry?.content) return { bytes, links: [] };
  const data = Buffer.from(entry.content as Uint8Array);
  const links: OutsideLink[] = [];
  let changed = false;
  for (const width of [1, 2] as const) {
    for (let at = 0; at + width < data.length; at++) {
      if (data[at] !== FIELD_BEGIN || (width === 2 && data[at + 1] !== 0)) continue;
      const from = at + width;
      let to = from;
      while (to + width <= data.length && to - from < MAX_INSTRUCTION) {
        const code = width === 1 ? data[to]! : data.readUInt16LE(to);
        if (code === FIELD_SEPARATE || code === FIELD_END || code === FIELD_BEGIN) break;
        to += width;
      }
      const instruction = data.toString(width === 1 ? 'latin1' : 'utf16le', from, to);
      const dangerous = isDangerousField(instruction);
      // A date or the user's name is kept as its last result, not computed anew.
      if (!dangerous && !isFrozenField(instruction)) continue;
      if (dangerous)
        links.push({ kind: 'field', target: instruction.trim(), part: 'WordDocument' });
      changed = true;
      for (let index = from; index < to; index += width) {
        data[index] = 0x20;
        if (width === 2) data[index + 1] = 0;
      }
    }
  }
  if (!changed) return { bytes, links };
  entry.content = data;
  return { bytes: new Uint8Array(CFB.write(container, { type: 'buffer' }) as Buffer), links };
}
