import { PASSWORD, signUpVerified } from './accounts';
import { expect, snapshot, test } from './fixtures';

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/anything-else');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await snapshot(page, 'not-found');
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
});

test('an unknown API path answers with the 404 envelope', async ({ request }) => {
  const response = await request.get('/api/x');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({
    success: false,
    error: { code: 'NOT_FOUND', message: 'Route GET /api/x not found' },
  });
});

test('a guarded route sends the visitor to login and back after logging in', async ({
  page,
  request,
}) => {
  await signUpVerified(page, request, 'kari');
  await page.goto('/organization');
  await expect(page).toHaveURL(/\/login$/);
  await snapshot(page, 'login');
  await page.getByLabel('Email or username').fill('kari');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/organization$/);
  await expect(page.getByRole('heading', { name: 'Organization' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'kari' })).toBeVisible();
});

test('the language switch changes visible text and is remembered', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  await page.getByLabel('Language').selectOption('nb');
  await expect(page.getByRole('heading', { name: 'Logg inn på kontoen din' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await snapshot(page, 'login-nb');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Logg inn på kontoen din' })).toBeVisible();
});

test('the theme switch changes the document theme; system follows the OS', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/pricing');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.getByLabel('Theme').selectOption('dark');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(18, 20, 24)');
  await snapshot(page, 'pricing-dark');
  await page.getByLabel('Theme').selectOption('system');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('the API documentation renders under the strict policy', async ({ page }) => {
  await page.goto('/api/docs');
  // Swagger UI parses the whole OpenAPI document (1.7 MB) before it draws anything.
  await expect(page.getByText('Redaction Workbench API')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('/api/health', { exact: true })).toBeVisible();
  await snapshot(page, 'api-docs');
});
