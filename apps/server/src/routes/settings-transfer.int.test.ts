import { SETTINGS_IMPORT_MESSAGES as M } from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { multipart } from '../test/multipart';
import { importFixture, importSettings, signedInUser } from '../test/settings';
import { databaseTargets } from '../test/test-databases';

/** Each refused file of test/fixtures/settings-import and the message it must get. */
const REFUSED: [file: string, status: number, message: string][] = [
  ['not-an-object.json', 400, M.notObject],
  ['missing-required-properties.json', 400, M.missingRequired],
  ['invalid-general-settings.json', 400, M.invalidGeneral],
  ['missing-property.json', 400, M.missingProperty('use_banlist_for_detection')],
  ['property-types-mismatch.json', 400, M.typesMismatch],
  ['invalid-theme.json', 400, M.invalidTheme],
  ['invalid-threshold.json', 400, M.invalidThreshold],
  ['invalid-ban-list.json', 400, M.invalidBanList],
  ['words-not-strings.json', 400, M.wordsNotStrings],
  ['invalid-search-patterns.json', 400, M.invalidPatterns],
  ['invalid-model-entities.json', 400, M.invalidEntities],
  ['unparsable.json', 400, M.unparsable],
  ['not-json.txt', 415, M.wrongFileType],
];

describe.each(databaseTargets())('settings export and import on $name', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp(undefined, await target.open());
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const signedIn = (name: string, premium = true) => signedInUser(testApp, name, premium);

  /** Everything an export shows, without the fields that differ between users and days. */
  async function snapshot(client: ApiClient) {
    const file = (await client.get('/api/settings/export')).json().data;
    const { id, user_id, created_at, updated_at, ...general } = file.general_settings;
    void [id, user_id, created_at, updated_at];
    return {
      general,
      words: file.ban_list.words,
      patterns: file.search_patterns.map((p: { pattern_text: string; pattern_type: string }) => [
        p.pattern_text,
        p.pattern_type,
      ]),
      entities: file.model_entities.map(
        (e: { method_id: number; entity_text: string; is_predefined: boolean }) =>
          `${e.method_id}:${e.entity_text}:${e.is_predefined}`,
      ),
    };
  }

  it('exports the spec file shape', async () => {
    const client = await signedIn('exporter');
    await client.post('/api/settings/patterns', { pattern_text: 'Kari' });
    const response = await client.get('/api/settings/export');
    expect(response.statusCode).toBe(200);
    const file = response.json().data;
    expect(Object.keys(file).sort()).toEqual([
      'ban_list',
      'export_date',
      'general_settings',
      'model_entities',
      'search_patterns',
      'user_id',
    ]);
    expect(file.general_settings).toMatchObject({ theme: 'system', detection_threshold: 0.5 });
    expect(file.ban_list).toEqual({ id: file.general_settings.id, words: [] });
    expect(file.search_patterns).toHaveLength(1);
    expect(file.model_entities.length).toBeGreaterThan(0);
  });

  it('reproduces the same settings on a fresh user (export, then import)', async () => {
    const source = await signedIn('roundtripsource');
    await source.put('/api/settings', {
      theme: 'dark',
      language: 'nb',
      detection_threshold: 0.66,
      use_banlist_for_detection: true,
      edit_mode: 'text',
      auto_processing: false,
      save_redaction_history: false,
      color_method_search: '#123456',
      exemption_codes: {
        set: 'foia',
        own_codes: [{ code: 'Intern', description: '' }],
        defaults: { PERSON: '(b)(6)' },
      },
    });
    await source.post('/api/settings/ban-list/words', { words: ['oslo', 'nav'] });
    await source.post('/api/settings/patterns', {
      pattern_text: 'Kari',
      pattern_type: 'ai_search',
    });
    await source.post('/api/settings/patterns', { pattern_text: '\\d{11}', pattern_type: 'regex' });
    await source.put('/api/settings/entities/1', { entity_texts: ['URL', 'EMAIL_ADDRESS'] });
    await source.put('/api/settings/entities/3', { entity_texts: ['medication'] });
    const exported = JSON.stringify((await source.get('/api/settings/export')).json().data);

    const target = await signedIn('roundtriptarget');
    const imported = await importSettings(target, {
      name: 'settings.json',
      bytes: Buffer.from(exported),
    });
    expect(imported.statusCode).toBe(200);
    // Every entity the source has (the defaults of its department, plus the ones set above).
    const entities = (JSON.parse(exported) as { model_entities: unknown[] }).model_entities;
    expect(entities.length).toBeGreaterThan(3);
    expect(imported.json().data).toEqual({
      ban_words: 2,
      search_patterns: 2,
      model_entities: entities.length,
      skipped: 0,
    });
    expect(await snapshot(target)).toEqual(await snapshot(source));
  });

  it('sanitises an import and leaves out unusable entries', async () => {
    const client = await signedIn('sanitised');
    const response = await importSettings(client, importFixture('valid-export.json'));
    expect(response.statusCode).toBe(200);
    // Left out: an invalid regex, a select-all value (never stored) and an unknown type.
    expect(response.json().data).toEqual({
      ban_words: 2,
      search_patterns: 3,
      model_entities: 2,
      skipped: 3,
    });
    const settings = (await client.get('/api/settings')).json().data;
    expect(settings).toMatchObject({
      theme: 'dark',
      auto_processing: false,
      detection_threshold: 0.72,
      use_banlist_for_detection: true,
      remove_images: true,
    });
    expect((await client.get('/api/settings/ban-list')).json().data.words).toEqual(['oslo', 'nav']);
  });

  it.each(REFUSED)(
    'refuses %s with its message and changes nothing',
    async (name, status, message) => {
      const client = await signedIn(`refused${REFUSED.findIndex(([file]) => file === name)}`);
      await client.post('/api/settings/patterns', { pattern_text: 'Kari' });
      const before = await snapshot(client);
      const response = await importSettings(client, importFixture(name));
      expect(response.statusCode).toBe(status);
      expect(response.json().error.message).toBe(message);
      expect(await snapshot(client)).toEqual(before);
    },
  );

  it('refuses a file over 5 MB, a request without a file, and non-subscribers', async () => {
    const client = await signedIn('bigfile');
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x20);
    const tooLarge = await importSettings(client, { name: 'big.json', bytes: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe(M.tooLarge);
    const body = multipart([{ name: 'note', value: 'x' }]);
    const noFile = await client.post('/api/settings/import', body.payload, {
      headers: body.headers,
    });
    expect(noFile.json().error.message).toBe(M.failed);

    const free = await signedIn('freeimporter', false);
    expect((await free.get('/api/settings/export')).statusCode).toBe(402);
    const refused = await importSettings(free, importFixture('valid-export.json'));
    expect(refused.statusCode).toBe(402);
  });
});
