import { describe, expect, it } from 'vitest';
import { buildHighlight } from '../test-fixtures';
import { csvCell, wrap } from '@workbench/contracts';
import { buildLog, logCsv, logFileName, logTable, type LogLabels } from './redaction-log';

const labels: LogLabels = {
  fields: {
    file: 'File',
    original: 'Original',
    output: 'Copy',
    date: 'Date',
    user: 'User',
    areas: 'Areas',
  },
  columns: {
    page: 'Page',
    type: 'Type',
    source: 'Source',
    code: 'Code',
    reviewer: 'Reviewed by',
    text: 'Text',
  },
  source: (source) => source,
  type: (type) => type.toLowerCase(),
};

const areas = [
  buildHighlight({ id: 'b', page: 2, y: 10, type: 'SEARCH', text: '=HYPERLINK("x")' }),
  buildHighlight({
    id: 'a',
    page: 1,
    y: 40,
    type: 'ENTITY',
    entity: 'PERSON',
    model: 'fast',
    text: 'Kari  Nordmann',
    status: 'accepted',
    reviewedBy: 'ola@example.no',
  }),
  buildHighlight({ id: 'c', page: 1, y: 5, code: '' }),
];

const log = buildLog(areas, {
  fileName: 'brev.pdf',
  outputName: 'redacted_brev.pdf',
  date: '2026-11-24T10:00:00.000Z',
  user: 'kari@example.no',
  removeImages: false,
  defaultCodes: { PERSON: 'offl. § 13 jf. fvl. § 13 første ledd nr. 1', MANUAL: 'x' },
});

describe('the redaction log', () => {
  it('lists every area in page order with its type, source, code and reviewer', () => {
    expect(log.rows.map((row) => [row.page, row.type, row.source, row.code])).toEqual([
      [1, 'MANUAL', 'manual', null],
      [1, 'PERSON', 'detection', 'offl. § 13 jf. fvl. § 13 første ledd nr. 1'],
      [2, 'SEARCH', 'search', null],
    ]);
    const table = logTable(log, labels, false);
    expect(table[0]).toEqual(['Page', 'Type', 'Source', 'Code', 'Reviewed by']);
    expect(table[2]).toEqual([
      '1',
      'person',
      'detection (fast)',
      'offl. § 13 jf. fvl. § 13 første ledd nr. 1',
      'ola@example.no',
    ]);
    // The box was drawn by the person who made the copy: theirs.
    expect(table[1]![4]).toBe('kari@example.no');
  });

  it('names the file a converted PDF was made from, and its format', () => {
    const converted = buildLog(areas, {
      fileName: 'IMG_0042.pdf',
      origin: { name: 'IMG_0042.jpeg', format: 'jpeg' },
      outputName: 'IMG_0042-sladdet.pdf',
      date: '2026-11-25T10:00:00.000Z',
      user: 'kari@example.no',
      removeImages: false,
      defaultCodes: {},
    });
    const csv = logCsv(converted, { ...labels, format: () => 'JPEG-bilde' }, false);
    expect(csv.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFOriginal,IMG_0042.jpeg (JPEG-bilde)',
      'File,IMG_0042.pdf',
    ]);
    expect(logCsv(log, labels, false)).not.toContain('Original');
  });

  it('names the engine as the labels say, in the reader’s language', () => {
    const table = logTable(log, { ...labels, model: () => 'Rask ML' }, false);
    expect(table[2]![2]).toBe('detection (Rask ML)');
  });

  it('leaves the redacted text out unless asked for it', () => {
    const without = logCsv(log, labels, false);
    expect(without).not.toContain('Kari');
    expect(without).not.toContain('HYPERLINK');
    const withText = logCsv(log, labels, true);
    expect(withText).toContain('Kari Nordmann');
    expect(withText.startsWith('\uFEFFFile,brev.pdf\r\n')).toBe(true);
    expect(withText.trimEnd().split('\r\n')).toHaveLength(5 + 1 + 1 + 3);
  });

  it('never lets a spreadsheet run a cell as a formula, and quotes what needs it', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+47 22 00 00 00')).toBe("'+47 22 00 00 00");
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('offl. § 24 andre ledd')).toBe('offl. § 24 andre ledd');
  });

  it('names the log after the redacted copy', () => {
    expect(logFileName('redacted_brev.PDF', 'csv')).toBe('redacted_brev-log.csv');
    expect(logFileName('redacted_brev.pdf', 'pdf')).toBe('redacted_brev-log.pdf');
  });

  it('wraps a long code into lines that fit, cutting a word longer than a line', () => {
    const measure = (text: string) => text.length;
    expect(wrap('offl. § 13 jf. fvl. § 13', 10, measure)).toEqual([
      'offl. § 13',
      'jf. fvl. §',
      '13',
    ]);
    expect(wrap('abcdefghijkl', 5, measure)).toEqual(['abcde', 'fghij', 'kl']);
    expect(wrap('', 5, measure)).toEqual(['']);
  });
});
