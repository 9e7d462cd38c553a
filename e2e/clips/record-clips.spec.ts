import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { logIn, signUpVerified, subscribe } from '../tests/accounts';
import { expect, test } from '../tests/fixtures';
import { plantIdentifiers } from '../tests/plant';
import { corpusFile, updateSettings } from '../tests/workspace';
import { recordClip } from './recorder';

const VIDEOS = path.resolve(import.meta.dirname, '../../apps/web/public/videos');
const LOCALES = path.resolve(import.meta.dirname, '../../apps/web/src/locales');
const SOKNAD = 'norwegian_soknad-kontantstotte_synthetic-person.pdf';

type Language = 'en' | 'nb';

/** The app's own wording of `key` in `language`, so the script finds controls in either. */
function text(language: Language, key: string, count?: number): string {
  let node: unknown = JSON.parse(readFileSync(path.join(LOCALES, `${language}.json`), 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`No text for ${key} in ${language}`);
  return count === undefined ? node : node.replace('{{count}}', String(count));
}

const target = (page: Page, id: string) => page.locator(`[data-tutorial="${id}"]`).first();
const pause = (page: Page, ms: number) => page.waitForTimeout(ms);

/** The four clips of the tutorial's toolbar steps, in one language, from one working session. */
async function recordAll(page: Page, language: Language) {
  const suffix = language === 'nb' ? '_no' : '';
  const file = (name: string) => path.join(VIDEOS, `${name}${suffix}.webm`);

  await recordClip(page, file('upload'), async () => {
    await pause(page, 800);
    await page.getByTestId('upload-replace').setInputFiles([plantIdentifiers(corpusFile(SOKNAD))]);
    await expect(page.locator('.pdf-page[data-page="1"]')).toHaveAttribute('data-rendered', 'true');
    await pause(page, 1500);
  });

  await recordClip(page, file('search'), async () => {
    await target(page, 'sidebar-search').click();
    const input = page.getByRole('textbox', {
      name: text(language, 'workspace.search.inputLabel'),
    });
    await input.pressSequentially('kontantstøtte', { delay: 90 });
    await input.press('Enter');
    await expect(page.locator('.highlight-search').first()).toBeAttached({ timeout: 15_000 });
    await pause(page, 1800);
  });

  await recordClip(page, file('detect'), async () => {
    await target(page, 'sidebar-detection').click();
    await pause(page, 600);
    await page.getByRole('button', { name: text(language, 'workspace.detection.detect') }).click();
    await expect(page.locator('.highlight-entity').first()).toBeAttached({ timeout: 30_000 });
    await pause(page, 1800);
  });

  await recordClip(page, file('redact'), async () => {
    await pause(page, 500);
    await target(page, 'toolbar-redact').click();
    const dialog = page.getByRole('dialog', {
      name: text(language, 'workspace.redaction.confirmTitle'),
    });
    await pause(page, 900);
    await dialog
      .getByRole('button', { name: text(language, 'workspace.toolbar.redact'), exact: true })
      .click();
    await expect(page.locator('.file-panel .redacted, .toast').first()).toBeVisible({
      timeout: 30_000,
    });
    await pause(page, 2000);
  });
}

for (const language of ['en', 'nb'] as const) {
  test(`records the tutorial's demo clips (${language})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const username = `clips${language}`;
    await signUpVerified(page, request, username);
    await logIn(page, username);
    await expect(page).toHaveURL(/\/playground$/);
    await subscribe(page);
    await updateSettings(page, { auto_processing: false, language });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await recordAll(page, language);
  });
}
