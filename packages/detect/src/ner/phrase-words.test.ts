import { describe, expect, it } from 'vitest';
import { tagNames } from './index';
import { readsAsPhrase } from './phrase-words';
import { tokenize } from './tokenize';

/** Whether the whole of `text`, after `before`, reads as a phrase rather than a name. */
function phrase(text: string, before = ''): boolean {
  const tokens = tokenize(`${before}${before ? ' ' : ''}${text}`);
  const first = before ? tokenize(before).length : 0;
  return readsAsPhrase(tokens, first, tokens.length - 1);
}

const people = (text: string) => tagNames(text, new Set(['PERSON'])).map((span) => span.text);

describe('readsAsPhrase', () => {
  it('takes names with particles and articles after a particle as names', () => {
    for (const name of [
      'Ludwig van Beethoven',
      'Ursula von der Leyen',
      'Joan of Arc',
      'Penélope Cruz de la Torre',
      'Anne av Rosenborg',
      'justin bieber',
    ]) {
      expect(phrase(name), name).toBe(false);
    }
  });

  it('takes a lower-case sentence word inside, or a German article before, as a phrase', () => {
    expect(phrase('Beträge sind Gutschriftenpositionen')).toBe(true);
    expect(phrase('Erhalt der Rechnung')).toBe(true);
    expect(phrase('zu den Akten')).toBe(true);
    expect(phrase('Kari og Ola')).toBe(true);
    expect(phrase('Rechnung', 'Erhalt der')).toBe(true);
    expect(phrase('Müller', 'Herr')).toBe(false);
  });
});

describe('the tagger on German, Dutch and French business text', () => {
  it('takes no sentence of an invoice for a person', () => {
    expect(people('Nach Erhalt der Rechnung sind die Beträge sofort fällig.')).toEqual([]);
    expect(people('Hierbij ontvangt u de factuur van uw bestelling.')).toEqual([]);
    expect(people('Aucune remarque.')).toEqual([]);
  });

  it('still finds the person in such a letter', () => {
    expect(people('Sehr geehrter Herr Uwe Hildinger,\nanbei die Rechnung.')).toContain(
      'Uwe Hildinger',
    );
    expect(people('Geachte heer Jan de Vries,\nhierbij de factuur.')).toContain('Jan de Vries');
  });
});
