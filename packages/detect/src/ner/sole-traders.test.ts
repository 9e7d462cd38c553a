import { describe, expect, it } from 'vitest';
import { findSoleTraders } from './sole-traders';

const found = (text: string) => findSoleTraders(text).map((span) => span.text);

describe('findSoleTraders', () => {
  it('finds a business run under its owner’s name, designation and all', () => {
    expect(found('Nabywca\nNazwa: F.H.U. Jan Kowalski\nAdres')).toEqual(['F.H.U. Jan Kowalski']);
    expect(found('P.P.H.U. Anna Maria Nowak')).toEqual(['P.P.H.U. Anna Maria Nowak']);
    expect(found('Rechnung an\nMax Mustermann e.K.\nHauptstraße 5')).toEqual([
      'Max Mustermann e.K.',
    ]);
    expect(found('Bäckerei Sonne, Inh. Maria Schmidt')).toEqual(['Inh. Maria Schmidt']);
    expect(found('Faktura fra Ola Hansen ENK')).toEqual(['Ola Hansen ENK']);
  });

  it('leaves designations before words that are no given name', () => {
    expect(found('F.H.U. Budmax Polska')).toEqual([]);
    expect(found('Autohaus Süd e.K.')).toEqual([]);
    expect(found('Storgata Eiendom ENK')).toEqual([]);
  });
});
