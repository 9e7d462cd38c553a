import { describe, expect, it } from 'vitest';
import { logCsv, type Outcome } from './run-log';

const outcome = (overrides: Partial<Outcome>): Outcome => ({
  file: 'vedtak.pdf',
  sha256: 'ab12',
  status: 'redacted',
  pages: 3,
  areas: 4,
  by_type: { SEARCH: 1, PERSON: 3 },
  by_code: { 'offl. § 13': 4 },
  output: 'vedtak.pdf',
  error: null,
  ...overrides,
});

describe('the run log as CSV', () => {
  it('writes a header and a row per file, counts sorted by name, with a byte-order mark', () => {
    const lines = logCsv([outcome({})]).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFfile,status,pages,areas,areas_by_type,areas_by_code,output,error,sha256',
    );
    expect(lines[1]).toBe(
      'vedtak.pdf,redacted,3,4,PERSON: 3; SEARCH: 1,offl. § 13: 4,vedtak.pdf,,ab12',
    );
  });

  it('quotes commas and quotes, and never lets a cell run as a formula', () => {
    const [, row] = logCsv([
      outcome({
        file: '=HYPERLINK("x"),a.pdf',
        status: 'failed',
        output: null,
        error: '-1 pages, "odd"',
      }),
    ]).split('\r\n');
    expect(row).toBe(
      `"'=HYPERLINK(""x""),a.pdf",failed,3,4,PERSON: 3; SEARCH: 1,offl. § 13: 4,,"'-1 pages, ""odd""",ab12`,
    );
  });
});
