import { describe, expect, it } from 'vitest';
import { Gazetteer, type GazetteerData, gazetteerFlag } from './gazetteer';
import { tokenize } from './tokenize';

const empty: GazetteerData = {
  firstNames: [],
  lastNames: [],
  places: [],
  organizations: [],
  orgSuffixes: [],
  orgWords: [],
  titles: [],
  placePrepositions: [],
  commonWords: [],
};

function flagsOf(gazetteer: Gazetteer, text: string): number[] {
  const tokens = tokenize(text);
  return Array.from(
    gazetteer.tokenFlags(
      tokens,
      tokens.map((token) => token.text.toLowerCase()),
    ),
  );
}

describe('Gazetteer', () => {
  const gazetteer = new Gazetteer({
    ...empty,
    firstNames: ['Kari', 'Anne-Lise'],
    lastNames: ['Berg'],
    places: ['Møre og Romsdal', 'Berg'],
    orgSuffixes: ['ASA'],
  });
  const first = gazetteerFlag('firstNames');
  const last = gazetteerFlag('lastNames');
  const place = gazetteerFlag('places');

  it('looks words up regardless of case and combines lists', () => {
    expect(flagsOf(gazetteer, 'KARI berg anne-lise')).toEqual([first, last | place, first]);
  });

  it('marks every token of a multi-word entry, and only where the whole phrase occurs', () => {
    expect(flagsOf(gazetteer, 'i Møre og Romsdal')).toEqual([0, place, place, place]);
    expect(flagsOf(gazetteer, 'Møre og Trøndelag')).toEqual([0, 0, 0]);
  });

  it('gives the suffix flag to the suffix only', () => {
    expect(flagsOf(gazetteer, 'Equinor ASA')).toEqual([0, gazetteerFlag('orgSuffixes')]);
  });
});
