import type { TGeneralSettingsRecord } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { highlightColor } from './highlights/highlight-colors';
import { clearUserState } from '../../lib/user-state';
import { highlightModeFor, keptGeneralSettings, useWorkspaceSettings } from './workspace-settings';
import { DEFAULT_HIGHLIGHT_COLORS } from './workspace-constants';

describe('highlighting mode', () => {
  it("maps 'text' to text selection and 'box' to rectangles for subscribers", () => {
    expect(highlightModeFor('text', true)).toBe('text_selection');
    expect(highlightModeFor('box', true)).toBe('rectangular');
  });

  it('gives subscribers without a setting text selection', () => {
    expect(highlightModeFor(undefined, true)).toBe('text_selection');
  });

  it('keeps everyone else on rectangles, as text selection is premium', () => {
    expect(highlightModeFor('text', false)).toBe('rectangular');
    expect(highlightModeFor(undefined, false)).toBe('rectangular');
  });
});

describe('highlight colours', () => {
  const general = {
    color_method_manual: '#FF5733',
    color_method_search: '#33A8FF',
    color_method_ml: '#33FF57',
    color_method_ai: '#FFFF33',
    color_method_advanced: '#9D4EDD',
  } as TGeneralSettingsRecord;

  it("uses the user's colour per kind once settings are loaded", () => {
    expect(highlightColor('MANUAL', undefined, general)).toBe('#FF5733');
    expect(highlightColor('SEARCH', undefined, general)).toBe('#33A8FF');
    expect(highlightColor('ENTITY', 'fast', general)).toBe('#33FF57');
    expect(highlightColor('ENTITY', 'standard', general)).toBe('#FFFF33');
    expect(highlightColor('ENTITY', 'advanced', general)).toBe('#9D4EDD');
  });

  it("falls back to the viewer's defaults, and grey for an unknown model", () => {
    expect(highlightColor('MANUAL', undefined, null)).toBe(DEFAULT_HIGHLIGHT_COLORS.manual);
    expect(highlightColor('ENTITY', 'fast', null)).toBe(DEFAULT_HIGHLIGHT_COLORS.fast);
    expect(highlightColor('ENTITY', 'gliner', general)).toBe(DEFAULT_HIGHLIGHT_COLORS.unknown);
  });
});

describe('general settings kept for an offline start', () => {
  it('keeps what was last read until the user signs out', () => {
    const general = { auto_processing: true, edit_mode: 'box' } as TGeneralSettingsRecord;
    useWorkspaceSettings.getState().setGeneral(general);
    expect(keptGeneralSettings()).toEqual(general);
    clearUserState();
    expect(keptGeneralSettings()).toBeNull();
  });
});
