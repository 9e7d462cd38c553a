import type { TUsage } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { pagesToSpend, spendText, withSpend } from './spend';

function usage(left: number, limit = 25): TUsage {
  return {
    source: 'free',
    pages_used: limit - left,
    pages_limit: limit,
    pages_left: left,
    percent_used: 0,
    gauge: 'success',
    resets_at: '2026-12-01T00:00:00.000Z',
  };
}

const en = () => startI18n().getFixedT('en');
const nb = () => startI18n().getFixedT('nb');

describe('pages a run spends', () => {
  it('counts every page of every file once per request, and nothing while a count is unknown', () => {
    const files = [{ pageCount: 1 }, { pageCount: 4 }];
    expect(pagesToSpend(files)).toBe(5);
    expect(pagesToSpend(files, 2)).toBe(10);
    expect(pagesToSpend([...files, { pageCount: null }])).toBeNull();
    expect(pagesToSpend([])).toBe(0);
  });

  it('says the pages and what is left, in the singular and plural, in English and Norwegian', () => {
    expect(spendText(en(), 1, usage(24))).toBe('1 page of 24 left');
    expect(spendText(en(), 5, usage(23))).toBe('5 pages of 23 left');
    expect(spendText(nb(), 1, usage(24))).toBe('1 side av 24 igjen');
    expect(spendText(nb(), 5, usage(23))).toBe('5 sider av 23 igjen');
    expect(spendText(en(), 5, usage(2))).toBe('5 pages, only 2 left');
    expect(spendText(nb(), 5, usage(1))).toBe('5 sider, bare 1 igjen');
  });

  it('names only the pages when the count left is not known, and nothing when none are spent', () => {
    expect(spendText(en(), 1, null)).toBe('1 page');
    expect(spendText(nb(), 3, null)).toBe('3 sider');
    expect(withSpend(en(), 'Search 3 files', 5, usage(23))).toBe(
      'Search 3 files · 5 pages of 23 left',
    );
    expect(withSpend(en(), 'Search 3 files', null, usage(23))).toBe('Search 3 files');
    expect(withSpend(en(), 'Search 3 files', 0, usage(23))).toBe('Search 3 files');
    expect(en()('workspace.search.submitFiles', { count: 1 })).toBe('Search 1 file');
    expect(nb()('workspace.search.submitFiles', { count: 3 })).toBe('Søk i 3 filer');
  });
});
