import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, ROOT, startServer } from '../server';
import { logIn, signUpVerified } from './accounts';
import { expect, snapshot, test } from './fixtures';
import { corpusFile } from './workspace';

const WEB_DIR = path.join(ROOT, 'apps/web');
const VITE = path.join(ROOT, 'node_modules/vite/bin/vite.js');

/** Waits until the service worker has installed (its precache is complete) and is active. */
async function serviceWorkerReady(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.scope;
  });
}

test('after one online visit the app opens offline, with the offline badge', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await serviceWorkerReady(page);
  const badge = page.getByText('offline', { exact: true });
  await expect(badge).toHaveCount(0);

  await context.setOffline(true);
  await expect(badge).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  await expect(badge).toBeVisible();
  // The PDF worker the viewer needs comes from the cache too.
  const worker = await page.evaluate(async () => {
    const response = await fetch('/pdf.worker.min.mjs');
    return { ok: response.ok, size: (await response.text()).length };
  });
  expect(worker.ok).toBe(true);
  expect(worker.size).toBeGreaterThan(100_000);
  await snapshot(page, 'offline-login');

  await context.setOffline(false);
  await expect(badge).toHaveCount(0);
});

test('a signed-in user opens the workspace offline, views a PDF, and is told search needs a connection', async ({
  page,
  request,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpVerified(page, request, 'traveller');
  await logIn(page, 'traveller');
  await expect(page).toHaveURL(/\/playground$/);
  await serviceWorkerReady(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/playground$/);
  await expect(page.getByText('offline', { exact: true })).toBeVisible();
  await page
    .getByTestId('upload-replace')
    .setInputFiles([corpusFile('norwegian_soknad-kontantstotte_synthetic-person.pdf')]);
  await expect(page.locator('.pdf-page[data-page="1"]')).toHaveAttribute('data-rendered', 'true');
  await page.getByRole('tab', { name: 'Search' }).click();
  const terms = page.getByRole('textbox', { name: 'Search terms' });
  await terms.fill('Jakob');
  await terms.press('Enter');
  await expect(page.getByText(/^You are offline\. This needs a connection/)).toBeVisible();
  await snapshot(page, 'offline-workspace', false);
  await context.setOffline(false);
});

test('a new build served to an open tab shows the update banner and reloads into it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const work = mkdtempSync(path.join(tmpdir(), 'wb-update-'));
  const [oldBuild, newBuild, dataDir] = ['old', 'new', 'data'].map((name) => {
    const dir = path.join(work, name);
    mkdirSync(dir);
    return dir;
  }) as [string, string, string];
  cpSync(path.join(WEB_DIR, 'dist'), oldBuild, { recursive: true });
  execFileSync(process.execPath, [VITE, 'build', '--outDir', newBuild, '--emptyOutDir'], {
    cwd: WEB_DIR,
    env: { ...process.env, BUILD_ID: 'e2e-next' },
    // Piped, so a failed build shows its output in the error.
    stdio: 'pipe',
  });
  const port = await freePort();
  const logFile = path.join(work, 'server.log');
  const serve = (distDir: string) =>
    startServer({ port, dataDir, logFile, env: { WEB_DIST_DIR: distDir } });

  let server = await serve(oldBuild);
  try {
    await page.goto(`${server.baseUrl}/pricing`);
    await serviceWorkerReady(page);
    await expect(page.getByText(/build /)).toBeVisible();
    await expect(page.getByText('build e2e-next')).toHaveCount(0);

    // The new version is deployed; the tab notices when its connection comes back.
    await server.stop();
    server = await serve(newBuild);
    await page.context().setOffline(true);
    await page.context().setOffline(false);

    await expect(page.getByText('Update Available')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/Auto-updating in [1-5] seconds/)).toBeVisible();
    await snapshot(page, 'update-available', false);
    // Five seconds later it installs by itself and reloads into the new build.
    await expect(page.getByText('build e2e-next')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Update Available')).toHaveCount(0);
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
});
