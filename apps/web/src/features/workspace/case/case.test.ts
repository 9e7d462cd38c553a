import { describe, expect, it } from 'vitest';
import type { RedactedFile } from '../files/files-store';
import type { RedactionLog } from '../redaction/redaction-log';
import { buildOpenFile } from '../test-fixtures';
import { caseOf } from './case-decision';
import { fieldWords, occurrenceBoxes } from './case-words';

const PERSONAL = 'offl. § 13 jf. fvl. § 13 første ledd nr. 1';

function logWith(pages: number[]): RedactionLog {
  return {
    fileName: 'x.pdf',
    outputName: 'redacted_x.pdf',
    date: '2026-11-30T10:00:00.000Z',
    user: 'a@example.org',
    removeImages: false,
    rows: pages.map((page, index) => ({
      page,
      ...(index === 0 && { justification: 'Søkerens navn' }),
      type: 'PERSON',
      source: 'detection',
      model: 'fast',
      code: PERSONAL,
      reviewer: 'a@example.org',
      text: 'Kari Nordmann',
    })),
  };
}

describe('the case of the open files', () => {
  it("is drafted from the released copies' logs, naming the files not released", () => {
    const vedtak = buildOpenFile({ key: 'a', name: 'vedtak.pdf', pageCount: 3 });
    const brev = buildOpenFile({ key: 'b', name: 'brev.pdf', pageCount: 1 });
    const utkast = buildOpenFile({ key: 'c', name: 'utkast.pdf', pageCount: 2 });
    const copy = (sourceKey: string, log: RedactionLog): RedactedFile => ({
      key: `r-${sourceKey}`,
      sourceKey,
      name: `redacted_${sourceKey}.pdf`,
      blob: new Blob([]),
      shown: false,
      log,
    });
    const { value, notReleased } = caseOf(
      { reference: '2026/1', requester: ' ', language: 'nn' },
      [vedtak, brev, utkast],
      { 'r-a': copy('a', logWith([1, 3, 3])), 'r-b': copy('b', logWith([])) },
      '2026-11-30',
    );
    expect(value.documents).toEqual([
      {
        name: 'vedtak.pdf',
        pages: 3,
        marks: [
          { page: 1, code: PERSONAL, justification: 'Søkerens navn' },
          { page: 3, code: PERSONAL },
          { page: 3, code: PERSONAL },
        ],
      },
      { name: 'brev.pdf', pages: 1, marks: [] },
    ]);
    expect(value).toMatchObject({ reference: '2026/1', date: '2026-11-30', language: 'nn' });
    expect(value).not.toHaveProperty('requester');
    expect(notReleased).toEqual(['utkast.pdf']);
  });
});

describe('the places a page prints a string', () => {
  it('boxes each occurrence of its words, whatever their case and punctuation', () => {
    const word = (text: string, x0: number, y0 = 100) => ({
      text,
      x0,
      y0,
      x1: x0 + 40,
      y1: y0 + 10,
    });
    const words = [
      word('Møte', 10),
      word('med', 60),
      word('KARI', 110),
      word('NORDMANN,', 160),
      word('Kari', 10, 200),
      word('Nordmannsen', 60, 200),
    ];
    expect(occurrenceBoxes('Kari Nordmann', words)).toEqual([
      { text: 'Kari Nordmann', x0: 110, y0: 100, x1: 200, y1: 110 },
    ]);
  });
});

describe("a form field's shown value", () => {
  it('is read as words over the field, as the page shows it', () => {
    const viewport = {
      width: 600,
      height: 800,
      convertToViewportPoint: (x: number, y: number) => [x, 800 - y],
    };
    const field = { fieldType: 'Tx', fieldValue: 'abc potato', rect: [100, 700, 210, 720] };
    expect(fieldWords(field, viewport)).toEqual([
      { text: 'abc', x0: 100, y0: 80, x1: 133, y1: 100 },
      { text: 'potato', x0: 144, y0: 80, x1: 210, y1: 100 },
    ]);
    expect(fieldWords({ ...field, hidden: true }, viewport)).toEqual([]);
    expect(fieldWords({ ...field, fieldType: 'Btn', fieldValue: 'Yes' }, viewport)).toEqual([]);
  });
});
