import { describe, expect, it } from 'vitest';
import { PageTextBuilder } from '../engine/page-text';
import { IS_BROWSER } from '../test/fixtures';
import { findWordsInRect } from './find-words';
import { matchGuarded, RegexTimeoutError, InvalidRegexError } from './guarded-regex';
import { plainPattern, searchPages, type SearchOptions } from './search-pages';

/**
 * A page of fixed-width words: each line at y = 20·line, each character 10 units wide; the lines
 * of form field values follow, drawn from x = 300.
 */
function page(lines: string[], fieldLines: string[] = []) {
  const builder = new PageTextBuilder(false);
  const write = (texts: string[], left: number) =>
    texts.forEach((line, row) => {
      [...line].forEach((char, at) => {
        const x = left + at * 10;
        builder.addChar(char.codePointAt(0)!, x, row * 20, x + 10, row * 20 + 12);
      });
      builder.endLine();
    });
  write(lines, 0);
  if (fieldLines.length > 0) builder.startFields();
  write(fieldLines, 300);
  return builder.build(1, 600, 800);
}

const plain = { caseSensitive: false, regex: false };

describe('searchPages', () => {
  it('ignores case by default and gives one box per line of a phrase over a line break', () => {
    const text = page(['Saken gjelder Kari', 'Nordmann og andre']);
    const [result] = searchPages([text], ['kari nordmann'], plain);
    expect(result!.matches.map((match) => match.bbox)).toEqual([
      { x0: 140, y0: 0, x1: 180, y1: 12 },
      { x0: 0, y0: 20, x1: 80, y1: 32 },
    ]);
    expect(searchPages([text], ['kari nordmann'], { ...plain, caseSensitive: true })).toEqual([]);
  });

  it("says which matches lie in a form field's value", () => {
    const text = page(['E-post: kari@example.no'], ['kari@example.no']);
    const [result] = searchPages([text], ['kari@example.no'], plain);
    expect(result!.matches.map((match) => match.field ?? false)).toEqual([false, true]);
  });

  it('finds a word hyphenated at a line end and a part of a word', () => {
    const text = page(['the appli-', 'cation of 0102031234512']);
    const [result] = searchPages([text], ['application', '0203'], plain);
    expect(result!.matches.filter((match) => match.term === 'application')).toHaveLength(2);
    const part = result!.matches.find((match) => match.term === '0203')!;
    expect(part.bbox).toEqual({ x0: 120, y0: 20, x1: 160, y1: 32 });
  });

  it('escapes plain terms and treats æøå case-insensitively', () => {
    expect(plainPattern('a.b (c)', plain).test('a.b (c)')).toBe(true);
    expect(plainPattern('a.b', plain).test('axb')).toBe(false);
    const [result] = searchPages([page(['SØKNAD om støtte'])], ['søknad'], plain);
    expect(result!.matches[0]!.text).toBe('SØKNAD');
  });

  it('finds plain terms holding any printable ASCII character', () => {
    const punctuation = Array.from({ length: 0x7f - 0x21 }, (_, index) =>
      String.fromCharCode(0x21 + index),
    ).filter((char) => !/[A-Za-z0-9]/u.test(char));
    for (const char of punctuation) {
      const term = `a${char}b`;
      const [result] = searchPages([page([`x ${term} y`])], [term], plain);
      expect(
        result?.matches.map((match) => match.text),
        term,
      ).toEqual([term]);
    }
    const phone = '+1 (555) 987-6543';
    const [result] = searchPages(
      [page([`Tlf ${phone}, dato 23/9-2022`])],
      [phone, '23/9-2022'],
      plain,
    );
    expect(result!.matches.map((match) => match.text)).toEqual([phone, '23/9-2022']);
  });

  it('keeps whole-word terms and patterns from matching inside longer words', () => {
    const text = page(['Ola Olav Olsen og Ola-Nordmann', '2024-117 og 12024-1170', 'Ola田中']);
    const whole = { ...plain, wholeWord: true };
    const found = (terms: string[], options: SearchOptions = whole) =>
      searchPages([text], terms, options)[0]?.matches.map((match) => match.text) ?? [];
    expect(found(['ola'])).toEqual(['Ola', 'Ola', 'Ola']);
    expect(found(['ola'], plain)).toHaveLength(4);
    expect(found(['2024-117'])).toEqual(['2024-117']);
    expect(found([String.raw`\d{4}-\d{3}`], { ...whole, regex: true })).toEqual(['2024-117']);
    expect(found(['田中'])).toEqual(['田中']);
  });

  it('runs regular expressions and refuses invalid ones', () => {
    const [result] = searchPages([page(['tlf 22 33 44 55 og 99887766'])], [String.raw`\d{8}`], {
      caseSensitive: true,
      regex: true,
    });
    expect(result!.matches.map((match) => match.text)).toEqual(['99887766']);
    expect(() => matchGuarded('(unclosed', 'u', ['x'])).toThrow(InvalidRegexError);
    expect(matchGuarded('x*', 'u', ['abc'])).toEqual([[]]);
  });

  // Node's runner stops a pattern at its time limit; a browser's engine worker matches in the
  // thread and is ended by the page that started it (engine-browser runs no such pattern).
  it.skipIf(IS_BROWSER)('stops catastrophic regular expressions at the time limit', () => {
    expect(() => matchGuarded('(a+)+$', 'u', ['a'.repeat(40) + '!'], 200)).toThrow(
      RegexTimeoutError,
    );
  });
});

describe('findWordsInRect', () => {
  it('takes words whose centre or most of whose box is inside the rectangle', () => {
    const text = page(['one two three']);
    const words = findWordsInRect(text.words, { x0: 35, y0: 0, x1: 75, y1: 12 });
    expect(words.map((word) => word.text)).toEqual(['two']);
  });
});
