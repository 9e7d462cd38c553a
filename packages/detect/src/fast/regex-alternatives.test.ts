import { describe, expect, it } from 'vitest';
import { LABELLED_TYPES, NAME_LABELS } from './labelled-types';
import { alternatives, byFirstLetter } from './regex-alternatives';

describe('alternatives', () => {
  it('splits at the top level only, past groups, classes and escapes', () => {
    expect(alternatives(String.raw`tlf(?:\.?[ \u00a0]?nr)?|t[ée]l|mob|a\|b|(?:x|y)z`)).toEqual([
      String.raw`tlf(?:\.?[ \u00a0]?nr)?`,
      't[ée]l',
      'mob',
      String.raw`a\|b`,
      '(?:x|y)z',
    ]);
  });
});

describe('byFirstLetter', () => {
  it('groups words by their first letter and keeps the others as they are', () => {
    expect(byFirstLetter(['tlf|tel|mob', '(?:n°|no)client|t?x'])).toBe(
      't(?:lf|el)|m(?:ob)|(?:n°|no)client|t?x',
    );
  });

  it('matches what the label lists matched before, word for word', () => {
    // Every label of the lists, each written as people write it, in one text.
    const text = [
      'Kundenummer: 1',
      'Kunde-ID 2',
      'N° abonné : 3',
      'Identifiant : 4',
      'Customer number 5',
      'Order no. 6',
      'N° de commande 7',
      'Commande n° 8',
      'Saksnr. 9',
      'Claim No. 10',
      'Vertragsnummer 11',
      'Medlemsnummer 12',
      'Member ID 13',
      'Pasient-ID 14',
      'Patient No. 15',
      'Vår ref. 16',
      'Passport No. 17',
      'Årslønn 18',
      'Navn: Kari',
      'Family name: X',
      'z. Hd. Herr Y',
    ].join('\n');
    for (const { labels } of [...LABELLED_TYPES, NAME_LABELS]) {
      const plain = new RegExp(`(?:${labels})(?![\\p{L}\\p{N}])`, 'giu');
      const grouped = new RegExp(`(?:${byFirstLetter([labels])})(?![\\p{L}\\p{N}])`, 'giu');
      const matches = (pattern: RegExp) =>
        [...text.matchAll(pattern)].map((match) => `${match.index}:${match[0]}`);
      expect(matches(grouped)).toEqual(matches(plain));
    }
  });
});
