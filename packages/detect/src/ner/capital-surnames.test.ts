import { describe, expect, it } from 'vitest';
import type { Span } from '../span';
import { findCapitalSurnames, withInitial } from './capital-surnames';

const found = (text: string) => findCapitalSurnames(text).map((span) => span.text);

const person = (text: string, name: string): Span => {
  const start = text.indexOf(name);
  return {
    start,
    end: start + name.length,
    text: name,
    entity_type: 'PERSON',
    score: 0.9,
    engine: 'fast',
  };
};

describe('findCapitalSurnames', () => {
  it('finds a known first name followed by a surname in capitals', () => {
    const text = '1 Ekaterina PUSHKASH RUS 2 Jonathan GUERREIRO FRA 3 Lloyd JONES-SMITH GBR';
    expect(found(text)).toEqual(['Ekaterina PUSHKASH', 'Jonathan GUERREIRO', 'Lloyd JONES-SMITH']);
    const [span] = findCapitalSurnames(text);
    expect(text.slice(span!.start, span!.end)).toBe(span!.text);
    expect(span).toMatchObject({ entity_type: 'PERSON', engine: 'fast' });
  });

  it('leaves acronyms, places, organisations and words that are no first name', () => {
    expect(found('Kontakt Kari NAV eller Ola AS')).toEqual([]);
    expect(found('Kari OSLO')).toEqual([]);
    expect(found('Please READ THE TERMS')).toEqual([]);
    expect(found('Ekaterina PU')).toEqual([]);
    expect(found('The DRDO said. Will USB work? Napoleon III')).toEqual([]);
  });
});

describe('withInitial', () => {
  it('takes the initial that stands before a name', () => {
    const text = 'AIRFARE FOR S COWING KANSAS CITY; fra K. Ford';
    expect(withInitial(text, person(text, 'COWING')).text).toBe('S COWING');
    expect(withInitial(text, person(text, 'Ford')).text).toBe('K. Ford');
  });

  it('does not take a word of one letter or part of a longer word', () => {
    const text = 'A Hansen, I Berg, US Jones, RS Olsen';
    for (const name of ['Hansen', 'Berg', 'Jones', 'Olsen'])
      expect(withInitial(text, person(text, name)).text).toBe(name);
  });
});
