import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../test/accounts';
import { createApiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { grantPremium } from '../test/settings';
import { databaseTargets } from '../test/test-databases';

describe.each(databaseTargets())(
  "one user's settings are invisible to another on $name",
  (target) => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await buildTestApp(undefined, await target.open());
    });
    afterAll(async () => {
      await testApp?.close();
    });

    it("answers 404 for another user's ids and leaves their rows alone", async () => {
      const alice = createApiClient(testApp.app);
      const bob = createApiClient(testApp.app);
      await grantPremium(testApp.database, (await signUpAndLogIn(testApp.app, alice, 'alice')).id);
      await grantPremium(testApp.database, (await signUpAndLogIn(testApp.app, bob, 'bob')).id);

      const pattern = (await alice.post('/api/settings/patterns', { pattern_text: 'Kari' })).json()
        .data;
      const entity = (
        await alice.post('/api/settings/entities', { method_id: 1, entity_texts: ['URL'] })
      ).json().data[0];
      await alice.post('/api/settings/ban-list/words', { words: ['oslo'] });

      expect(
        (await bob.put(`/api/settings/patterns/${pattern.id}`, { pattern_text: 'x' })).statusCode,
      ).toBe(404);
      expect((await bob.delete(`/api/settings/patterns/${pattern.id}`)).statusCode).toBe(404);
      expect((await bob.delete(`/api/settings/entities/${entity.id}`)).statusCode).toBe(404);
      expect((await bob.get('/api/settings/patterns')).json().data).toEqual([]);
      expect((await bob.get('/api/settings/ban-list')).json().data.words).toEqual([]);
      await bob.delete('/api/settings/ban-list/words', { words: ['oslo'] });
      await bob.delete('/api/settings/entities/delete_entities_by_method_id/1');

      const alicePatterns = (await alice.get('/api/settings/patterns')).json().data;
      expect(alicePatterns).toEqual([pattern]);
      const aliceFast = (await alice.get('/api/settings/entities/1')).json().data;
      expect(aliceFast.map((e: { entity_text: string }) => e.entity_text)).toContain('URL');
      expect((await alice.get('/api/settings/ban-list')).json().data.words).toEqual(['oslo']);
      const bobExport = (await bob.get('/api/settings/export')).json();
      expect(JSON.stringify(bobExport)).not.toContain('Kari');
    });

    it("removes a user's settings with the account", async () => {
      const client = createApiClient(testApp.app);
      const user = await signUpAndLogIn(testApp.app, client, 'leaver');
      await client.post('/api/settings/patterns', { pattern_text: 'Kari' });
      await client.get('/api/settings/entities/1');
      const deleted = await client.delete('/api/users/me', {
        password: 'Skrivebord-Lampe7',
        confirm: 'DELETE',
      });
      expect(deleted.statusCode).toBe(200);
      const rows = await testApp.database.db.query.userSettings.findMany({
        where: (settings, { eq }) => eq(settings.userId, user.id),
      });
      expect(rows).toEqual([]);
    });
  },
);
