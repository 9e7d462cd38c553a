import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { signedInUser } from '../test/settings';
import { databaseTargets } from '../test/test-databases';

describe.each(databaseTargets())('saved search terms on $name', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp(undefined, await target.open());
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const signedIn = (name: string, premium = false) => signedInUser(testApp, name, premium);

  it('saves trimmed terms of every type, refusing duplicates and bad input', async () => {
    const client = await signedIn('searcher', true);
    const settingId = (await client.get('/api/settings')).json().data.id;
    const created = await client.post('/api/settings/patterns', { pattern_text: '  Kari  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      pattern_text: 'Kari',
      pattern_type: 'normal',
      setting_id: settingId,
    });
    for (const pattern_type of ['case_sensitive', 'ai_search', 'regex']) {
      const response = await client.post('/api/settings/patterns', {
        pattern_text: pattern_type === 'regex' ? '\\d{11}' : `term ${pattern_type}`,
        pattern_type,
      });
      expect(response.statusCode, pattern_type).toBe(201);
    }
    const duplicate = await client.post('/api/settings/patterns', { pattern_text: 'Kari' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe('This search term is already saved');
    const cases: [unknown, string][] = [
      [{ pattern_text: '   ' }, 'Search pattern cannot be empty'],
      [{ pattern_text: 'x'.repeat(201) }, 'Search pattern must be at most 200 characters'],
      [{ pattern_text: '(x', pattern_type: 'regex' }, 'Invalid regular expression'],
      [
        { pattern_text: 'x', pattern_type: 'fuzzy' },
        'Pattern type must be normal, case_sensitive, ai_search, regex or whole_word',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await client.post('/api/settings/patterns', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const list = (await client.get('/api/settings/patterns')).json().data;
    expect(list.map((pattern: { pattern_text: string }) => pattern.pattern_text)).toEqual([
      'Kari',
      'term case_sensitive',
      'term ai_search',
      '\\d{11}',
    ]);
  });

  it('updates and deletes a term, checking the result as a whole', async () => {
    const client = await signedIn('editor', true);
    const kari = (await client.post('/api/settings/patterns', { pattern_text: 'Kari' })).json()
      .data;
    await client.post('/api/settings/patterns', { pattern_text: 'Ola' });
    const updated = await client.put(`/api/settings/patterns/${kari.id}`, {
      pattern_text: 'Kari Nordmann',
      pattern_type: 'case_sensitive',
    });
    expect(updated.json().data).toMatchObject({
      id: kari.id,
      pattern_text: 'Kari Nordmann',
      pattern_type: 'case_sensitive',
    });
    const clash = await client.put(`/api/settings/patterns/${kari.id}`, { pattern_text: 'Ola' });
    expect(clash.statusCode).toBe(409);
    const notRegex = await client.put(`/api/settings/patterns/${kari.id}`, {
      pattern_text: '[a-',
      pattern_type: 'regex',
    });
    expect(notRegex.json().error.message).toBe('Invalid regular expression');
    expect((await client.put(`/api/settings/patterns/${kari.id}`, {})).statusCode).toBe(400);
    expect((await client.delete(`/api/settings/patterns/${kari.id}`)).statusCode).toBe(200);
    expect((await client.delete(`/api/settings/patterns/${kari.id}`)).statusCode).toBe(404);
    expect((await client.put('/api/settings/patterns/0', { pattern_text: 'x' })).statusCode).toBe(
      400,
    );
  });

  it('keeps AI and case-sensitive terms for subscribers', async () => {
    const client = await signedIn('plainsearcher');
    expect((await client.post('/api/settings/patterns', { pattern_text: 'Kari' })).statusCode).toBe(
      201,
    );
    const regex = await client.post('/api/settings/patterns', {
      pattern_text: '\\d{11}',
      pattern_type: 'regex',
    });
    expect(regex.statusCode).toBe(201);
    for (const pattern_type of ['ai_search', 'case_sensitive']) {
      const response = await client.post('/api/settings/patterns', {
        pattern_text: 'Ola',
        pattern_type,
      });
      expect(response.statusCode).toBe(402);
    }
    const upgrade = await client.put(`/api/settings/patterns/${regex.json().data.id}`, {
      pattern_type: 'ai_search',
    });
    expect(upgrade.statusCode).toBe(402);
  });
});
