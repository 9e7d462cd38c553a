import { DEFAULT_COLORS, DEFAULT_EXEMPTION_SETTINGS } from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { signedInUser } from '../test/settings';
import { databaseTargets } from '../test/test-databases';

describe.each(databaseTargets())('general settings and the ignore list on $name', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp(undefined, await target.open());
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const signedIn = (name: string, premium = false) => signedInUser(testApp, name, premium);

  it('refuses every settings call from a visitor with 401', async () => {
    const visitor = createApiClient(testApp.app);
    for (const url of ['/api/settings', '/api/settings/ban-list', '/api/settings/patterns']) {
      expect((await visitor.get(url)).statusCode).toBe(401);
    }
    expect((await visitor.get('/api/settings/entities/1')).statusCode).toBe(401);
    expect((await visitor.put('/api/settings', { theme: 'dark' })).statusCode).toBe(401);
  });

  it('creates every default on first read', async () => {
    const client = await signedIn('defaults');
    const response = await client.get('/api/settings');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      theme: 'system',
      language: 'en',
      auto_processing: true,
      detection_threshold: 0.5,
      use_banlist_for_detection: false,
      edit_mode: 'box',
      save_redaction_history: true,
      save_files_in_browser: true,
      remove_images: false,
      ...DEFAULT_COLORS,
    });
    const again = await client.get('/api/settings');
    expect(again.json().data.id).toBe(response.json().data.id);
  });

  it('updates free settings, the language on the account, and validates ranges', async () => {
    const client = await signedIn('updater');
    const response = await client.put('/api/settings', {
      theme: 'dark',
      language: 'nb',
      auto_processing: false,
      remove_images: true,
      color_method_manual: '#000000',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      theme: 'dark',
      language: 'nb',
      auto_processing: false,
      remove_images: true,
      color_method_manual: '#000000',
    });
    expect((await client.get('/api/users/me')).json().data.language).toBe('nb');
    const badTheme = await client.put('/api/settings', { theme: 'blue' });
    expect(badTheme.json().error.message).toBe('Invalid theme value');
    const badColour = await client.put('/api/settings', { color_method_ml: 'green' });
    expect(badColour.statusCode).toBe(400);
    const badThreshold = await client.put('/api/settings', { detection_threshold: 'high' });
    expect(badThreshold.json().error.message).toBe('Detection threshold must be a number');
    expect((await client.put('/api/settings', {})).json().error.message).toBe('Nothing to update');
  });

  it('keeps exemption codes: the set, own codes trimmed, a default per type', async () => {
    const client = await signedIn('caseworker');
    const initial = (await client.get('/api/settings')).json().data;
    expect(initial.exemption_codes).toEqual(DEFAULT_EXEMPTION_SETTINGS);
    const codes = {
      set: 'foia',
      own_codes: [{ code: '  Intern note ', description: 'Our own ground' }],
      defaults: { PERSON: '(b)(6)', NO_FODSELSNUMMER: 'Intern note' },
    };
    const saved = await client.put('/api/settings', { exemption_codes: codes });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.exemption_codes).toEqual({
      ...codes,
      own_codes: [{ code: 'Intern note', description: 'Our own ground' }],
    });
    expect((await client.get('/api/settings')).json().data.exemption_codes.set).toBe('foia');
    const twice = { ...codes, own_codes: [{ code: 'A' }, { code: 'A' }] };
    const repeated = await client.put('/api/settings', { exemption_codes: twice });
    expect(repeated.json().error.message).toBe('Each code can be listed once');
    const long = { ...codes, defaults: { PERSON: 'x'.repeat(81) } };
    expect((await client.put('/api/settings', { exemption_codes: long })).statusCode).toBe(400);
    const badSet = { ...codes, set: 'gdpr' };
    expect((await client.put('/api/settings', { exemption_codes: badSet })).statusCode).toBe(400);
  });

  it('keeps premium settings for subscribers, and clamps the threshold', async () => {
    const free = await signedIn('freeuser');
    const refused = await free.put('/api/settings', { detection_threshold: 0.8 });
    expect(refused.statusCode).toBe(402);
    expect((await free.put('/api/settings', { use_banlist_for_detection: true })).statusCode).toBe(
      402,
    );
    expect((await free.put('/api/settings', { edit_mode: 'text' })).statusCode).toBe(402);
    // The models' colours are premium as the upgrade dialog says; manual and search are not.
    expect((await free.put('/api/settings', { color_method_ml: '#123456' })).statusCode).toBe(402);
    expect((await free.put('/api/settings', { color_method_ai: '#123456' })).statusCode).toBe(402);
    const ownColours = { color_method_manual: '#000000', color_method_search: '#FFFFFF' };
    expect((await free.put('/api/settings', ownColours)).statusCode).toBe(200);
    const sameModel = { color_method_ml: DEFAULT_COLORS.color_method_ml.toLowerCase() };
    expect((await free.put('/api/settings', sameModel)).statusCode).toBe(200);
    // A whole form sent back unchanged is not a change.
    const unchanged = await free.put('/api/settings', { detection_threshold: 0.5, theme: 'light' });
    expect(unchanged.statusCode).toBe(200);

    const paying = await signedIn('payinguser', true);
    expect((await paying.put('/api/settings', { color_method_ml: '#123456' })).statusCode).toBe(
      200,
    );
    const high = await paying.put('/api/settings', { detection_threshold: 7, edit_mode: 'text' });
    expect(high.json().data).toMatchObject({ detection_threshold: 1, edit_mode: 'text' });
    const low = await paying.put('/api/settings', { detection_threshold: -0.2 });
    expect(low.json().data.detection_threshold).toBe(0);
  });

  it('keeps the ignore list trimmed, lowercased and without repeats', async () => {
    const free = await signedIn('freeban');
    expect((await free.get('/api/settings/ban-list')).json().data.words).toEqual([]);
    expect((await free.post('/api/settings/ban-list/words', { words: ['x'] })).statusCode).toBe(
      402,
    );

    const client = await signedIn('banner', true);
    const added = await client.post('/api/settings/ban-list/words', {
      words: [' Oslo ', 'NAV', 'oslo'],
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.words).toEqual(['oslo', 'nav']);
    const again = await client.post('/api/settings/ban-list/words', { words: ['nav', 'Bergen'] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      message: 'Some words are already in the ignore list and were not added again',
      details: { added: ['bergen'], existing: ['nav'] },
    });
    expect((await client.get('/api/settings/ban-list')).json().data.words).toEqual([
      'oslo',
      'nav',
      'bergen',
    ]);
    for (const words of [[], ['  '], ['x'.repeat(101)], 'oslo']) {
      const bad = await client.post('/api/settings/ban-list/words', { words });
      expect(bad.statusCode, JSON.stringify(words)).toBe(400);
    }
    const removed = await client.delete('/api/settings/ban-list/words', {
      words: ['OSLO', 'gone'],
    });
    expect(removed.json().data.words).toEqual(['nav', 'bergen']);
  });

  it('answers malformed JSON with a clear 400', async () => {
    const client = await signedIn('malformed', true);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: {
        'content-type': 'application/json',
        cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-csrf-token': client.cookies.get('csrf_token')!,
      },
      payload: '{"theme": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Malformed JSON in request body');
  });
});
