import { describe, expect, it } from 'vitest';
import { writtenIdsRecognizer } from './written-ids.recognizer';

const found = (text: string) =>
  writtenIdsRecognizer
    .find({ text } as Parameters<typeof writtenIdsRecognizer.find>[0])
    .map((one) => `${text.slice(one.start, one.end)} ${one.score}`);

describe('writtenIdsRecognizer', () => {
  it('finds national ids in their written form without a label, when their check passes', () => {
    expect(found('Anna Svensson 850709-9805, Storgatan 1')).toEqual(['850709-9805 0.85']);
    expect(found('Sökande: 19850709-9805')).toEqual(['19850709-9805 0.85']);
    expect(found('Matti Meikäläinen 131052-308T')).toEqual(['131052-308T 0.85']);
    expect(found('Test 111111-1118 i CPR-registret')).toEqual(['111111-1118 0.7']);
    expect(found('Titular 12345678Z, residente X1234567L')).toEqual([
      '12345678Z 0.7',
      'X1234567L 0.7',
    ]);
  });

  it('suggests a form whose date is real but whose check fails, with the reason', () => {
    const doubted = (text: string) =>
      writtenIdsRecognizer
        .find({ text } as Parameters<typeof writtenIdsRecognizer.find>[0])
        .map((one) => `${text.slice(one.start, one.end)} ${one.score} ${one.basis?.doubt}`);
    expect(doubted('Anna Svensson 850709-9806')).toEqual(['850709-9806 0.6 checksum']);
    expect(doubted('Matti Meikäläinen 131052-308U')).toEqual(['131052-308U 0.6 checksum']);
    expect(doubted('Matti Meikäläinen 131052-3081')).toEqual(['131052-3081 0.6 checksum']);
  });

  it('leaves the same forms whose date fails, and longer numbers', () => {
    expect(found('Faktura 201811-1234 och 991399-0000')).toEqual([]);
    expect(found('Matti 133452-308U')).toEqual([]);
    expect(found('12345678A')).toEqual([]);
    expect(found('Konto 12850709-98051')).toEqual([]);
  });

  it('finds an Icelandic kennitala of a person and an Indian PAN of a person, less surely', () => {
    expect(found('Jón Jónsson 120174-3399, Laugavegur 12')).toEqual(['120174-3399 0.7']);
    expect(found('PAN ABCPD1234F')).toEqual(['ABCPD1234F 0.7']);
    // A kennitala whose check digit fails is doubted (as any such form), a company's (its
    // day plus 40) left, as is a company's PAN.
    expect(found('Jón Jónsson 120174-3389')).toEqual(['120174-3389 0.6']);
    expect(found('Fyrirtæki 550169-2829')).toEqual([]);
    expect(found('PAN AAACB1234F')).toEqual([]);
    // Run together without its hyphen, a valid kennitala of a person is a suggestion.
    expect(found('Jón Jónsson\n1201743399\nReykjavík')).toEqual(['1201743399 0.6']);
    expect(found('Order 1234567890, firm 5501692829')).toEqual([]);
  });

  it("finds an Indian employee's provident-fund account, slashed or run together", () => {
    expect(found('PF No. MH/BAN/0000064/000/0000123')).toEqual(['MH/BAN/0000064/000/0000123 0.7']);
    expect(found('Member ID: MHBAN00000640000000123')).toEqual(['MHBAN00000640000000123 0.7']);
    expect(found('PF No. KN/BNG/12345/ABC/123456')).toEqual(['KN/BNG/12345/ABC/123456 0.7']);
    // A path of more parts, and a shorter code, are no account.
    expect(found('see AB/CDE/12/3/4/5 and DL/CPM/12/3')).toEqual([]);
  });

  it("finds a Brazilian professional's council registration with its state", () => {
    expect(found('Dra. Maria Souza\nCRO-SP 12345')).toEqual(['CRO-SP 12345 0.85']);
    expect(found('CRM/SP 123456 e OAB/RJ 98.765')).toEqual([
      'CRM/SP 123456 0.85',
      'OAB/RJ 98.765 0.85',
    ]);
    expect(found('ABC-SP 12345 and CRM 2024')).toEqual([]);
  });
});
