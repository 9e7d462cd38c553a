import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

export const PASSWORD = 'Hemmelig1!';

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

/** Signs up and follows the e-mailed verification link: the account can log in. */
export async function signUpVerified(
  page: Page,
  request: APIRequestContext,
  username: string,
  email = `${username}@example.no`,
) {
  await signUp(page, username, email);
  await page.goto(await mailedLink(request, email, '/verify-email'));
  await expect(page.getByText('Your email address is verified')).toBeVisible();
}

export async function logIn(page: Page, identifier: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(identifier);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
