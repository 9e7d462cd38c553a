/*
 * Base64 for the model file's packed keys and weights, without Node's Buffer, so the tagger loads
 * in a browser as on the server. Decoding a model's few megabytes is a table lookup per
 * character; strict, because a damaged model should fail to load rather than tag with garbage.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const PAD = 61; // '='
const VALUES = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) VALUES[ALPHABET.charCodeAt(i)] = i;

/** The value of the base64 digit at `at`, or a negative number for anything else. */
function digit(text: string, at: number): number {
  const code = text.charCodeAt(at);
  return code < 128 ? (VALUES[code] as number) : -1;
}

/** The bytes of standard base64 text (padding optional); throws on any other character. */
export function decodeBase64(text: string): Uint8Array {
  let length = text.length;
  while (length > 0 && text.charCodeAt(length - 1) === PAD) length--;
  if (length % 4 === 1 || text.length - length > 2) throw new Error('Malformed base64');
  const bytes = new Uint8Array((length * 3) >> 2);
  let out = 0;
  let invalid = 0;
  const whole = length - (length % 4);
  for (let at = 0; at < whole; at += 4) {
    const a = digit(text, at);
    const b = digit(text, at + 1);
    const c = digit(text, at + 2);
    const d = digit(text, at + 3);
    invalid |= a | b | c | d;
    const n = (a << 18) | (b << 12) | (c << 6) | d;
    bytes[out++] = n >> 16;
    bytes[out++] = n >> 8;
    bytes[out++] = n;
  }
  if (length > whole) {
    const a = digit(text, whole);
    const b = digit(text, whole + 1);
    const c = length - whole === 3 ? digit(text, whole + 2) : 0;
    invalid |= a | b | c;
    const n = (a << 18) | (b << 12) | (c << 6);
    bytes[out] = n >> 16;
    if (out + 1 < bytes.length) bytes[out + 1] = n >> 8;
  }
  if (invalid < 0) throw new Error('Malformed base64');
  return bytes;
}

/** Standard base64 with padding, as Node's `Buffer#toString('base64')` writes it. */
export function encodeBase64(bytes: Uint8Array): string {
  const char = (n: number) => ALPHABET.charAt(n & 63);
  const parts: string[] = [];
  const whole = bytes.length - (bytes.length % 3);
  let piece = '';
  for (let at = 0; at < whole; at += 3) {
    const n =
      ((bytes[at] as number) << 16) | ((bytes[at + 1] as number) << 8) | (bytes[at + 2] as number);
    piece += char(n >> 18) + char(n >> 12) + char(n >> 6) + char(n);
    // Bounded pieces joined once: a model's megabytes never grow as one long rope.
    if (piece.length >= 4096) {
      parts.push(piece);
      piece = '';
    }
  }
  const rest = bytes.length - whole;
  if (rest > 0) {
    const n = ((bytes[whole] as number) << 16) | ((bytes[whole + 1] ?? 0) << 8);
    piece += char(n >> 18) + char(n >> 12) + (rest === 2 ? char(n >> 6) + '=' : '==');
  }
  parts.push(piece);
  return parts.join('');
}
