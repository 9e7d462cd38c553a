import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect } from './fixtures';

export const PASSWORD = 'Skrivebord-Lampe7';

type StoredMail = { to: string; links: string[] };

/** The newest link to `page` e-mailed to `to`, read from the server's dev mailbox. */
export async function mailedLink(request: APIRequestContext, to: string, page: string) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      const mails = ((await response.json()) as { data: StoredMail[] }).data;
      link = mails.flatMap((mail) => mail.links).find((url) => new URL(url).pathname === page);
      return link;
    })
    .toBeDefined();
  return link!;
}

/** Fills the three sign-up steps as a person would. */
export async function signUp(page: Page, username: string, email: string) {
  await page.goto('/signup');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await expect(page.getByText('Username is available')).toBeVisible();
  await expect(page.getByText('Email is available')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Filter departments').fill('digitalisering');
  await page.getByLabel('Department', { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login\?verifyEmail=true$/);
}

/**
 * Signs up and follows the e-mailed verification link: the account can log in. The guided
 * tutorial starts for new accounts; tests about something else have it finished first, as a
 * returning user would, unless they ask to keep it.
 */
export async function signUpVerified(
  page: Page,
  request: APIRequestContext,
  username: string,
  email = `${username}@example.no`,
  { keepTutorial = false, baseURL = process.env.E2E_BASE_URL } = {},
) {
  await signUp(page, username, email);
  await page.goto(await mailedLink(request, email, '/verify-email'));
  await expect(page.getByText('Your email address is verified')).toBeVisible();
  if (!keepTutorial) await finishTutorial(username, baseURL);
}

/** Logs in from a separate API session, records the tutorial as finished and logs out. */
async function finishTutorial(identifier: string, baseURL: string | undefined) {
  const api = await apiRequest.newContext({ baseURL });
  try {
    const csrf = async () => {
      const { cookies } = await api.storageState();
      return {
        'x-csrf-token': cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '',
      };
    };
    await api.get('/api/auth/csrf');
    const login = await api.post('/api/auth/login', {
      data: { identifier, password: PASSWORD },
      headers: await csrf(),
    });
    expect(login.ok(), await login.text()).toBe(true);
    // Logging in rotates the CSRF token.
    const headers = await csrf();
    expect((await api.post('/api/users/me/tutorial/finish', { headers })).ok()).toBe(true);
    await api.post('/api/auth/logout', { headers });
  } finally {
    await api.dispose();
  }
}

export async function logIn(page: Page, identifier: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(identifier);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Buys a plan as a user would after choosing it: starts the checkout and pays on the test-mode
 * provider's page, which returns to the subscription page. An owner buys for the organization
 * `orgId` names. Leaves the page on /playground.
 */
export async function subscribe(page: Page, planCode = 'pro_monthly', orgId?: string) {
  const cookies = await page.context().cookies();
  const csrf = cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  const checkout = await page.request.post('/api/subscriptions/checkout', {
    data: { plan_code: planCode, ...(orgId !== undefined && { org_id: orgId }) },
    headers: { 'x-csrf-token': csrf },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const { checkout_url: url } = ((await checkout.json()) as { data: { checkout_url: string } })
    .data;
  await page.goto(url);
  await page.getByRole('button', { name: 'Pay (test mode)' }).click();
  // The provider's success address opens the welcome, and the app cleans the address.
  await expect(page.getByRole('dialog', { name: 'Welcome to Premium!' })).toBeVisible();
  await expect(page).toHaveURL(/\/subscription\/manage$/);
  await page.goto('/playground');
}

/** The header that carries the session's CSRF token, for a request the page makes itself. */
export async function csrfHeader(page: Page) {
  const cookies = await page.context().cookies();
  return { 'x-csrf-token': cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '' };
}
