import type { Page } from '@playwright/test';
import { logIn, signUpVerified, subscribe } from './accounts';
import { expect, snapshot, test } from './fixtures';
import { stream, writePdf } from './make-pdf';
import { agreeToProcess, realFile } from './workspace';

/** An invoice between two people: each block holds a name and an e-mail address. */
const INVOICE = 'invoice_en_sammy-maystone_names-emails_wkhtmltopdf.pdf';
const EMAILS = ['smaystone4@fake.com', 'triddel9@fake.com'];

/** Every mark row's buttons lie inside the marks panel, and nothing scrolls sideways. */
async function expectButtonsInside(page: Page) {
  const area = (await page.locator('.sidebar-panel-area').boundingBox())!;
  for (const row of await page.locator('.mark-row').all()) {
    for (const button of await row.locator('.icon-button').all()) {
      await button.scrollIntoViewIfNeeded();
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(area.x);
      expect(box.x + box.width).toBeLessThanOrEqual(area.x + area.width);
    }
  }
  const sideways = await page
    .locator('.sidebar-panel-area')
    .evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(sideways).toBe(0);
}

test('a new account finds personal data without choosing types: auto-processing takes both e-mail addresses of an invoice, the marks say which block, and the settings show the preset', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpVerified(page, request, 'newcomer');
  await logIn(page, 'newcomer');
  await expect(page).toHaveURL(/\/playground$/);
  await subscribe(page);
  // Auto-processing is on for a new account; nobody chose an entity type.
  const general = await page.request.get('/api/settings');
  expect(((await general.json()) as { data: { auto_processing: boolean } }).data).toMatchObject({
    auto_processing: true,
  });

  await page.getByTestId('upload-replace').setInputFiles([realFile(INVOICE)]);
  await agreeToProcess(page);
  await expect(page.getByText(/Detection completed: \d+ entit(y|ies) found/)).toBeVisible({
    timeout: 30_000,
  });
  for (const email of EMAILS) {
    const marks = page.locator(`.highlight[data-entity="EMAIL_ADDRESS"][title*="${email}"]`);
    await expect(marks.first()).toBeAttached();
  }
  // The preset, not every type: the invoice's dates are no one's personal data.
  await expect(page.locator('.highlight[data-entity="DATE_TIME"]')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Marks' }).click();
  const rowOf = (email: string) =>
    page.locator('.mark-row', { has: page.getByTitle(email, { exact: true }) });
  for (const email of EMAILS) await expect(rowOf(email).first()).toBeVisible();
  // The buyer's address says where it stands; the block is a person's, as a buyer's is.
  await expect(rowOf('triddel9@fake.com').first().locator('.mark-basis')).toHaveText('Buyer block');
  await expectButtonsInside(page);
  // The e-mail addresses' group at the top of the panel, as a reviewer scrolls to it.
  await rowOf(EMAILS[0]!)
    .first()
    .evaluate((row) => row.closest('.marks-group')!.scrollIntoView({ block: 'start' }));
  await snapshot(page, 'personal-data-marks-1280x800', false);

  // The detection panel shows what auto-processing looked for.
  await page.getByRole('tab', { name: 'Entity detection' }).click();
  const fast = page.getByRole('group', { name: 'Fast ML' });
  await expect(fast.locator('summary')).toHaveText('Personal data');
  await fast.locator('summary').click();
  await expect(fast.getByRole('checkbox', { name: 'Personal data' })).toBeChecked();
  await expect(fast.getByRole('checkbox', { name: 'All entity types' })).not.toBeChecked();
  await snapshot(page, 'personal-data-detection-panel-1280x800', false);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Marks' }).click();
  await expect(rowOf('triddel9@fake.com').first()).toBeVisible();
  await expectButtonsInside(page);
  await rowOf('triddel9@fake.com').first().scrollIntoViewIfNeeded();
  await snapshot(page, 'personal-data-marks-390x844', false);

  // The settings page shows the saved list: the preset, which the user may change and save.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/settings?tab=entities');
  const section = page.getByRole('group', { name: 'Fast ML' });
  await expect(
    section.getByText(/^This list is the personal-data preset: the \d+ types/),
  ).toBeVisible();
  await expect(section.getByRole('checkbox', { name: 'Email Address' })).toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'Phone Number' })).toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'Url' })).not.toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'Org. Email' })).not.toBeChecked();
  await expect(section.getByRole('button', { name: 'Personal data' })).toBeVisible();
  await snapshot(page, 'personal-data-settings-1280x800');
  await page.setViewportSize({ width: 390, height: 844 });
  const button = section.getByRole('button', { name: 'Personal data' });
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await snapshot(page, 'personal-data-settings-390x844', false);
});

/** An application form: the applicant's number has a check digit that fails (a test number). */
function applicationForm(): string {
  const lines = [
    [72, 760, 16, 'Søknad om bostøtte'],
    [72, 720, 11, 'Navn: Kari Nordmann'],
    [72, 700, 11, 'Fødselsnummer: 01017012345'],
    [72, 680, 11, 'Adresse: Storgata 1, 0155 Oslo'],
    [72, 640, 11, 'Søknaden gjelder husstanden fra 1. januar.'],
  ] as const;
  const text = lines.map(([x, y, size, line]) => `BT /F1 ${size} Tf ${x} ${y} Td (${line}) Tj ET`);
  return writePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >> >> >> >>',
      stream(text.join('\n')),
    ],
    'soknad-bostotte.pdf',
  );
}

test('a fødselsnummer whose check digit fails is suggested, and its mark says why', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpVerified(page, request, 'test-number');
  await logIn(page, 'test-number');
  await expect(page).toHaveURL(/\/playground$/);
  await subscribe(page);
  await page.getByTestId('upload-replace').setInputFiles([applicationForm()]);
  await agreeToProcess(page);
  await expect(page.getByText(/Detection completed: \d+ entit(y|ies) found/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.locator('.highlight[data-entity="ID_NUMBER"][title*="01017012345"]'),
  ).toBeAttached();
  await page.getByRole('tab', { name: 'Marks' }).click();
  const row = page.locator('.mark-row', { has: page.getByTitle('01017012345', { exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.locator('.mark-basis')).toHaveText(
    'Check digit fails: a test number or a typo?',
  );
  // A suggestion like any other: accepted, it is redacted.
  await expect(row).toHaveAttribute('data-status', 'suggested');
  await row.scrollIntoViewIfNeeded();
  await snapshot(page, 'checksum-fails-mark-1280x800', false);
});
