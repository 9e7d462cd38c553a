import { beforeEach, describe, expect, it } from 'vitest';
import type { Highlight } from '../highlights/highlight';
import {
  forgetAreas,
  forgetRecordAreas,
  keptAreas,
  keptAreasOf,
  KEPT_RECORDS_LIMIT,
  rememberAreas,
} from './kept-areas';

beforeEach(() => localStorage.clear());

const base = { fileKey: 'f', x: 1, y: 1, w: 5, h: 5, color: '#000', opacity: 1, timestamp: 0 };

describe('what the browser keeps of a history record', () => {
  it('lists texts, how marks were made and why they were typed so, in the record’s page order', () => {
    const highlights: Highlight[] = [
      { ...base, id: '1', page: 2, type: 'MANUAL', text: 'Kari', creationMode: 'text_selection' },
      { ...base, id: '2', page: 1, type: 'SEARCH', text: 'Ola', field: true },
      { ...base, id: '3', page: 2, type: 'MANUAL' },
      {
        ...base,
        id: '4',
        page: 3,
        type: 'ENTITY',
        text: 'post@nav.no',
        basis: { block: 'sender', holder: 'organisation' },
      },
    ];
    expect(keptAreasOf(highlights)).toEqual([
      { text: 'Ola', field: true },
      { text: 'Kari', creationMode: 'text_selection' },
      {},
      { text: 'post@nav.no', basis: { block: 'sender', holder: 'organisation' } },
    ]);
  });

  it('keeps them by record until the record is deleted or the user signs out', () => {
    rememberAreas(1, [{ text: 'Ola' }]);
    rememberAreas(2, [{ text: 'Kari' }]);
    expect(keptAreas(1)).toEqual([{ text: 'Ola' }]);
    forgetRecordAreas(1);
    expect(keptAreas(1)).toBeUndefined();
    expect(keptAreas(2)).toEqual([{ text: 'Kari' }]);
    forgetAreas();
    expect(keptAreas(2)).toBeUndefined();
  });

  it('keeps the newest records only, and survives a broken store', () => {
    for (let id = 0; id <= KEPT_RECORDS_LIMIT; id++) rememberAreas(id, [{ text: `${id}` }]);
    expect(keptAreas(0)).toBeUndefined();
    expect(keptAreas(KEPT_RECORDS_LIMIT)).toEqual([{ text: `${KEPT_RECORDS_LIMIT}` }]);
    localStorage.setItem('workbench.history-areas', '{broken');
    expect(keptAreas(1)).toBeUndefined();
    rememberAreas(3, []);
    expect(keptAreas(3)).toEqual([]);
  });
});
