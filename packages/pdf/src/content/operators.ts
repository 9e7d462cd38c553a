import type { PdfValue } from './content-objects';

/**
 * The operators of a content stream (PDF 32000-2, Annex A) and the operands each takes. An
 * operation whose operator is not one of these, or whose operands are not of its kinds, is one no
 * reader draws: the rebuild leaves it out, and the verifier refuses a stream that still has one.
 */
type Kind = 'n' | 'N' | 's' | 'a' | 'p';
export const OPERATOR_SIGNATURES: Readonly<Record<string, string>> = {
  b: '',
  B: '',
  'b*': '',
  'B*': '',
  BDC: 'Np',
  BMC: 'N',
  BT: '',
  BX: '',
  c: 'nnnnnn',
  cm: 'nnnnnn',
  CS: 'N',
  cs: 'N',
  d: 'an',
  d0: 'nn',
  d1: 'nnnnnn',
  Do: 'N',
  DP: 'Np',
  EMC: '',
  ET: '',
  EX: '',
  f: '',
  F: '',
  'f*': '',
  G: 'n',
  g: 'n',
  gs: 'N',
  h: '',
  i: 'n',
  j: 'n',
  J: 'n',
  K: 'nnnn',
  k: 'nnnn',
  l: 'nn',
  m: 'nn',
  M: 'n',
  MP: 'N',
  n: '',
  q: '',
  Q: '',
  re: 'nnnn',
  RG: 'nnn',
  rg: 'nnn',
  ri: 'N',
  s: '',
  S: '',
  sh: 'N',
  'T*': '',
  Tc: 'n',
  Td: 'nn',
  TD: 'nn',
  Tf: 'Nn',
  Tj: 's',
  TJ: 'a',
  TL: 'n',
  Tm: 'nnnnnn',
  Tr: 'n',
  Ts: 'n',
  Tw: 'n',
  Tz: 'n',
  v: 'nnnn',
  w: 'n',
  W: '',
  'W*': '',
  y: 'nnnn',
  "'": 's',
  '"': 'nns',
};

/** Colour operators that take any number of components (and, for scn/SCN, a pattern name). */
const COLOUR = new Set(['sc', 'SC', 'scn', 'SCN']);
const MAX_COMPONENTS = 32;

function isKind(value: PdfValue, kind: Kind): boolean {
  switch (kind) {
    case 'n':
      return value.kind === 'number';
    case 'N':
      return value.kind === 'name';
    case 's':
      return value.kind === 'string';
    case 'a':
      return value.kind === 'array';
    case 'p':
      return value.kind === 'dict' || value.kind === 'name';
  }
}

/** Whether `op` is an operator of content streams taking `operands` of its kinds. */
export function isValidOperation(op: string, operands: readonly PdfValue[]): boolean {
  if (COLOUR.has(op)) return isColour(op, operands);
  const signature = OPERATOR_SIGNATURES[op];
  if (signature === undefined || signature.length !== operands.length) return false;
  for (let index = 0; index < operands.length; index++) {
    if (!isKind(operands[index]!, signature[index] as Kind)) return false;
  }
  if (op === 'TJ') return isTextArray(operands[0]!);
  if (op === 'd') return isDashArray(operands[0]!);
  return true;
}

function isColour(op: string, operands: readonly PdfValue[]): boolean {
  if (operands.length === 0 || operands.length > MAX_COMPONENTS + 1) return false;
  const last = operands.length - 1;
  return operands.every(
    (operand, index) =>
      operand.kind === 'number' ||
      (index === last && operand.kind === 'name' && (op === 'scn' || op === 'SCN')),
  );
}

function isTextArray(value: PdfValue): boolean {
  return (
    value.kind === 'array' &&
    value.items.every((item) => item.kind === 'string' || item.kind === 'number')
  );
}

function isDashArray(value: PdfValue): boolean {
  return value.kind === 'array' && value.items.every((item) => item.kind === 'number');
}

/** Operators that show text: their string operands are glyph codes of the current font. */
export const TEXT_SHOWING = new Set(['Tj', 'TJ', "'", '"']);
