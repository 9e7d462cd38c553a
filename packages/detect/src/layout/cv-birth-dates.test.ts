import { describe, expect, it } from 'vitest';
import { createFastEngine } from '../fast-engine';
import { PERSONAL_DATA_TYPES } from '@workbench/contracts';
import { layOut } from './laid-out.test-helper';

const fast = createFastEngine();
const datesOf = async (lines: string[]) => {
  const page = layOut(lines.map((text, index) => ({ x: 40, y: 40 + index * 16, text })));
  const spans = await fast.detect({ ...page, entities: [...PERSONAL_DATA_TYPES] });
  return spans
    .filter((span) => span.entity_type === 'DATE_OF_BIRTH')
    .map((span) => `${span.text} ${span.score}`);
};

describe('a CV holder’s birth date without its label', () => {
  it('is a whole date long ago on a CV page, less sure than a labelled one', async () => {
    expect(
      await datesOf([
        'Kari Nordmann',
        '12.03.1990, Oslo',
        'Arbeidserfaring',
        '03/2015 – 2020 Rådgiver',
        'Utdanning',
      ]),
    ).toEqual(['12.03.1990 0.6']);
  });

  it('is no recent date, no period by month, and no date on a page that is no CV', async () => {
    const recent = `01.06.${new Date().getFullYear() - 1}`;
    expect(
      await datesOf(['Kari Nordmann', recent, 'Arbeidserfaring', '03/2015 – 2020', 'Utdanning']),
    ).toEqual([]);
    expect(await datesOf(['Faktura', 'Dato: 12.03.1990', 'Beløp 200 kr'])).toEqual([]);
  });
});
