import { describe, expect, it } from 'vitest';
import {
  findCapitalSurnames,
  findInitialSurnames,
  withInitial,
  withParticles,
  withSurnameAfterParticles,
} from './capital-surnames';
import { nameSpan } from '../name-span.test-helper';

const found = (text: string) => findCapitalSurnames(text).map((span) => span.text);

const person = (text: string, name: string) => nameSpan(text, name);

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
    expect(found('El IVA incluido. Le CLIENT paie.')).toEqual([]);
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

describe('findInitialSurnames', () => {
  const initials = (text: string) => findInitialSurnames(text).map((span) => span.text);

  it('finds an initial before a surname in capitals, with or without a stop', () => {
    const text = 'AIRFARE FOR R LEAVITT WASHINGTON DC TO KANSAS CITY\nHOTEL FOR J. MACGREGOR-SMITH';
    expect(initials(text)).toEqual(['R LEAVITT', 'J. MACGREGOR-SMITH']);
    const [span] = findInitialSurnames(text);
    expect(text.slice(span!.start, span!.end)).toBe('R LEAVITT');
    expect(span).toMatchObject({ entity_type: 'PERSON', engine: 'fast' });
  });

  it('scores a known surname higher than an unknown word', () => {
    const [known, unknown] = findInitialSurnames('K HANSEN og K XYLOVAR');
    expect(known?.text).toBe('K HANSEN');
    expect(known?.score).toBeGreaterThan(unknown?.score ?? 1);
  });

  it('leaves words, places, acronyms, regnal numbers and "A"/"I" before a word', () => {
    expect(initials('VITAMIN D DEFICIENCY')).toEqual([]);
    expect(initials('SCHEDULE C FILERS; EXHIBIT B XYLOVAR')).toEqual([]);
    expect(initials('PLAN B OSLO')).toEqual([]);
    expect(initials('MODEL X USB')).toEqual([]);
    expect(initials('LOUIS V XIV')).toEqual([]);
    expect(initials('I LEAVITT')).toEqual([]);
    expect(initials('A HARTMAN')).toEqual([]);
    expect(initials('U.S. HARTMAN')).toEqual([]);
    expect(initials('R Leavitt')).toEqual([]);
  });

  it('leaves a particle after a letter, and letters spaced out in a heading', () => {
    expect(initials('G O B I E R N O DE LA C I U D A D DE B U E N O S A I R E S')).toEqual([]);
    expect(initials('M DE LA')).toEqual([]);
  });
});

describe('names in capitals on hostile text', () => {
  /** The fastest of three runs: a pause of the machine or the collector lengthens one run only. */
  const time = (find: (text: string) => unknown, text: string) => {
    let best = Infinity;
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      find(text);
      best = Math.min(best, performance.now() - started);
    }
    return best;
  };

  for (const [name, unit] of [
    ['an initial before a hyphenated run', 'R AB-CD-'],
    ['a first name before a hyphenated run', 'Kari AB-CD-'],
    ['initials before capitals', 'R ABCD R '],
  ] as const) {
    it(`reads ${name} in linear time`, () => {
      const find = (text: string) => [findInitialSurnames(text), findCapitalSurnames(text)];
      const short = unit.repeat(2_000) + 'AB1';
      const long = unit.repeat(20_000) + 'AB1';
      // Ten times the text may take at most ~30 times as long (quadratic would be ~100).
      expect(time(find, long)).toBeLessThan(30 * Math.max(1, time(find, short)));
    });
  }
});

describe('withSurnameAfterParticles', () => {
  it('takes the capitalised surname after particles that end a name', () => {
    const text = 'Besteld door\nMarc van Pul\nAnna van der Berg-Lie, Jan de vries';
    expect(withSurnameAfterParticles(text, person(text, 'Marc van')).text).toBe('Marc van Pul');
    expect(withSurnameAfterParticles(text, person(text, 'Anna van der')).text).toBe(
      'Anna van der Berg-Lie',
    );
    // A lower-case word after the particles, or a name that ends in no particle, stays as it is.
    expect(withSurnameAfterParticles(text, person(text, 'Jan de')).text).toBe('Jan de');
    expect(withSurnameAfterParticles(text, person(text, 'Besteld')).text).toBe('Besteld');
  });
});

describe('withParticles', () => {
  it('takes the particles after a form of address, a title, an initial or a line start', () => {
    const text = 'Geachte heer el Mathari,\nDhr. M van der Berg\nde la Cruz\nMr. von Trapp';
    expect(withParticles(text, person(text, 'Mathari')).text).toBe('el Mathari');
    expect(withParticles(text, person(text, 'Berg')).text).toBe('van der Berg');
    expect(withInitial(text, withParticles(text, person(text, 'Berg'))).text).toBe(
      'M van der Berg',
    );
    expect(withParticles(text, person(text, 'Cruz')).text).toBe('de la Cruz');
    expect(withParticles(text, person(text, 'Trapp')).text).toBe('von Trapp');
  });

  it('leaves a preposition in running text and particles inside a longer word', () => {
    const text = 'Une photo de Martin; vi bodde hos van Gogh; Brandel Mathari';
    expect(withParticles(text, person(text, 'Martin')).text).toBe('Martin');
    expect(withParticles(text, person(text, 'Gogh')).text).toBe('Gogh');
    expect(withParticles(text, person(text, 'Mathari')).text).toBe('Mathari');
  });
});
