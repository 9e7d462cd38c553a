import type { Page } from '@playwright/test';
import { logIn, signUpVerified } from './accounts';
import { expect, snapshot, test } from './fixtures';

/** Waits until the step card has found its place and faded in, then saves a screenshot. */
async function snapshotStep(page: Page, name: string) {
  await expect(page.locator('.tutorial-card:not(.is-placing)')).toBeVisible();
  await page.waitForTimeout(400);
  await snapshot(page, name, false);
}

test('a new user is shown the tutorial, learns the review model, ends it in the workspace, and it does not return', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpVerified(page, request, 'learner', undefined, { keepTutorial: true });
  await logIn(page, 'learner');
  await expect(page).toHaveURL(/\/playground$/);

  // It starts by itself two seconds after the workspace loads.
  const card = page.getByRole('dialog', { name: 'Welcome to Redaction Workbench' });
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(card).toContainText('Step 1 of 31');
  await snapshotStep(page, 'tutorial-welcome');

  // ArrowRight and Enter go forward; the spotlight sits on the real toolbar button.
  await page.keyboard.press('ArrowRight');
  const upload = page.getByRole('dialog', { name: 'Open documents' });
  await expect(upload).toContainText('Step 2 of 31');
  await expect(upload.locator('video')).toBeVisible();
  await snapshotStep(page, 'tutorial-upload');
  const spotlight = (await page.locator('.tutorial-spotlight').boundingBox())!;
  const button = (await page.getByRole('button', { name: 'Open files' }).boundingBox())!;
  expect(spotlight.x).toBeLessThan(button.x);
  expect(spotlight.y).toBeLessThan(button.y);
  expect(spotlight.x + spotlight.width).toBeGreaterThan(button.x + button.width);
  expect(spotlight.y + spotlight.height).toBeGreaterThan(button.y + button.height);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Search' })).toContainText('Step 3 of 31');
  // ArrowLeft goes back.
  await page.keyboard.press('ArrowLeft');
  await expect(upload).toContainText('Step 2 of 31');

  // Through the toolbar and the sidebar to the review model: suggestions in the Marks tab.
  for (let step = 3; step <= 16; step += 1) {
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(`Step ${step} of 31`)).toBeVisible();
  }
  const review = page.getByRole('dialog', { name: 'Review the suggestions' });
  await expect(review).toContainText('accept with A');
  await expect(page.locator('.tutorial-card:not(.is-placing)')).toBeVisible();
  const marksTab = (await page.getByRole('tab', { name: 'Marks' }).boundingBox())!;
  const reviewSpot = (await page.locator('.tutorial-spotlight').boundingBox())!;
  expect(reviewSpot.x).toBeLessThan(marksTab.x);
  expect(reviewSpot.y + reviewSpot.height).toBeGreaterThan(marksTab.y + marksTab.height);
  await snapshotStep(page, 'tutorial-review');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Exemption codes' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Redact what you accepted' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'The redaction log' })).toBeVisible();
  await snapshotStep(page, 'tutorial-log');

  // The navigation steps hold the user menu open.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Step 20 of 31')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Your menu' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Subscription' })).toBeVisible();
  await snapshotStep(page, 'tutorial-user-menu');

  // Further on, a step on another page takes the user there.
  for (let step = 21; step <= 23; step += 1) {
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(`Step ${step} of 31`)).toBeVisible();
  }
  await expect(page).toHaveURL(/\/user\/settings$/);
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await snapshotStep(page, 'tutorial-settings');

  // The tour ends back in the workspace, not on the organization page.
  for (let step = 24; step <= 31; step += 1) {
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(`Step ${step} of 31`)).toBeVisible();
  }
  await expect(page).toHaveURL(/\/playground$/);
  const finish = page.getByRole('dialog', { name: 'Back to your documents' });
  await expect(finish).toBeVisible();
  await expect(finish.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  await snapshotStep(page, 'tutorial-finish');
  await finish.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText(/Step \d+ of 31/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/playground$/);
  await expect(page.getByRole('button', { name: 'Open files' })).toBeVisible();
  await expect
    .poll(async () => {
      const me = (await (await page.request.get('/api/users/me')).json()) as {
        data: { tutorial_finished: boolean };
      };
      return me.data.tutorial_finished;
    })
    .toBe(true);
  await page.goto('/playground');
  // Signed in and the workspace shown; the tutorial would start 2 s after that.
  await expect(page.getByRole('button', { name: 'Open files' })).toBeVisible();
  await page.waitForTimeout(3_000);
  await expect(page.getByText(/Step \d+ of 31/)).toHaveCount(0);
});
