import type { Locator } from '@playwright/test';
import { expect, snapshot, test } from './fixtures';
import { corpusFile, openSubscriberWorkspace, searchFor, updateSettings } from './workspace';

const SOKNAD = 'norwegian_soknad-kontantstotte_synthetic-person.pdf';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('on a phone the page gets most of the screen and the Actions button leaves the marks’ buttons free', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await openSubscriberWorkspace(page, request, 'phone-reader');
  // Opened on the phone, as a phone opens it: the sidebar starts collapsed.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByTestId('upload-replace').setInputFiles([corpusFile(SOKNAD)]);
  await expect(page.locator('.pdf-page[data-page="1"]')).toHaveAttribute('data-rendered', 'true');
  await expect(page.locator('.toast')).toHaveCount(0, { timeout: 15_000 });
  await snapshot(page, 'phone-layout-document-390x844', false);

  // The toolbar keeps to one row and the file's header to one line, so the page itself (the
  // viewer below the file's header) gets most of the screen's height.
  const toolbar = await box(page.getByRole('toolbar', { name: 'Workspace tools' }));
  expect(toolbar.height).toBeLessThan(56);
  const zoomIn = await box(page.getByRole('button', { name: 'Zoom in' }));
  expect(zoomIn.x + zoomIn.width).toBeLessThanOrEqual(toolbar.x + toolbar.width);
  const header = await box(page.locator('.file-panel-header'));
  expect(header.height).toBeLessThan(48);
  const viewer = await box(page.locator('.multi-file-viewer'));
  const pageRoom = viewer.y + viewer.height - (header.y + header.height);
  expect(pageRoom).toBeGreaterThan(844 * 0.6);

  // With the marks open, no row's buttons lie under the floating Actions button.
  await searchFor(page, 'Jakob');
  await page.getByRole('tab', { name: 'Marks' }).click();
  const codeButton = page.getByRole('button', { name: /^Exemption code for/ }).first();
  await expect(codeButton).toBeVisible();
  await codeButton.scrollIntoViewIfNeeded();
  const actions = await box(page.getByRole('button', { name: 'Actions' }));
  for (const button of await page.locator('.mark-row button').all()) {
    if (!(await button.isVisible())) continue;
    expect(overlaps(await box(button), actions)).toBe(false);
  }
  // Playwright's actionability check: the button itself, not the Actions button, takes the tap.
  await codeButton.click({ trial: true, timeout: 5_000 });
  await snapshot(page, 'phone-layout-marks-390x844', false);
});

test('on a phone every settings tab is in sight, in English and in Norwegian', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await openSubscriberWorkspace(page, request, 'phone-settings');
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [language, label] of [
    ['en', 'Settings'],
    ['nb', 'Innstillinger'],
  ] as const) {
    await updateSettings(page, { language });
    await page.goto('/user/settings');
    await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
    const tabs = page.getByRole('tab');
    expect(await tabs.count()).toBeGreaterThanOrEqual(5);
    for (const tab of await tabs.all()) {
      const found = await box(tab);
      expect(found.x, await tab.innerText()).toBeGreaterThanOrEqual(0);
      expect(found.x + found.width, await tab.innerText()).toBeLessThanOrEqual(390);
    }
    await snapshot(page, `settings-tabs-${language}-390x844`, false);
  }
});
