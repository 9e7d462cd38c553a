import { describe, expect, it } from 'vitest';
import { cpfRecognizer } from './cpf.recognizer';
import { createScanInput } from './recognizer';

const found = (text: string) =>
  cpfRecognizer
    .find(createScanInput(text))
    .map((candidate) => text.slice(candidate.start, candidate.end));

describe('cpfRecognizer', () => {
  it('finds a CPF in its printed form when both check digits pass, with no label', () => {
    expect(found('CLIENTE TESTE - 050.728.049-09')).toEqual(['050.728.049-09']);
    expect(found('Pagador: 076.135.289-95 (Ricardo)')).toEqual(['076.135.289-95']);
  });

  it('leaves a failing check, repeated digits, bare digits and longer numbers', () => {
    expect(found('050.728.049-08')).toEqual([]);
    expect(found('111.111.111-11')).toEqual([]);
    expect(found('05072804909')).toEqual([]);
    expect(found('1.050.728.049-09')).toEqual([]);
    expect(found('050.728.049-091')).toEqual([]);
    expect(found('12.050.728.049-09')).toEqual([]);
  });
});
