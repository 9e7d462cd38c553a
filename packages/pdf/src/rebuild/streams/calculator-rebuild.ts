/**
 * A PostScript calculator function (FunctionType 4) written anew (issue 62): its numbers,
 * operators and braces, nothing else — no comments, no other names. Null when it holds a token
 * the calculator does not know.
 */
const OPERATORS = new Set(
  (
    'abs add atan ceiling cos cvi cvr div exp floor idiv ln log mod mul neg round sin sqrt sub ' +
    'truncate and bitshift eq false ge gt le lt ne not or true xor if ifelse copy dup exch ' +
    'index pop roll'
  ).split(' '),
);
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

export function rewriteCalculator(data: Uint8Array): Uint8Array | null {
  let text = '';
  for (const byte of data) text += String.fromCharCode(byte);
  const tokens = text
    .replace(/%[^\r\n]*/g, ' ')
    .replace(/[{}]/g, ' $& ')
    .split(/[\s\0]+/)
    .filter((token) => token !== '');
  let depth = 0;
  for (const token of tokens) {
    if (token === '{') depth++;
    else if (token === '}') depth--;
    else if (!OPERATORS.has(token) && !NUMBER.test(token)) return null;
    if (depth < 0) return null;
  }
  if (depth !== 0) return null;
  return Uint8Array.from(tokens.join(' '), (char) => char.charCodeAt(0));
}
