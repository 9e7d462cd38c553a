import type { Page } from '@playwright/test';
import { logIn, signUpVerified } from './accounts';
import { expect, snapshot, test } from './fixtures';
import { corpusFile, realFile, updateSettings } from './workspace';

/** 20 pages: more than auto-processing spends without asking. */
const LONG = 'rotated_20-pages_rotate-0-90-180-270.pdf';

/** One page, and the two-page application form. */
const TINY = 'tiny_minimal-one-page_763-bytes.pdf';
const SOKNAD = 'norwegian_soknad-kontantstotte_synthetic-person.pdf';

/** A one-page letter: each search of it costs one page of the free plan's 25. */
const LETTER = 'letter_nb_skatteetaten-kvittering-mva_person-orgnr.pdf';

/** The free pages left, as the redaction tab shows them. */
async function pagesLeft(page: Page): Promise<number> {
  await page.getByRole('tab', { name: 'Redaction' }).click();
  const shown = page.getByTestId('pages-left');
  await expect(shown).toContainText('free pages left this month');
  return Number((await shown.textContent())!.match(/^(\d+) of 25/)![1]);
}

test('the search button and the redact confirmation say the pages they spend of those left, and the count goes down by exactly that', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpVerified(page, request, 'counter');
  await logIn(page, 'counter');
  await expect(page).toHaveURL(/\/playground$/);
  await updateSettings(page, { auto_processing: false });
  await page.reload();
  await page.getByTestId('upload-replace').setInputFiles([realFile(LETTER)]);
  await expect(page.locator('.pdf-page[data-page="1"]')).toHaveAttribute('data-rendered', 'true');
  expect(await pagesLeft(page)).toBe(25);

  // Two searches on a 1-page letter spend 2 of 25 free pages; each button says so beforehand.
  for (const [term, left] of [
    ['Skatteetaten', 25],
    ['Grønland', 24],
  ] as const) {
    await page.getByRole('tab', { name: 'Search' }).click();
    await page.getByRole('textbox', { name: 'Search terms' }).fill(term);
    const button = page.getByRole('button', { name: `Search 1 file · 1 page of ${left} left` });
    await expect(button).toBeVisible();
    if (left === 25) await snapshot(page, 'quota-search-button-1280x800', false);
    await button.click();
    await expect(page.locator('.search-term-text', { hasText: term })).toHaveCount(1);
    await expect.poll(() => pagesLeft(page), { timeout: 10_000 }).toBe(left - 1);
  }

  // The redaction's confirmation says what it costs too, and costs exactly that.
  await page.getByRole('button', { name: 'Redact', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This redaction uses 1 page of 23 left.');
  await snapshot(page, 'quota-redact-confirm-1280x800', false);
  await dialog.getByRole('button', { name: 'Accept all and redact' }).click();
  await expect(page.getByText(/areas? redacted/)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => pagesLeft(page), { timeout: 10_000 }).toBe(22);

  // On a phone the label wraps inside the panel and stays readable.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Search' }).click();
  await page.getByRole('textbox', { name: 'Search terms' }).fill('OSLO');
  await expect(
    page.getByRole('button', { name: 'Search 1 file · 1 page of 22 left' }),
  ).toBeVisible();
  await snapshot(page, 'quota-search-button-390x844', false);
});

test("auto-processing asks before spending 20 of the free plan's 25 pages, says why, and spends nothing on a no", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpVerified(page, request, 'opener');
  await logIn(page, 'opener');
  await expect(page).toHaveURL(/\/playground$/);
  // Auto-processing on (the default) with a saved search term, which it runs on each new file.
  const cookies = await page.context().cookies();
  const csrf = cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  const saved = await page.request.post('/api/settings/patterns', {
    data: { pattern_text: 'page', pattern_type: 'normal' },
    headers: { 'x-csrf-token': csrf },
  });
  expect(saved.ok()).toBe(true);
  await updateSettings(page, { auto_processing: true });
  await page.reload();

  await page.getByTestId('upload-replace').setInputFiles([corpusFile(LONG)]);
  const dialog = page.getByRole('dialog', { name: 'Process the new files?' });
  await expect(dialog).toContainText(
    'Your search terms and detection on the new files will spend 20 pages of the 25 you have left.',
  );
  await expect(dialog).toContainText('Free plan: 25 pages a month.');
  await expect(dialog.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  await snapshot(page, 'quota-auto-process-asks-1280x800', false);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Nothing ran: no term applied, no page spent.
  await page.getByRole('tab', { name: 'Search' }).click();
  await expect(page.getByText('No active search terms.')).toBeVisible();
  await page.waitForTimeout(2_000);
  expect(await pagesLeft(page)).toBe(25);
});

test('a new free account opens three files without spending a page, and the search terms in use ask before they run on more', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpVerified(page, request, 'threefiles');
  await logIn(page, 'threefiles');
  await expect(page).toHaveURL(/\/playground$/);
  // The account as created: auto-processing on, files kept, asking before spending.
  await page
    .getByTestId('upload-replace')
    .setInputFiles([realFile(LETTER), corpusFile(LONG), corpusFile(TINY)]);
  await expect(page.locator('.file-panel')).toHaveCount(3);
  await expect(page.locator('.pdf-page[data-page="1"]').first()).toHaveAttribute(
    'data-rendered',
    'true',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await pagesLeft(page)).toBe(25);

  // A term searched in the letter is in use: opening one more file asks before it runs there.
  await page.getByRole('tab', { name: 'Search' }).click();
  await page.getByRole('textbox', { name: 'Search terms' }).fill('Skatteetaten');
  await page.getByRole('textbox', { name: 'Search terms' }).press('Enter');
  await expect(page.locator('.search-term-text', { hasText: 'Skatteetaten' })).toHaveCount(1);
  await expect.poll(() => pagesLeft(page), { timeout: 10_000 }).toBeLessThan(25);
  const left = await pagesLeft(page);
  await page.getByRole('tab', { name: 'Files' }).click();
  await page.getByTestId('upload-add').setInputFiles([corpusFile(SOKNAD)]);
  const ask = page.getByRole('dialog', { name: 'Process the new files?' });
  await expect(ask).toContainText(`will spend 2 pages of the ${left} you have left.`);
  await snapshot(page, 'quota-open-asks-1280x800', false);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('.file-panel')).toHaveCount(4);
  await page.waitForTimeout(1_000);
  expect(await pagesLeft(page)).toBe(left);

  // The same question on a phone, for a one-page file.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Files' }).click();
  await page.getByTestId('upload-add').setInputFiles([corpusFile('rotated_text-matrix-90deg.pdf')]);
  await expect(ask).toContainText(`will spend 1 page of the ${left} you have left.`);
  await snapshot(page, 'quota-open-asks-390x844', false);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('.file-panel')).toHaveCount(5);
  expect(await pagesLeft(page)).toBe(left);
});
