import { describe, expect, it } from 'vitest';
import { FAST_RULE_TYPES, recognizeIdentifiers } from './index';
import { checkNationalId } from './national-id-checks';

describe('checkNationalId', () => {
  it('passes the published examples of each scheme and fails them with one digit changed', () => {
    const examples: [string, string, string][] = [
      ['Personnummer', '811218-9876', '811218-9875'],
      ['Henkilötunnus', '131052-308T', '131052-308U'],
      ['BSN', '111222333', '111222334'],
      ['Steuer-ID', '86095742719', '86095742718'],
      ['PESEL', '44051401359', '44051401358'],
      ['DNI', '12345678Z', '12345678A'],
      ['NIE', 'X1234567L', 'X1234567M'],
      ['CPF', '529.982.247-25', '529.982.247-24'],
      ['CUIL', '20-12345678-6', '20-12345678-5'],
      ['Aadhaar number', '2341 2341 2346', '2341 2341 2347'],
      ['N° de sécurité sociale', '2 55 08 14 168 025 38', '2 55 08 14 168 025 39'],
      ['ИНН', '770712345633', '770712345634'],
      ['СНИЛС', '112-233-445 95', '112-233-445 96'],
      ['T.C. Kimlik No', '10000000146', '10000000147'],
    ];
    for (const [label, valid, changed] of examples) {
      expect(checkNationalId(label, valid), `${label} ${valid}`).toBe('valid');
      expect(checkNationalId(label, changed), `${label} ${changed}`).toBe('fails');
    }
  });

  it('has no opinion on a value of another form or a label it has no scheme for', () => {
    expect(checkNationalId('Fødselsnummer', '0101701234')).toBeUndefined();
    expect(checkNationalId('Customer number', '01017012345')).toBeUndefined();
    expect(checkNationalId('SSN', '078-05-1120')).toBeUndefined();
  });

  it('tells an organisation’s number under a label both kinds share', () => {
    expect(checkNationalId('ИНН', '7842388475')).toBe('organisation');
    expect(checkNationalId('ИНН/КПП', '7842388475/781001001')).toBe('organisation');
    expect(checkNationalId('CUIT', '30-71234567-1')).toBe('organisation');
    expect(checkNationalId('CNPJ/CPF', '60.891.033/0001-09')).toBe('organisation');
  });
});

describe('identity numbers named by their label', () => {
  const types = new Set(FAST_RULE_TYPES);
  const spanOf = (text: string, value: string) =>
    recognizeIdentifiers(text, types).find((span) => span.text === value);

  it('suggests an 11-digit number after "Fødselsnummer" whose check digit fails, saying so', () => {
    for (const text of [
      'Fødselsnummer: 01017012345',
      'Fødselsnr. 01017012345',
      'Fnr: 010170 12345',
      'Søker\nFødselsnummer\n01017012345',
      // Written without the ø, as systems that cannot type it do.
      'Foedselsnummer: 01017012345',
      'Fodselsnummer 01017012345',
      // A form's boxes, one digit each.
      'Fødselsnummer\n0 1 0 1 7 0 1 2 3 4 5',
    ]) {
      const value = /\d[\d ]+\d/.exec(text.split(/[:.\n]/).at(-1)!)![0].trim();
      const span = spanOf(text, value);
      expect(span, text).toMatchObject({
        entity_type: 'ID_NUMBER',
        score: 0.6,
        basis: { doubt: 'checksum' },
      });
    }
  });

  it('types a valid one as a fødselsnummer, without doubt', () => {
    const span = spanOf('Fødselsnummer: 01017000027', '01017000027');
    expect(span?.entity_type).toBe('NO_FODSELSNUMMER');
    expect(span?.basis).toBeUndefined();
  });

  it('reads the labels of more countries, and scores a number that passes its check higher', () => {
    const pesel = spanOf('PESEL: 44051401359', '44051401359');
    const typo = spanOf('PESEL: 44051401358', '44051401358');
    expect(pesel).toMatchObject({ entity_type: 'ID_NUMBER', score: 0.95 });
    expect(typo).toMatchObject({ entity_type: 'ID_NUMBER', basis: { doubt: 'checksum' } });
    expect(spanOf('N° CIN : BK123456', 'BK123456')?.entity_type).toBe('ID_NUMBER');
    expect(spanOf('Codice fiscale: RSSMRA85T10A562S', 'RSSMRA85T10A562S')?.entity_type).toBe(
      'ID_NUMBER',
    );
    expect(spanOf('ИНН 770712345633', '770712345633')).toMatchObject({
      entity_type: 'ID_NUMBER',
      score: 0.95,
    });
    expect(spanOf('ИНН 7842388475', '7842388475')).toBeUndefined();
    const insurance = recognizeIdentifiers('National Insurance number: QQ 12 34 56 C', types);
    expect(insurance.find((span) => span.text.startsWith('QQ 12 34 56'))?.entity_type).toBe(
      'ID_NUMBER',
    );
  });
});
