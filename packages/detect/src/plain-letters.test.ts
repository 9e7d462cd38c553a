import { describe, expect, it } from 'vitest';
import { createFastEngine } from './fast-engine';
import { plainLetters } from './plain-letters';

describe('plainLetters', () => {
  it('joins an accent set before its letter and says where each character came from', () => {
    const joined = plainLetters('T´el´ephone `a')!;
    expect(joined.text).toBe('Téléphone à');
    expect(joined.from.slice(0, 3)).toEqual([0, 1, 3]);
    expect(joined.length.slice(0, 3)).toEqual([1, 2, 1]);
  });

  it('leaves a text without such accents, and an accent no letter takes', () => {
    expect(plainLetters('Téléphone')).toBeNull();
    expect(plainLetters('a ´ b')).toBeNull();
    expect(plainLetters('x´q')!.text).toBe('x´q');
  });

  it('joins a combining accent to the letter before it', () => {
    expect(plainLetters('Mu\u0308ller')!.text).toBe('Müller');
  });

  it('reads small capitals as letters, one for one', () => {
    expect(plainLetters('Gᴜsᴛᴀᴠᴏ Mᴀʀᴛɪ́ɴᴇᴢ')!.text).toBe('Gustavo Martínez');
  });
});

describe('the fast engine on LaTeX accents', () => {
  it('reads a label spelt with spacing accents and gives the value in the original text', async () => {
    const text =
      'Locataire : Monsieur Jean Dupont\nT´el´ephone : 06 06 06 06 07\nn´e le 01/01/1980';
    const spans = await createFastEngine().detect({
      text,
      entities: ['PHONE_NUMBER', 'DATE_OF_BIRTH'],
    });
    for (const span of spans) expect(text.slice(span.start, span.end)).toBe(span.text);
    expect(spans.map((span) => [span.entity_type, span.text])).toEqual(
      expect.arrayContaining([
        ['PHONE_NUMBER', '06 06 06 06 07'],
        ['DATE_OF_BIRTH', '01/01/1980'],
      ]),
    );
  });
});

describe('a Chinese font’s radicals', () => {
  it('read as the characters they stand for, without the spaces a reader set around them', () => {
    expect(plainLetters('个 ⼈ 信息')!.text).toBe('个人信息');
    expect(plainLetters('姓名： ⻩ 超梵')!.text).toBe('姓名： 黄超梵');
    expect(plainLetters('Name Li')).toBeNull();
  });

  it('let labels and values be read, and give the values as the page has them', async () => {
    const text = '出 ⽣ 年 ⽉ ： 2001 年 4⽉\n⼿ 机号码： 13026177235\n姓名： ⻩ 超梵';
    const spans = await createFastEngine().detect({
      text,
      entities: ['PERSON', 'PHONE_NUMBER', 'DATE_OF_BIRTH'],
    });
    expect(spans.map((span) => `${span.entity_type} ${span.text}`)).toEqual([
      'DATE_OF_BIRTH 2001 年 4⽉',
      'PHONE_NUMBER 13026177235',
      'PERSON ⻩ 超梵',
    ]);
  });
});

describe('typeset hyphens and spaces', () => {
  const engine = createFastEngine();
  it('are read as plain ones, and the spans keep the text as the page has it', async () => {
    const text = 'Kari Nordmann\nMobil: +47 912\u202f34\u202f567 · (+86) 183\u20114087\u20119772';
    const spans = await engine.detect({
      text,
      entities: ['NO_PHONE_NUMBER', 'PHONE_NUMBER'],
    });
    expect(spans.map((span) => span.text)).toEqual([
      '+47 912\u202f34\u202f567',
      '(+86) 183\u20114087\u20119772',
    ]);
    for (const span of spans) expect(text.slice(span.start, span.end)).toBe(span.text);
  });
});
