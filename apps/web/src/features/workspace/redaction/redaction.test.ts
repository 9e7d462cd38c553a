import { DEFAULT_APPEARANCE, normalizeAppearance } from '@workbench/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Highlight } from '../highlights/highlight';
import { buildHighlight } from '../test-fixtures';
import { APPEARANCE_STORAGE_KEY, loadAppearance, saveAppearance } from './appearance-storage';
import {
  buildMapping,
  DEFAULT_REDACTION_OPTIONS,
  pendingSuggestions,
  redactable,
  redactionStats,
} from './build-mapping';

function highlight(
  type: Highlight['type'],
  page: number,
  extra: Partial<Highlight> = {},
): Highlight {
  return buildHighlight({ id: `${type}${page}`, fileKey: 'f', page, type, ...extra });
}

describe('appearance storage', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips what was saved', () => {
    const chosen = {
      ...DEFAULT_APPEARANCE,
      mode: 'replace_text' as const,
      text: 'SLADDET',
      font_size: 14,
    };
    saveAppearance(chosen);
    expect(loadAppearance()).toEqual(chosen);
  });

  it('falls back to the defaults silently when mode, font_size or align is missing or unreadable', () => {
    localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify({ mode: 'fill', align: 1 }));
    expect(loadAppearance()).toEqual(DEFAULT_APPEARANCE);
    localStorage.setItem(APPEARANCE_STORAGE_KEY, '{not json');
    expect(loadAppearance()).toEqual(DEFAULT_APPEARANCE);
  });

  it('resets a stored font size under 4 to 11', () => {
    localStorage.setItem(
      APPEARANCE_STORAGE_KEY,
      JSON.stringify({ mode: 'fill', font_size: 2, align: 0 }),
    );
    expect(loadAppearance().font_size).toBe(11);
  });

  it('applies the mode rules when the appearance is sent', () => {
    expect(
      normalizeAppearance({ mode: 'fill', text: 'x', font_size: 11, align: 1 }).text,
    ).toBeNull();
    expect(normalizeAppearance({ mode: 'replace_text', font_size: 11, align: 1 })).toMatchObject({
      fill_color: null,
      text: '[REDACTED]',
    });
    expect(
      normalizeAppearance({
        mode: 'transparent',
        fill_color: [1, 0, 0],
        text: 'x',
        font_size: 11,
        align: 1,
      }),
    ).toMatchObject({ fill_color: null, text: null });
    expect(
      normalizeAppearance({ mode: 'cross_out_and_text', text: 'x', font_size: 11, align: 2 }),
    ).toMatchObject({ fill_color: [0, 0, 0], text: 'x' });
  });
});

describe('buildMapping', () => {
  it('groups areas by page in page order with entity types and texts', () => {
    const mapping = buildMapping([
      highlight('MANUAL', 3),
      highlight('ENTITY', 1, { entity: 'PERSON', text: 'Kari' }),
      highlight('SEARCH', 1, { text: 'Oslo' }),
    ]);
    expect(mapping.pages.map((page) => page.page)).toEqual([1, 3]);
    expect(mapping.pages[0]!.sensitive).toEqual([
      { bbox: { x0: 10, y0: 20, x1: 40, y1: 25 }, entity_type: 'PERSON', original_text: 'Kari' },
      { bbox: { x0: 10, y0: 20, x1: 40, y1: 25 }, entity_type: 'SEARCH', original_text: 'Oslo' },
    ]);
    expect(mapping.pages[1]!.sensitive[0]!.entity_type).toBe('MANUAL');
  });

  it("sends each area's exemption code: its own, else its type's default, never an empty one", () => {
    const mapping = buildMapping(
      [
        highlight('ENTITY', 1, { entity: 'PERSON', text: 'Kari' }),
        highlight('ENTITY', 1, { entity: 'PERSON', text: 'Ola', code: '(b)(7)(C)' }),
        highlight('ENTITY', 1, { entity: 'PERSON', text: 'Per', code: '' }),
        highlight('SEARCH', 1, { text: 'Oslo' }),
      ],
      { PERSON: '(b)(6)' },
    );
    expect(mapping.pages[0]!.sensitive.map((area) => area.code)).toEqual([
      '(b)(6)',
      '(b)(7)(C)',
      undefined,
      undefined,
    ]);
    expect('code' in mapping.pages[0]!.sensitive[2]!).toBe(false);
  });

  it('takes only the kinds the options include and counts them for the preview', () => {
    const accepted = { status: 'accepted' as const };
    const all = [
      highlight('MANUAL', 1),
      highlight('SEARCH', 2, accepted),
      highlight('ENTITY', 2, accepted),
    ];
    const picked = redactable(all, {
      ...DEFAULT_REDACTION_OPTIONS,
      includeSearchHighlights: false,
    });
    expect(picked.map((item) => item.type)).toEqual(['MANUAL', 'ENTITY']);
    expect(redactionStats(picked)).toEqual({
      total: 2,
      byType: { SEARCH: 0, ENTITY: 1, MANUAL: 1 },
      pages: 2,
      files: 1,
    });
  });

  it('sends a search hit and a detection of the same text at one place as one area over both', () => {
    const url = 'https://example.org/x';
    const marks = [
      highlight('SEARCH', 1, { text: url, x: 10, w: 100 }),
      highlight('ENTITY', 1, { entity: 'URL', text: url, x: 10.5, w: 100.2, code: '§ 13' }),
      highlight('ENTITY', 1, { id: 'other', entity: 'URL', text: url, y: 80 }),
    ];
    const areas = buildMapping(marks).pages[0]!.sensitive;
    expect(areas).toEqual([
      {
        bbox: { x0: 10, y0: 20, x1: 110.7, y1: 25 },
        entity_type: 'URL',
        original_text: url,
        code: '§ 13',
      },
      { bbox: { x0: 10, y0: 80, x1: 40, y1: 85 }, entity_type: 'URL', original_text: url },
    ]);
    expect(redactionStats(marks)).toMatchObject({ total: 2, byType: { SEARCH: 0, ENTITY: 2 } });
  });

  it('counts pages per file: page 1 of two files is two pages', () => {
    const marks = [
      highlight('MANUAL', 1),
      highlight('SEARCH', 1),
      highlight('MANUAL', 1, { fileKey: 'g' }),
      highlight('ENTITY', 3, { fileKey: 'g' }),
      highlight('ENTITY', 1, { fileKey: 'h' }),
    ];
    expect(redactionStats(marks)).toMatchObject({ total: 5, pages: 4, files: 3 });
  });

  it('takes accepted marks only: detections and matches wait as suggestions until accepted', () => {
    const all = [
      highlight('MANUAL', 1),
      highlight('SEARCH', 2),
      highlight('ENTITY', 3),
      highlight('ENTITY', 4, { status: 'accepted' }),
      highlight('MANUAL', 5, { status: 'suggested' }),
    ];
    expect(redactable(all, DEFAULT_REDACTION_OPTIONS).map(({ page }) => page)).toEqual([1, 4]);
    expect(pendingSuggestions(all, DEFAULT_REDACTION_OPTIONS).map(({ page }) => page)).toEqual([
      2, 3, 5,
    ]);
    const noSearch = { ...DEFAULT_REDACTION_OPTIONS, includeSearchHighlights: false };
    expect(pendingSuggestions(all, noSearch).map(({ page }) => page)).toEqual([3, 5]);
  });
});
