import { describe, expect, it } from 'vitest';
import { checkSettingsImport, SETTINGS_IMPORT_MESSAGES as M } from './settings-import';
import {
  DEFAULT_GENERAL_SETTINGS,
  isSelectAllEntity,
  parseMethodId,
  ZAddEntitiesRequest,
  ZGeneralSettings,
  ZGeneralSettingsUpdate,
} from './settings';

const exported = () => ({
  user_id: 'u1',
  export_date: '2026-11-21T10:00:00Z',
  general_settings: {
    id: 1,
    user_id: 'u1',
    remove_images: false,
    theme: 'dark',
    auto_processing: true,
    detection_threshold: 0.7,
    use_banlist_for_detection: false,
  },
  ban_list: { id: 3, words: ['  Oslo ', '', 'nav'] },
  search_patterns: [{ pattern_text: 'x', pattern_type: 'normal' }],
  model_entities: null,
});

describe('settings contracts', () => {
  it('accepts method ids 1 to 3 only', () => {
    expect(['1', '2', '3'].map(parseMethodId)).toEqual([1, 2, 3]);
    for (const raw of ['0', '4', '01', '1.0', 'abc', '']) expect(parseMethodId(raw)).toBeNull();
  });

  it('recognises select-all entries, which are never stored', () => {
    expect(isSelectAllEntity('ALL_FAST')).toBe(true);
    expect(isSelectAllEntity('PERSON')).toBe(false);
  });

  it('trims entity names and refuses empty ones and unknown models', () => {
    const parsed = ZAddEntitiesRequest.parse({ method_id: 2, entity_texts: [' PERSON '] });
    expect(parsed.entity_texts).toEqual(['PERSON']);
    expect(ZAddEntitiesRequest.safeParse({ method_id: 2, entity_texts: ['  '] }).success).toBe(
      false,
    );
    expect(ZAddEntitiesRequest.safeParse({ method_id: 4, entity_texts: [] }).success).toBe(false);
  });

  it('has defaults that satisfy the settings shape, with the spec colours', () => {
    const settings = ZGeneralSettings.parse({ ...DEFAULT_GENERAL_SETTINGS, language: 'nb' });
    expect(settings).toMatchObject({
      detection_threshold: 0.5,
      edit_mode: 'box',
      save_redaction_history: true,
      use_banlist_for_detection: false,
      color_method_manual: '#FF5733',
      color_method_advanced: '#9D4EDD',
    });
  });

  it('processes on the server unless the user chooses the device', () => {
    expect(DEFAULT_GENERAL_SETTINGS.processing_location).toBe('server');
    expect(ZGeneralSettingsUpdate.parse({ processing_location: 'device' })).toEqual({
      processing_location: 'device',
    });
    expect(ZGeneralSettingsUpdate.safeParse({ processing_location: 'browser' }).success).toBe(
      false,
    );
  });

  it('clamps the threshold of an update and refuses an empty one', () => {
    expect(ZGeneralSettingsUpdate.parse({ detection_threshold: 1.4 })).toEqual({
      detection_threshold: 1,
    });
    expect(ZGeneralSettingsUpdate.parse({ detection_threshold: -2 })).toEqual({
      detection_threshold: 0,
    });
    expect(ZGeneralSettingsUpdate.safeParse({}).success).toBe(false);
    expect(ZGeneralSettingsUpdate.safeParse({ theme: 'sepia' }).success).toBe(false);
  });
});

describe('checkSettingsImport', () => {
  it('accepts an export and sanitises it', () => {
    const check = checkSettingsImport(exported());
    expect(check).toEqual({
      ok: true,
      value: {
        general_settings: {
          theme: 'dark',
          auto_processing: true,
          detection_threshold: 0.7,
          use_banlist_for_detection: false,
        },
        ban_words: ['Oslo', 'nav'],
        search_patterns: [{ pattern_text: 'x', pattern_type: 'normal' }],
        model_entities: null,
      },
    });
  });

  const refused: [string, (file: ReturnType<typeof exported>) => unknown, string][] = [
    ['an array', () => [], M.notObject],
    ['null', () => null, M.notObject],
    ['no export date', ({ export_date: _, ...rest }) => rest, M.missingRequired],
    ['no general settings', (file) => ({ ...file, general_settings: 'x' }), M.invalidGeneral],
    [
      'a theme that is not a string',
      (file) => ({ ...file, general_settings: { ...file.general_settings, theme: undefined } }),
      M.typesMismatch,
    ],
    [
      'a missing threshold',
      ({ general_settings: { detection_threshold: _, ...general }, ...file }) => ({
        ...file,
        general_settings: general,
      }),
      M.missingProperty('detection_threshold'),
    ],
    [
      'a string flag',
      (file) => ({
        ...file,
        general_settings: { ...file.general_settings, auto_processing: 'yes' },
      }),
      M.typesMismatch,
    ],
    [
      'an unknown theme',
      (file) => ({ ...file, general_settings: { ...file.general_settings, theme: 'sepia' } }),
      M.invalidTheme,
    ],
    [
      'a threshold above 1',
      (file) => ({
        ...file,
        general_settings: { ...file.general_settings, detection_threshold: 2 },
      }),
      M.invalidThreshold,
    ],
    [
      'an unknown processing location',
      (file) => ({
        ...file,
        general_settings: { ...file.general_settings, processing_location: 'cloud' },
      }),
      M.invalidProcessingLocation,
    ],
    [
      'words that are not a list',
      (file) => ({ ...file, ban_list: { words: 'a' } }),
      M.invalidBanList,
    ],
    [
      'a word that is a number',
      (file) => ({ ...file, ban_list: { words: ['a', 1] } }),
      M.wordsNotStrings,
    ],
    [
      'patterns that are an object',
      (file) => ({ ...file, search_patterns: {} }),
      M.invalidPatterns,
    ],
    ['entities that are a string', (file) => ({ ...file, model_entities: 'x' }), M.invalidEntities],
  ];

  it.each(refused)('refuses %s with the spec message', (_, change, message) => {
    expect(checkSettingsImport(change(exported()))).toEqual({ ok: false, message });
  });

  it('leaves the lists alone when the file has none', () => {
    const { user_id, export_date, general_settings } = exported();
    const check = checkSettingsImport({ user_id, export_date, general_settings });
    expect(check.ok && check.value).toMatchObject({
      ban_words: null,
      search_patterns: null,
      model_entities: null,
    });
  });
});
