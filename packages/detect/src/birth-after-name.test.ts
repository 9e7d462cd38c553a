import { describe, expect, it } from 'vitest';
import { createFastEngine } from './fast-engine';

const engine = createFastEngine();
const births = async (text: string) =>
  (await engine.detect({ text, entities: ['PERSON', 'DATE_OF_BIRTH'] }))
    .filter((span) => span.entity_type === 'DATE_OF_BIRTH' && span.score >= 0.5)
    .map((span) => span.text);

describe('a full date in brackets after a person’s name', () => {
  it('is their date of birth, on the name’s line or alone under it', async () => {
    expect(await births('TODISTUS\nKielitutkinto Suorittaja\n(1.1.2007)\non osallistunut')).toEqual(
      ['1.1.2007'],
    );
    expect(
      await births('Til stede: Kari Nordmann (12.03.1985) og Ola Hansen (f. 3. mai 1980)'),
    ).toEqual(['12.03.1985', '3. mai 1980']);
  });

  it('is no birth date when no name stands before it, or it is partial or to come', async () => {
    expect(await births('Møtet (12.03.1985) ble holdt')).toEqual([]);
    expect(await births('Kari Nordmann (1985)')).toEqual([]);
    expect(await births('Kari Nordmann (12.03.2999)')).toEqual([]);
  });
});

describe('brackets read apart from the date they enclose', () => {
  it('still make the date under a name its holder’s birth date', async () => {
    expect(
      await births('TODISTUS\nKielitutkinto Suorittaja\n(\n)\n1.1.2007\non osallistunut'),
    ).toEqual(['1.1.2007']);
    expect(await births('Kari Nordmann\n(\n)\nSide 3 av 4')).toEqual([]);
  });
});
