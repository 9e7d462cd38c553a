import type { APIRequestContext, Page } from '@playwright/test';
import { logIn, signUpVerified, subscribe } from './accounts';
import { expect, snapshot, test } from './fixtures';

/** Signs up (and subscribes, unless told not to) and opens a settings tab. */
async function openSettings(
  page: Page,
  request: APIRequestContext,
  username: string,
  tab: string,
  isSubscriber = true,
) {
  await signUpVerified(page, request, username);
  await logIn(page, username);
  await expect(page).toHaveURL(/\/playground$/);
  if (isSubscriber) await subscribe(page);
  await page.goto(`/settings?tab=${tab}`);
}

test('theme and language chosen in settings stay after a reload', async ({ page, request }) => {
  await openSettings(page, request, 'appearance', 'general');
  const card = page.getByRole('region', { name: 'Appearance' });
  await card.getByLabel('Theme').selectOption('dark');
  await card.getByLabel('Language').selectOption('nb');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Innstillingene er lagret')).toBeVisible();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  // Nothing is left on this device: the stored settings bring both back.
  await expect(page.getByRole('tab', { name: 'Generelt' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await snapshot(page, 'settings-general-dark-nb');
});

test('a subscriber adds and removes a search term and an ignored word', async ({
  page,
  request,
}) => {
  await openSettings(page, request, 'terms', 'entities');
  await expect(page.getByRole('group', { name: 'Fast ML' })).toBeVisible();
  await snapshot(page, 'settings-entities');
  await page.getByRole('tab', { name: 'Search terms' }).click();
  await page.getByLabel('New search term').fill('Kari Nordmann');
  await page.getByRole('checkbox', { name: 'AI search' }).check();
  await page.getByRole('button', { name: 'Add term' }).click();
  const terms = page.getByRole('list', { name: 'Search terms' });
  await expect(terms.getByText('Kari Nordmann')).toBeVisible();
  await expect(terms.getByText('AI', { exact: true })).toBeVisible();
  await snapshot(page, 'settings-search-terms');
  await terms.getByRole('button', { name: 'Remove Kari Nordmann' }).click();
  await expect(page.getByText('No saved search terms yet.')).toBeVisible();

  await page.getByRole('tab', { name: 'Ignore list' }).click();
  await page.getByLabel('New ignored word').fill('  Statsforvalteren ');
  await page.getByRole('button', { name: 'Add word' }).click();
  const words = page.getByRole('list', { name: 'Ignored words' });
  await expect(words.getByText('statsforvalteren')).toBeVisible();
  await snapshot(page, 'settings-ignore-list');
  await page.getByRole('button', { name: 'Clear all' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByText('No ignored words yet.')).toBeVisible();
});

test('export, change, import the export: the settings are restored', async ({
  page,
  request,
}, testInfo) => {
  await openSettings(page, request, 'transfer', 'ignore');
  await page.getByLabel('New ignored word').fill('oslo');
  await page.getByRole('button', { name: 'Add word' }).click();
  await expect(page.getByRole('list', { name: 'Ignored words' }).getByText('oslo')).toBeVisible();

  await page.getByRole('tab', { name: 'General' }).click();
  const management = page.getByRole('region', { name: 'Settings management' });
  const downloading = page.waitForEvent('download');
  await management.getByRole('button', { name: 'Export settings' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^settings-\d{4}-\d{2}-\d{2}\.json$/);
  // Saved under its own name, as the browser would; the name tells the type.
  const exported = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(exported);
  await expect(management.getByText('Settings exported')).toBeVisible();

  const processing = page.getByRole('region', { name: 'Processing and storage' });
  await processing.getByLabel('Process new files automatically').uncheck();
  await processing.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.getByRole('tab', { name: 'Ignore list' }).click();
  await page.getByRole('button', { name: 'Remove oslo' }).click();
  await expect(page.getByText('No ignored words yet.')).toBeVisible();

  await page.getByRole('tab', { name: 'General' }).click();
  await page.getByLabel('Settings file to import').setInputFiles(exported);
  await expect(page.getByText('Settings imported')).toBeVisible();
  await snapshot(page, 'settings-imported');
  await expect(page.getByLabel('Process new files automatically')).toBeChecked();
  // The reload has happened; the banner stays until 5 seconds have passed.
  await expect(page.getByText('Settings imported')).toBeVisible();
  await expect(page.getByText('Settings imported')).toBeHidden({ timeout: 8_000 });
  await page.getByRole('tab', { name: 'Ignore list' }).click();
  await expect(page.getByRole('list', { name: 'Ignored words' }).getByText('oslo')).toBeVisible();
});

test('a non-subscriber sees the premium gate on the entity tab', async ({ page, request }) => {
  await openSettings(page, request, 'freeuser', 'general', false);
  await page.getByRole('button', { name: 'Restart tutorial' }).click();
  await expect(page).toHaveURL(/\/playground$/);
  const me = await page.request.get('/api/users/me');
  expect((await me.json()).data.tutorial_finished).toBe(false);
  await page.goto('/settings');
  await page.getByRole('tab', { name: /Entity list/ }).click();
  const panel = page.getByRole('tabpanel', { name: /Entity list/ });
  await expect(panel.getByText('This needs an active subscription.')).toBeVisible();
  await snapshot(page, 'settings-entities-premium-gate');
  await page.getByRole('link', { name: 'View pricing plans' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});
