import {
  ORGANIZATION_PATHS,
  PROCESSING_LOCATION_MESSAGE,
  SETTINGS_IMPORT_MESSAGES,
  USER_PATHS,
  type TOrganization,
} from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInUser, PASSWORD } from '../test/accounts';
import { createApiClient, type ApiClient } from '../test/api-client';
import { grantPremium, importSettings } from '../test/settings';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { addMember, createOrganization, organizationPath } from '../test/organizations';
import { databaseTargets } from '../test/test-databases';

let testApp: TestApp;
const newUser = (name: string) => newSignedInUser(testApp.app, name);

const location = async (client: ApiClient) =>
  (await client.get('/api/settings')).json().data.processing_location;

const requiredBy = async (client: ApiClient) =>
  (await client.get(USER_PATHS.me)).json().data.on_device_required_by;

/** A settings file as the export writes it, with `general` merged into its general settings. */
function settingsFile(general: Record<string, unknown>) {
  const file = {
    user_id: 'someone',
    export_date: '2026-05-04T10:00:00.000Z',
    general_settings: {
      theme: 'dark',
      auto_processing: true,
      detection_threshold: 0.5,
      use_banlist_for_detection: false,
      ...general,
    },
    ban_list: null,
    search_patterns: null,
    model_entities: null,
  };
  return { name: 'settings.json', bytes: Buffer.from(JSON.stringify(file)) };
}

const setPolicy = (client: ApiClient, orgId: string, isRequired: boolean) =>
  client.patch(organizationPath(ORGANIZATION_PATHS.organization, { orgId }), {
    require_on_device: isRequired,
  });

describe.each(databaseTargets())('on-device setting and policy on $name', (target) => {
  beforeAll(async () => {
    testApp = await buildTestApp(undefined, await target.open());
  });
  afterAll(() => testApp.close());

  it('stores where documents are processed: the server by default, any user may change it', async () => {
    const { client } = await newUser('locator');
    expect(await location(client)).toBe('server');
    const saved = await client.put('/api/settings', { processing_location: 'device' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.processing_location).toBe('device');
    expect(await location(client)).toBe('device');

    const refused = await client.put('/api/settings', { processing_location: 'cloud' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: PROCESSING_LOCATION_MESSAGE,
    });
    expect(await location(client)).toBe('device');
  });

  it('carries the setting through export and import; a file without it keeps the current one', async () => {
    const { client, id } = await newUser('transferer');
    await grantPremium(testApp.database, id);
    await client.put('/api/settings', { processing_location: 'device' });
    const exported = (await client.get('/api/settings/export')).json().data;
    expect(exported.general_settings.processing_location).toBe('device');

    const other = await newUser('transfertarget');
    await grantPremium(testApp.database, other.id);
    const copied = await importSettings(
      other.client,
      settingsFile(exported.general_settings as Record<string, unknown>),
    );
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.json().data.skipped).toBe(0);
    expect(await location(other.client)).toBe('device');

    // An older file, written before the setting existed: the current value stays.
    const older = await importSettings(other.client, settingsFile({ theme: 'light' }));
    expect(older.statusCode, older.body).toBe(200);
    expect(await location(other.client)).toBe('device');
    const back = await importSettings(
      other.client,
      settingsFile({ processing_location: 'server' }),
    );
    expect(back.statusCode).toBe(200);
    expect(await location(other.client)).toBe('server');
  });

  it('refuses an import whose processing location is not one it knows, changing nothing', async () => {
    const { client, id } = await newUser('badimporter');
    await grantPremium(testApp.database, id);
    for (const value of ['cloud', 'Device', null, 1]) {
      const refused = await importSettings(
        client,
        settingsFile({ theme: 'light', processing_location: value }),
      );
      expect(refused.statusCode, String(value)).toBe(400);
      expect(refused.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        message: SETTINGS_IMPORT_MESSAGES.invalidProcessingLocation,
      });
    }
    const settings = (await client.get('/api/settings')).json().data;
    expect(settings).toMatchObject({ theme: 'system', processing_location: 'server' });
  });

  it('lets owners and admins require on-device processing; members and viewers only read it', async () => {
    const owner = await newUser('policyowner');
    const admin = await newUser('policyadmin');
    const member = await newUser('policymember');
    const viewer = await newUser('policyviewer');
    const stranger = await newUser('policystranger');
    const { org_id: orgId, require_on_device: initial } = await createOrganization(
      owner.client,
      'Policy AS',
    );
    expect(initial).toBe(false);
    await addMember(owner.client, orgId, 'policyadmin', 'admin');
    await addMember(owner.client, orgId, 'policymember', 'member');
    await addMember(owner.client, orgId, 'policyviewer', 'viewer');

    const turnedOn = await setPolicy(owner.client, orgId, true);
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);
    expect(turnedOn.json().data).toMatchObject({ org_id: orgId, require_on_device: true });
    for (const client of [member.client, viewer.client, admin.client]) {
      const read = await client.get(organizationPath(ORGANIZATION_PATHS.organization, { orgId }));
      expect(read.json().data.require_on_device).toBe(true);
      const listed = (await client.get(ORGANIZATION_PATHS.organizations)).json().data;
      expect(listed.map((item: TOrganization) => item.require_on_device)).toEqual([true]);
    }

    for (const client of [member.client, viewer.client]) {
      const refused = await setPolicy(client, orgId, false);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toEqual({
        code: 'FORBIDDEN',
        message: 'Only organization owners and admins can manage the organization',
      });
    }
    expect((await setPolicy(stranger.client, orgId, false)).statusCode).toBe(404);
    const bad = await owner.client.patch(
      organizationPath(ORGANIZATION_PATHS.organization, { orgId }),
      { require_on_device: 'yes' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('require_on_device must be true or false');

    const turnedOff = await setPolicy(admin.client, orgId, false);
    expect(turnedOff.statusCode).toBe(200);
    expect(turnedOff.json().data).toMatchObject({ role: 'admin', require_on_device: false });
    const read = await member.client.get(
      organizationPath(ORGANIZATION_PATHS.organization, { orgId }),
    );
    expect(read.json().data.require_on_device).toBe(false);
  });

  it('names on the user the first organization that requires it, at login and at /me', async () => {
    const owner = await newUser('reqowner');
    const otherOwner = await newUser('reqotherowner');
    const member = await newUser('reqmember');
    const { org_id: ownOrg } = await createOrganization(member.client, 'Own Office');
    const { org_id: orgId } = await createOrganization(owner.client, 'Acme Kommune');
    const { org_id: laterId } = await createOrganization(otherOwner.client, 'Later AS');
    await addMember(owner.client, orgId, 'reqmember');
    await addMember(otherOwner.client, laterId, 'reqmember');
    expect(await requiredBy(member.client)).toBeNull();

    await setPolicy(otherOwner.client, laterId, true);
    expect(await requiredBy(member.client)).toEqual({ id: laterId, name: 'Later AS' });
    await setPolicy(owner.client, orgId, true);
    // The organizations in the order the user has them: owned first, then as joined.
    expect(await requiredBy(member.client)).toEqual({ id: orgId, name: 'Acme Kommune' });
    await setPolicy(member.client, ownOrg, true);
    expect(await requiredBy(member.client)).toEqual({ id: ownOrg, name: 'Own Office' });

    const device = createApiClient(testApp.app);
    const login = await device.post('/api/auth/login', {
      identifier: 'reqmember',
      password: PASSWORD,
    });
    expect(login.json().data.user.on_device_required_by).toEqual({
      id: ownOrg,
      name: 'Own Office',
    });
    const refreshed = await device.post('/api/auth/refresh');
    expect(refreshed.json().data.user.on_device_required_by).toEqual({
      id: ownOrg,
      name: 'Own Office',
    });

    for (const [client, id] of [
      [member.client, ownOrg],
      [owner.client, orgId],
      [otherOwner.client, laterId],
    ] as const) {
      await setPolicy(client, id, false);
    }
    expect(await requiredBy(member.client)).toBeNull();
    // Not the owner's own setting either: only membership counts.
    expect(await requiredBy(owner.client)).toBeNull();
  });
});
