import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { logIn, signUpVerified, subscribe } from './accounts';
import { expect, snapshot, test } from './fixtures';
import { agreeToProcess, corpusFile, searchFor, updateSettings } from './workspace';

const SOKNAD = 'norwegian_soknad-kontantstotte_synthetic-person.pdf';
const SOKNAD_PAGES = 2;

/** A search as a script would send it, like `curl -H "Authorization: Bearer …" -F files=@…`. */
function searchWithKey(key: string) {
  const form = new FormData();
  const bytes = readFileSync(corpusFile(SOKNAD));
  form.append('files', new Blob([bytes], { type: 'application/pdf' }), path.basename(SOKNAD));
  form.append('search_terms', 'kontantstøtte');
  return fetch(`${process.env.E2E_BASE_URL}/api/batch/search`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}` },
    body: form,
  });
}

/** The pages used this period, read from the subscription page's gauge. */
async function pagesUsed(page: Page) {
  await page.goto('/subscription/manage');
  const gauge = page.getByRole('progressbar', { name: 'Pages used this period' });
  await expect(gauge).toBeVisible();
  return Number(await gauge.getAttribute('aria-valuenow'));
}

test('buys a plan through the test-mode checkout, unlocks detection, meters it, and uses an API key until it is deleted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpVerified(page, page.request, 'buyer');
  await logIn(page, 'buyer');
  await expect(page).toHaveURL(/\/playground$/);

  // Detection is locked; its upgrade prompt leads to the plans.
  await page.getByRole('tab', { name: 'Detection' }).click();
  await page.getByRole('button', { name: 'See what premium gives' }).click();
  await page.getByRole('button', { name: 'View pricing plans' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByText('Most Popular')).toBeVisible();
  await expect(page.getByText('449.00')).toBeVisible();
  await snapshot(page, 'pricing-1280x800');

  // The test-mode checkout shows the plan and price and says it is test mode.
  await page.getByRole('button', { name: 'Subscribe to Pro' }).click();
  await expect(page).toHaveURL(/\/api\/billing\/test-checkout\/cs_test_/);
  await expect(page.getByText(/test mode/i).first()).toBeVisible();
  await expect(page.getByText('Pro', { exact: false }).first()).toBeVisible();
  await snapshot(page, 'test-checkout-1280x800');
  await page.getByRole('button', { name: 'Pay (test mode)' }).click();

  // Back in the app: the notice, and the welcome overlay, which a click closes.
  await expect(page).toHaveURL(/\/subscription\/manage/);
  const welcome = page.getByRole('dialog', { name: 'Welcome to Premium!' });
  await expect(welcome).toBeVisible();
  await expect(page.getByText('Subscription created successfully!')).toBeVisible();
  await snapshot(page, 'welcome-premium-1280x800', false);
  await page.mouse.click(20, 780);
  await expect(welcome).toBeHidden();
  await expect(page).toHaveURL(/\/subscription\/manage$/);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  expect(await pagesUsed(page)).toBe(0);
  await snapshot(page, 'subscription-manage-1280x800');

  // Detection is open now; opening a file runs it (auto-processing), and its pages are counted.
  await page.goto('/playground');
  await page.getByRole('tab', { name: 'Detection' }).click();
  await expect(page.getByRole('button', { name: 'Detect sensitive information' })).toBeVisible();
  await page.getByTestId('upload-replace').setInputFiles([corpusFile(SOKNAD)]);
  expect(await agreeToProcess(page)).toContain(`will spend ${SOKNAD_PAGES} pages`);
  await expect(page.getByText(/Detection completed: \d+ entit(y|ies) found/)).toBeVisible({
    timeout: 30_000,
  });
  expect(await pagesUsed(page)).toBe(SOKNAD_PAGES);

  // An API key made in the UI, read once from its success view.
  await page.getByRole('tab', { name: 'API keys' }).click();
  await expect(page.getByText('You have no API keys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByLabel('Name').fill('Nightly export');
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const keyView = page.getByLabel('API key', { exact: true });
  await expect(keyView).toHaveText('•'.repeat(64));
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(keyView).toHaveText(/^wbk_/);
  await snapshot(page, 'api-key-created-1280x800', false);
  const key = (await keyView.textContent())!;
  await page.getByRole('button', { name: 'Done' }).click();
  const card = page.getByRole('listitem', { name: 'Nightly export' });
  await expect(card.getByText('Never used')).toBeVisible();

  // The key works without cookies, for its owner's subscription.
  const response = await searchWithKey(key);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { batch_summary: { total_matches: number } } };
  expect(body.data.batch_summary.total_matches).toBeGreaterThan(0);
  expect(await pagesUsed(page)).toBe(2 * SOKNAD_PAGES);
  await page.getByRole('tab', { name: 'API keys' }).click();
  await expect(card).toBeVisible();
  await expect(card.getByText('Never used')).toHaveCount(0);
  await snapshot(page, 'api-keys-1280x800');

  // Deleted in two steps, the key stops working.
  await card.getByRole('button', { name: 'Delete Nightly export' }).click();
  await card.getByRole('button', { name: 'Confirm delete' }).click();
  await expect(card).toHaveCount(0);
  expect((await searchWithKey(key)).status).toBe(401);

  // The same pages on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pricing');
  await expect(page.getByText('Most Popular')).toBeVisible();
  await snapshot(page, 'pricing-390');
  await page.goto('/subscription/manage');
  await expect(page.getByRole('progressbar', { name: 'Pages used this period' })).toBeVisible();
  await snapshot(page, 'subscription-manage-390');
  await page.getByRole('tab', { name: 'API keys' }).click();
  await expect(page.getByText('You have no API keys yet.')).toBeVisible();
  await snapshot(page, 'api-keys-390');
});

test("a member's personal plan stays in view beside the organization's, and they stop it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Free at first: the subscription page shows this month's free pages.
  await signUpVerified(page, page.request, 'planmember');
  await logIn(page, 'planmember');
  await expect(page).toHaveURL(/\/playground$/);
  await page.goto('/subscription/manage');
  await expect(page.getByRole('progressbar', { name: 'Free pages used this month' })).toBeVisible();
  await snapshot(page, 'subscription-free-1280x800');
  await subscribe(page, 'basic_monthly');

  // An owner buys Business for their organization and invites the Basic subscriber.
  const ownerContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const owner = await ownerContext.newPage();
  await signUpVerified(owner, owner.request, 'planowner');
  await logIn(owner, 'planowner');
  await expect(owner).toHaveURL(/\/playground$/);
  const csrf = (await ownerContext.cookies()).find((cookie) => cookie.name === 'csrf_token');
  const headers = { 'x-csrf-token': csrf?.value ?? '' };
  const created = await owner.request.post('/api/organizations', {
    data: { name: 'Havnevik kommune' },
    headers,
  });
  expect(created.status()).toBe(201);
  const orgId = ((await created.json()) as { data: { org_id: string } }).data.org_id;
  await subscribe(owner, 'business_monthly', orgId);
  const invited = await owner.request.post(`/api/organizations/${orgId}/members`, {
    data: { identifier: 'planmember', identifierType: 'username', role: 'member' },
    headers,
  });
  expect(invited.status()).toBe(201);
  await ownerContext.close();

  // The member joins; Business covers their work, Basic is shown with its renewal and cancel.
  await page.goto('/organization');
  await page
    .getByRole('region', { name: 'Invitations' })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(page.getByText('You joined Havnevik kommune')).toBeVisible();
  await page.goto('/subscription/manage');
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('Business');
  const personal = page.getByRole('region', { name: 'Your personal plan' });
  await expect(personal).toContainText('Basic');
  await expect(personal.getByRole('note')).toContainText(
    'While you work in Havnevik kommune, its Business plan covers your pages; your personal plan is not used. It still renews on',
  );
  await personal.scrollIntoViewIfNeeded();
  await snapshot(page, 'subscription-personal-beside-organization-1280x800');

  await personal.getByRole('switch', { name: 'Renew automatically' }).click();
  await expect(personal.getByRole('note')).toContainText('It does not renew and ends on');
  await personal.getByRole('button', { name: 'Cancel subscription' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel your subscription?' })
    .getByRole('button', { name: 'Yes, cancel' })
    .click();
  await expect(personal.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
  // The organization's plan is untouched.
  await expect(page.getByRole('switch', { name: 'Renew automatically' }).first()).toBeChecked();
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, 'subscription-personal-beside-organization-390x844');
});

test('paying mid-work opens checkout in a new tab; the open file and its review stay, and the plan applies on return', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpVerified(page, request, 'midwork-buyer');
  await logIn(page, 'midwork-buyer');
  await expect(page).toHaveURL(/\/playground$/);
  await updateSettings(page, { auto_processing: false });
  await page.reload();

  // A file open and a suggestion reviewed: the work a full-page checkout would have dropped.
  await page.getByTestId('upload-replace').setInputFiles([corpusFile(SOKNAD)]);
  await searchFor(page, 'Jakob');
  await page.getByRole('tab', { name: 'Marks' }).click();
  const row = page.locator('.mark-row', { hasText: 'Jakob' });
  await row.getByRole('button', { name: 'Accept “Jakob”' }).click();
  await expect(row).toHaveAttribute('data-status', 'accepted');

  // Detection is locked; the plans are one click away, and Subscribe opens a tab of its own.
  await page.getByRole('tab', { name: 'Detection' }).click();
  await page.getByRole('button', { name: 'See what premium gives' }).click();
  await page.getByRole('button', { name: 'View pricing plans' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  const opening = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Subscribe to Pro' }).click();
  const checkout = await opening;
  await expect(page.getByText(/Checkout opened in a new tab/)).toBeVisible();
  await expect(checkout).toHaveURL(/\/api\/billing\/test-checkout\/cs_test_/);
  await checkout.getByRole('button', { name: 'Pay (test mode)' }).click();
  await expect(checkout.getByRole('dialog', { name: 'Welcome to Premium!' })).toBeVisible();
  await checkout.close();

  // Back in the first tab: the plan is read again, the file and the decision are still there.
  await page.bringToFront();
  await page.getByRole('link', { name: 'Redaction Workbench' }).click();
  await expect(page).toHaveURL(/\/playground$/);
  await expect(page.locator('.file-panel')).toHaveCount(1);
  await page.getByRole('tab', { name: 'Detection' }).click();
  await expect(page.getByRole('button', { name: 'Detect sensitive information' })).toBeVisible();
  await page.getByRole('tab', { name: 'Marks' }).click();
  await expect(page.locator('.mark-row', { hasText: 'Jakob' })).toHaveAttribute(
    'data-status',
    'accepted',
  );
  await snapshot(page, 'checkout-new-tab-work-kept-1280x800', false);
});
