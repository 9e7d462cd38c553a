import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { signedInUser } from '../test/settings';
import { databaseTargets } from '../test/test-databases';
import { predefinedEntities } from '../db/seed/department-entities';
import { PERSONAL_DATA_TYPES } from '@workbench/contracts';

type Entity = { id: number; entity_text: string; method_id: number; is_predefined: boolean };

describe.each(databaseTargets())('entity lists per model on $name', (target) => {
  let testApp: TestApp;
  let departments: { id: number; name: string; is_active: boolean }[];

  beforeAll(async () => {
    testApp = await buildTestApp(undefined, await target.open());
    departments = (await testApp.app.inject({ url: '/api/departments' })).json().data;
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const signedIn = (name: string, premium = true) => signedInUser(testApp, name, premium);

  const entities = async (client: ApiClient, methodId: number): Promise<Entity[]> =>
    (await client.get(`/api/settings/entities/${methodId}`)).json().data;
  const texts = (list: Entity[]) => list.map((entity) => entity.entity_text);
  const departmentId = (name: string) => departments.find((d) => d.name === name)!.id;

  it('answers 400 with the spec message for a method id other than 1 to 3', async () => {
    const client = await signedIn('methods', false);
    for (const raw of ['0', '4', 'abc', '1.5']) {
      const response = await client.get(`/api/settings/entities/${raw}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(`Invalid method ID: ${raw}`);
    }
    const remove = await client.delete('/api/settings/entities/delete_entities_by_method_id/9');
    expect(remove.json().error.message).toBe('Invalid method ID: 9');
  });

  it("pins the department's entity types on first read; they cannot be removed", async () => {
    const client = await signedIn('pinned');
    const fast = await entities(client, 1);
    // The list itself is spelled out in department-entities.test.ts.
    const pinned = predefinedEntities(null, 1);
    expect(pinned).toContain('NO_FODSELSNUMMER');
    expect(texts(fast.filter((entity) => entity.is_predefined))).toEqual(pinned);
    const refused = await client.delete(`/api/settings/entities/${fast[0]!.id}`);
    expect(refused.statusCode).toBe(403);
    const cleared = await client.delete('/api/settings/entities/delete_entities_by_method_id/1');
    expect(cleared.json().data.deleted).toBe(fast.length - pinned.length);
    expect(texts(await entities(client, 1))).toEqual(pinned);
  });

  it("starts a new account's fast list as the personal-data preset, the unpinned part its own", async () => {
    const client = await signedIn('newcomer');
    const fast = await entities(client, 1);
    expect(new Set(texts(fast))).toEqual(new Set(PERSONAL_DATA_TYPES));
    expect(fast).toHaveLength(PERSONAL_DATA_TYPES.length);
    const own = fast.filter((entity) => !entity.is_predefined).map((entity) => entity.entity_text);
    expect(own).toEqual(expect.arrayContaining(['EMAIL_ADDRESS', 'PHONE_NUMBER', 'ADDRESS']));
    expect(texts(fast)).not.toContain('NO_ORGANIZATION_NUMBER');
    // The user may drop what is not pinned, and a second read does not bring it back.
    await client.put('/api/settings/entities/1', { entity_texts: ['EMAIL_ADDRESS'] });
    expect(texts(await entities(client, 1))).toEqual([
      ...predefinedEntities(null, 1),
      'EMAIL_ADDRESS',
    ]);
    // The other models start with their pinned types only.
    expect((await entities(client, 2)).every((entity) => entity.is_predefined)).toBe(true);
  });

  it('adds entity types, never ALL_ values, and answers 409 for those already there', async () => {
    const client = await signedIn('adder');
    // A new account's fast list is the personal-data preset: URL and LOCATION are not in it.
    const added = await client.post('/api/settings/entities', {
      method_id: 1,
      entity_texts: ['LOCATION', 'URL'],
    });
    expect(added.statusCode).toBe(201);
    expect(texts(added.json().data)).toEqual(['LOCATION', 'URL']);
    const again = await client.post('/api/settings/entities', {
      method_id: 1,
      entity_texts: ['URL', 'DATE_TIME', 'PERSON'],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Some entities already exist and were not added again');
    expect(again.json().error.details.existing).toEqual(['URL', 'PERSON']);
    expect(texts(await entities(client, 1))).toContain('DATE_TIME');

    const all = await client.post('/api/settings/entities', {
      method_id: 2,
      entity_texts: ['ALL_ADVANCED'],
    });
    expect(all.statusCode).toBe(409); // PERSON and NATIONAL_ID are pinned already
    const advanced = texts(await entities(client, 2));
    expect(advanced).toHaveLength(19);
    expect(advanced.some((text) => text.startsWith('ALL_'))).toBe(false);

    const unknown = await client.post('/api/settings/entities', {
      method_id: 1,
      entity_texts: ['HEALTH'],
    });
    expect(unknown.json().error.message).toBe('Unknown entity type for model 1: HEALTH');
    const empty = await client.post('/api/settings/entities', { method_id: 1, entity_texts: [] });
    expect(empty.statusCode).toBe(400);
    const badMethod = await client.post('/api/settings/entities', {
      method_id: 4,
      entity_texts: ['PERSON'],
    });
    expect(badMethod.json().error.message).toBe('method_id must be 1, 2 or 3');
  });

  it("replaces a model's selection, keeps predefined ones, and removes one or all", async () => {
    const client = await signedIn('replacer');
    const replaced = await client.put('/api/settings/entities/3', {
      entity_texts: ['AGE', 'medication', 'ALL_FAST'],
    });
    expect(replaced.statusCode).toBe(200);
    // Signed up in the Prime Minister's Office, which pins POLITICAL_CASE.
    const pinned = ['PERSON', 'GOV_ID', 'POLITICAL_CASE'];
    expect(texts(replaced.json().data)).toEqual([...pinned, 'AGE', 'medication']);
    const next = await client.put('/api/settings/entities/3', { entity_texts: ['iban'] });
    expect(texts(next.json().data)).toEqual([...pinned, 'iban']);
    const iban = (next.json().data as Entity[]).find((entity) => entity.entity_text === 'iban')!;
    expect((await client.delete(`/api/settings/entities/${iban.id}`)).statusCode).toBe(200);
    expect((await client.delete(`/api/settings/entities/${iban.id}`)).statusCode).toBe(404);
    await client.put('/api/settings/entities/3', { entity_texts: ['AGE', 'date'] });
    const cleared = await client.delete('/api/settings/entities/delete_entities_by_method_id/3');
    expect(cleared.json().data.deleted).toBe(2);
    expect(texts(await entities(client, 3))).toEqual(pinned);
    expect((await client.delete('/api/settings/entities/abc')).statusCode).toBe(400);
  });

  it('refuses entity changes to a non-subscriber with 402, but shows the list', async () => {
    const client = await signedIn('nonpayer', false);
    expect((await client.get('/api/settings/entities/1')).statusCode).toBe(200);
    const add = await client.post('/api/settings/entities', {
      method_id: 1,
      entity_texts: ['URL'],
    });
    expect(add.statusCode).toBe(402);
    expect((await client.put('/api/settings/entities/1', { entity_texts: [] })).statusCode).toBe(
      402,
    );
  });

  it('swaps predefined entity types on a department change and keeps custom ones', async () => {
    const client = await signedIn('mover');
    await client.put('/api/settings/entities/3', { entity_texts: ['AGE'] });
    const moved = await client.patch('/api/users/me/department', {
      department_id: departmentId('Helse- og omsorgsdepartementet'),
    });
    expect(moved.statusCode).toBe(200);
    const standard = await entities(client, 3);
    expect(standard.filter((e) => e.is_predefined).map((e) => e.entity_text)).toEqual([
      'PERSON',
      'GOV_ID',
      'HEALTH_INFO',
      'medical condition',
      'medication',
    ]);
    expect(standard.filter((e) => !e.is_predefined).map((e) => e.entity_text)).toEqual(['AGE']);
    await client.patch('/api/users/me/department', {
      department_id: departmentId('Klima- og miljødepartementet'),
    });
    expect(texts(await entities(client, 3))).toEqual(['PERSON', 'GOV_ID', 'AGE']);
  });
});
