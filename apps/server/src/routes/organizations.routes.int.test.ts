import {
  controlCharactersMessage,
  ORGANIZATION_MESSAGES,
  ORGANIZATION_PATHS,
  USER_PATHS,
  type TMember,
  type TOrganization,
} from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInUser, PASSWORD, signupBody } from '../test/accounts';
import { createApiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { addMember, createOrganization, organizationPath } from '../test/organizations';

let testApp: TestApp;
const newUser = (name: string) => newSignedInUser(testApp.app, name);
const members = (orgId: string) => organizationPath(ORGANIZATION_PATHS.members, { orgId });

describe('organizations', () => {
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('creates an organization whose creator is its owner, with its details', async () => {
    const { client, id } = await newUser('orgfounder');
    const created = await client.post(ORGANIZATION_PATHS.organizations, {
      name: '  Fjord & Co. AS ',
    });
    expect(created.statusCode, created.body).toBe(201);
    const organization = created.json<{ data: TOrganization }>().data;
    expect(organization).toMatchObject({
      name: 'Fjord & Co. AS',
      owner_user_id: id,
      owner_username: 'orgfounder',
      owner_email: 'orgfounder@example.no',
      role: 'owner',
      member_count: 1,
      verified_domain_count: 0,
      subscription: null,
    });
    const listed = await client.get(ORGANIZATION_PATHS.organizations);
    expect(listed.json()).toEqual({ success: true, data: [organization] });
  });

  it('refuses names outside the rules, a second owned organization, and visitors', async () => {
    const { client } = await newUser('orgrules');
    for (const name of ['ab', 'x'.repeat(101), 'Bad <script>', '']) {
      const refused = await client.post(ORGANIZATION_PATHS.organizations, { name });
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    }
    const malformed = await client.post(ORGANIZATION_PATHS.organizations, '{"name":', {
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    // A NUL is named as such, not as punctuation the name may not hold (issue 63).
    const withNul = await client.post(ORGANIZATION_PATHS.organizations, { name: 'Fjord\u0000AS' });
    expect(withNul.statusCode).toBe(400);
    expect(withNul.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: controlCharactersMessage('Organization name'),
    });
    expect((await client.get(ORGANIZATION_PATHS.organizations)).json().data).toEqual([]);
    await createOrganization(client, 'First');
    const second = await client.post(ORGANIZATION_PATHS.organizations, { name: 'Second' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: { message: ORGANIZATION_MESSAGES.alreadyOwner } });
    const visitor = createApiClient(testApp.app);
    expect((await visitor.get(ORGANIZATION_PATHS.organizations)).statusCode).toBe(401);
  });

  it("lists the user's organizations with the owned one first", async () => {
    const { client: joiner } = await newUser('orgjoiner');
    const { client: first } = await newUser('orgfirstowner');
    const { client: second } = await newUser('orgsecondowner');
    const a = await createOrganization(first, 'Joined First');
    const b = await createOrganization(second, 'Joined Second');
    await addMember(first, a.org_id, 'orgjoiner', 'viewer');
    await addMember(second, b.org_id, 'orgjoiner', 'admin');
    const own = await createOrganization(joiner, 'Own Org');
    const listed = (await joiner.get(ORGANIZATION_PATHS.organizations)).json<{
      data: TOrganization[];
    }>().data;
    expect(listed.map((org) => [org.org_id, org.role])).toEqual([
      [own.org_id, 'owner'],
      [a.org_id, 'viewer'],
      [b.org_id, 'admin'],
    ]);
  });

  it('invites by e-mail or username, and explains each refusal', async () => {
    const { client } = await newUser('orgadder');
    await newUser('orgadded');
    const { org_id: orgId } = await createOrganization(client, 'Adders');
    const add = (body: Record<string, unknown>) => client.post(members(orgId), body);

    const byEmail = await add({ identifier: 'ORGADDED@example.no' });
    expect(byEmail.statusCode, byEmail.body).toBe(201);
    expect(byEmail.json().data).toMatchObject({
      username: 'orgadded',
      role: 'member',
      status: 'pending',
    });
    const again = await add({ identifier: 'orgadded', identifierType: 'username' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: { message: ORGANIZATION_MESSAGES.alreadyInvited },
    });
    const self = await add({ identifier: 'orgadder', identifierType: 'username' });
    expect(self.json()).toMatchObject({ error: { message: ORGANIZATION_MESSAGES.alreadyMember } });

    const unknown = await add({ identifier: 'nobody@example.no' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      error: { message: ORGANIZATION_MESSAGES.userNotFound },
    });

    const asOwner = await add({
      identifier: 'orgadded',
      identifierType: 'username',
      role: 'owner',
    });
    expect(asOwner.statusCode).toBe(400);
    const badEmail = await add({ identifier: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    const badType = await add({ identifier: 'orgadded', identifierType: 'phone' });
    expect(badType.statusCode).toBe(400);

    // An account whose e-mail is not verified yet could be someone else's claim to it.
    const signup = await createApiClient(testApp.app).post(
      '/api/auth/signup',
      signupBody('orgunverified'),
    );
    expect(signup.statusCode).toBe(201);
    // The same answer as for nobody, so adding people does not tell whose address is verified.
    const unverified = await add({ identifier: 'orgunverified@example.no' });
    expect(unverified.statusCode).toBe(404);
    expect(unverified.json()).toMatchObject({
      error: { message: ORGANIZATION_MESSAGES.userNotFound },
    });
  });

  it('pages the member list: 20 by default, the owner first', async () => {
    const { client } = await newUser('orgpager');
    const { org_id: orgId } = await createOrganization(client, 'Pagers');
    for (let index = 0; index < 21; index++) {
      await newUser(`orgpaged${index}`);
      await addMember(client, orgId, `orgpaged${index}`);
    }
    const first = (await client.get(members(orgId))).json<{
      data: TMember[];
      meta: unknown;
    }>();
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toMatchObject({ username: 'orgpager', role: 'owner' });
    expect(first.meta).toEqual({ total_items: 22, page: 1, page_size: 20 });
    const second = (await client.get(`${members(orgId)}?page=2`)).json<{ data: TMember[] }>();
    expect(second.data.map((member) => member.username)).toEqual(['orgpaged19', 'orgpaged20']);
    const small = (await client.get(`${members(orgId)}?page=3&size=5`)).json<{ data: TMember[] }>();
    expect(small.data.map((member) => member.username)).toEqual([
      'orgpaged9',
      'orgpaged10',
      'orgpaged11',
      'orgpaged12',
      'orgpaged13',
    ]);
    for (const query of ['page=0', 'size=0', 'size=101', 'page=x']) {
      expect((await client.get(`${members(orgId)}?${query}`)).statusCode, query).toBe(400);
    }
  });

  it("treats another user's or a malformed id as not found or invalid", async () => {
    const { client } = await newUser('orgprober');
    const { org_id: orgId } = await createOrganization(client, 'Probed');
    const missing = organizationPath(ORGANIZATION_PATHS.organization, {
      orgId: '00000000-0000-4000-8000-000000000000',
    });
    expect((await client.get(missing)).statusCode).toBe(404);
    expect((await client.get('/api/organizations/not-a-uuid')).statusCode).toBe(400);
    const unknownMember = organizationPath(ORGANIZATION_PATHS.member, {
      orgId,
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect((await client.put(unknownMember, { role: 'viewer' })).statusCode).toBe(404);
    expect((await client.delete(unknownMember)).statusCode).toBe(404);
    const badRole = organizationPath(ORGANIZATION_PATHS.member, { orgId, userId: orgId });
    expect((await client.put(badRole, { role: 'king' })).statusCode).toBe(400);
  });

  it("keeps each organization's members and domains to itself", async () => {
    const { client: adminOfA } = await newUser('orgcrossadmin');
    const { client: ownerA } = await newUser('orgcrossownera');
    const { client: ownerB, id: ownerBId } = await newUser('orgcrossownerb');
    const a = { orgId: (await createOrganization(ownerA, 'Cross A')).org_id };
    const b = { orgId: (await createOrganization(ownerB, 'Cross B')).org_id };
    await addMember(ownerA, a.orgId, 'orgcrossadmin', 'admin');
    const domain = await ownerB.post(organizationPath(ORGANIZATION_PATHS.domains, b), {
      domain: 'cross-b.example',
    });
    const { domain_id: domainId } = domain.json<{ data: { domain_id: string } }>().data;
    // A's paths with B's ids.
    const bOwnerInA = organizationPath(ORGANIZATION_PATHS.member, { ...a, userId: ownerBId });
    expect((await adminOfA.put(bOwnerInA, { role: 'viewer' })).statusCode).toBe(404);
    expect((await adminOfA.delete(bOwnerInA)).statusCode).toBe(404);
    const bDomainInA = organizationPath(ORGANIZATION_PATHS.domain, { ...a, domainId });
    expect((await adminOfA.delete(bDomainInA)).statusCode).toBe(404);
    const verifyInA = organizationPath(ORGANIZATION_PATHS.verifyDomain, { ...a, domainId });
    expect((await adminOfA.post(verifyInA)).statusCode).toBe(404);
    // B's own paths.
    for (const path of [ORGANIZATION_PATHS.organization, ORGANIZATION_PATHS.members]) {
      expect((await adminOfA.get(organizationPath(path, b))).statusCode).toBe(404);
    }
    const addToB = await adminOfA.post(organizationPath(ORGANIZATION_PATHS.members, b), {
      identifier: 'orgcrossadmin',
      identifierType: 'username',
    });
    expect(addToB.statusCode).toBe(404);
    const stillThere = await ownerB.get(organizationPath(ORGANIZATION_PATHS.domains, b));
    expect(stillThere.json<{ data: unknown[] }>().data).toHaveLength(1);
  });

  it('refuses to delete an owner with members, and deletes an organization of one with its owner', async () => {
    const { client } = await newUser('orgleaver');
    const { client: member } = await newUser('orgstayer');
    const { org_id: orgId } = await createOrganization(client, 'Leavers');
    await addMember(client, orgId, 'orgstayer');
    const refused = await client.delete(USER_PATHS.me, { password: PASSWORD, confirm: 'DELETE' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { message: ORGANIZATION_MESSAGES.ownerHasMembers },
    });
    const memberId = (await member.get(USER_PATHS.me)).json<{ data: { id: string } }>().data.id;
    await client.delete(organizationPath(ORGANIZATION_PATHS.member, { orgId, userId: memberId }));
    const deleted = await client.delete(USER_PATHS.me, { password: PASSWORD, confirm: 'DELETE' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [gone] = (await member.get(ORGANIZATION_PATHS.organizations)).json<{
      data: TOrganization[];
    }>().data;
    expect(gone).toBeUndefined();
  });
});
