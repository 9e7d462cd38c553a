import type { Page } from '@playwright/test';
import { csrfHeader, logIn, signUpVerified } from './accounts';
import { expect, snapshot, test } from './fixtures';

/** The page's own session and CSRF cookie, as a script with its cookies would send them. */
async function removeThroughApi(page: Page, orgId: string, userId: string) {
  return page.request.delete(`/api/organizations/${orgId}/members/${userId}`, {
    headers: await csrfHeader(page),
  });
}

const idOf = async (page: Page) =>
  ((await (await page.request.get('/api/users/me')).json()) as { data: { id: string } }).data.id;

test('an owner creates an organization and invites two people: one declines, one accepts and sees it, is told to ask the owner on pricing, and cannot remove anyone', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The member-to-be has an account of their own.
  const memberContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const member = await memberContext.newPage();
  await member.setViewportSize({ width: 1280, height: 800 });
  await signUpVerified(member, member.request, 'orgmember');
  const colleagueContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const colleague = await colleagueContext.newPage();
  await signUpVerified(colleague, colleague.request, 'orgcolleague');

  // The owner starts from the empty state and creates the organization.
  await signUpVerified(page, page.request, 'orgowner');
  await logIn(page, 'orgowner');
  await expect(page).toHaveURL(/\/playground$/);
  await page.goto('/organization');
  await expect(page.getByText('You are not in an organization')).toBeVisible();
  await snapshot(page, 'organization-empty-1280x800');
  await page.getByRole('button', { name: 'Create Organization' }).click();
  const create = page.getByRole('dialog', { name: 'Create organization' });
  await create.getByLabel('Organization name').fill('ab');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByText('Organization name must be at least 3 characters')).toBeVisible();
  await create.getByLabel('Organization name').fill('Fjordby kommune');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Fjordby kommune' })).toBeVisible();
  await expect(page.getByText('Your role: Owner')).toBeVisible();
  await snapshot(page, 'organization-overview-1280x800');

  // The owner invites the member by e-mail; they join only by accepting.
  await page.getByRole('tab', { name: 'Members' }).click();
  await page.getByRole('button', { name: 'Add member' }).click();
  const add = page.getByRole('dialog', { name: 'Add member' });
  await add.getByLabel('Email or username').fill('nobody@example.no');
  await add.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    add.getByText('No user with a verified account has that e-mail address or username'),
  ).toBeVisible();
  await add.getByLabel('Email or username').fill('orgmember@example.no');
  await add.getByRole('button', { name: 'Send invitation' }).click();
  await expect(add).toBeHidden();
  const sent = page.getByRole('table', { name: 'Invitations sent' });
  await expect(sent.getByRole('row', { name: /orgmember Member Waiting/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invitations sent' })).not.toContainText('@');
  await expect(page.getByRole('button', { name: 'Remove orgmember' })).toHaveCount(0);
  await snapshot(page, 'organization-invited-1280x800');
  const orgId = await page.evaluate(() => localStorage.getItem('user:organization'));
  expect(orgId).toMatch(/^[0-9a-f-]{36}$/);
  const ownerId = await idOf(page);
  // The colleague is invited by username, as a script of the owner's would.
  const invited = await page.request.post(`/api/organizations/${orgId}/members`, {
    data: { identifier: 'orgcolleague', identifierType: 'username', role: 'member' },
    headers: await csrfHeader(page),
  });
  expect(invited.status()).toBe(201);
  expect(await invited.text()).not.toContain('orgcolleague@example.no');

  // The colleague declines: the owner sees the answer, and no new member.
  await logIn(colleague, 'orgcolleague');
  await expect(colleague).toHaveURL(/\/playground$/);
  await colleague.goto('/organization');
  const colleagueInvitations = colleague.getByRole('region', { name: 'Invitations' });
  await expect(
    colleagueInvitations.getByText('orgowner invited you to join Fjordby kommune as Member.'),
  ).toBeVisible();
  await colleagueInvitations.getByRole('button', { name: 'Decline' }).click();
  await expect(colleague.getByText('You are not in an organization')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Members' }).click();
  await expect(sent.getByRole('row', { name: /orgcolleague Member Declined/ })).toBeVisible();

  // The member accepts from the Organization page the e-mail leads to.
  const mail = await member.request.get('/api/dev/mailbox?to=orgmember%40example.no');
  const links = ((await mail.json()) as { data: { links: string[] }[] }).data.flatMap(
    (message) => message.links,
  );
  const invitationLink = links.find((link) => new URL(link).pathname === '/organization');
  expect(invitationLink).toBeDefined();
  await logIn(member, 'orgmember');
  await expect(member).toHaveURL(/\/playground$/);
  await member.goto(invitationLink!);
  const invitations = member.getByRole('region', { name: 'Invitations' });
  await expect(invitations.getByText('orgowner invited you to join Fjordby kommune')).toBeVisible();
  await snapshot(member, 'organization-invitation-1280x800');
  await invitations.getByRole('button', { name: 'Accept' }).click();
  await expect(member.getByText('You joined Fjordby kommune')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Members' }).click();
  await expect(page.getByRole('row', { name: /orgmember/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove orgmember' })).toBeVisible();
  await snapshot(page, 'organization-members-owner-1280x800');

  // Invited again, the colleague accepts this time (through the API, as a script would).
  const again = await page.request.post(`/api/organizations/${orgId}/members`, {
    data: { identifier: 'orgcolleague', identifierType: 'username', role: 'member' },
    headers: await csrfHeader(page),
  });
  const invitationId = ((await again.json()) as { data: { invitation_id: string } }).data
    .invitation_id;
  const joined = await colleague.request.post(
    `/api/organizations/invitations/${invitationId}/accept`,
    { headers: await csrfHeader(colleague) },
  );
  expect(joined.status()).toBe(200);
  const colleagueId = await idOf(colleague);

  // The member sees the organization, read-only.
  await member.goto('/organization');
  await expect(member.getByRole('heading', { name: 'Fjordby kommune' })).toBeVisible();
  await expect(member.getByText('Your role: Member')).toBeVisible();
  await member.getByRole('tab', { name: 'Members' }).click();
  await expect(member.getByRole('row', { name: /orgowner/ })).toBeVisible();
  await expect(
    member.getByText('Only organization owners and admins can add, change or remove members.'),
  ).toBeVisible();
  await expect(member.getByRole('button', { name: 'Add member' })).toHaveCount(0);
  await expect(member.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(member.getByRole('button', { name: 'Leave organization' })).toBeVisible();
  await snapshot(member, 'organization-members-member-1280x800');

  // Nor can the member remove anyone behind the page's back: not the owner, not a colleague.
  expect((await removeThroughApi(member, orgId!, ownerId)).status()).toBe(403);
  expect((await removeThroughApi(member, orgId!, colleagueId)).status()).toBe(403);
  await member.reload();
  await expect(member.getByRole('row', { name: /orgcolleague/ })).toBeVisible();

  // On pricing the member is told the owner manages the subscription.
  await member.goto('/pricing');
  const contact = member.getByRole('button', { name: 'Contact Organization Owner' }).first();
  await expect(contact).toBeVisible();
  await expect(contact).toBeDisabled();
  await expect(
    member
      .getByText(
        'You are a member of an organization. Please ask your organization owner to manage the subscription.',
      )
      .first(),
  ).toBeVisible();
  await snapshot(member, 'pricing-organization-member-1280x800');

  // The owner still can subscribe, for the organization.
  await page.goto('/pricing');
  await expect(page.getByRole('button', { name: 'Subscribe to Pro' })).toBeEnabled();

  // Narrow screens: the organization page stays usable.
  await member.setViewportSize({ width: 390, height: 844 });
  await member.goto('/organization');
  await expect(member.getByRole('heading', { name: 'Fjordby kommune' })).toBeVisible();
  await snapshot(member, 'organization-overview-390');
  await memberContext.close();
  await colleagueContext.close();
});
