import type { Page } from '@playwright/test';
import { expect, snapshot, test } from './fixtures';
import { stream, writePdf } from './make-pdf';
import { chooseAllFast, openSubscriberWorkspace, searchFor } from './workspace';

const FONT = '/F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
const EMAIL = 'kari.nordmann@example.org';
/** A 200-character URL without a space, as a caseworker finds in a letter's footer. */
const URL = `https://example.org/saker/2024/118/vedlegg/${'a1b2c3d4e5'.repeat(15)}`.slice(0, 200);

/** A PDF whose pages each hold `lines` (Helvetica, 10 pt, from the top), drawn as text. */
function letter(name: string, pages: readonly (readonly string[])[]): string {
  const first = 3;
  const kids = pages.map((_, index) => `${first + index * 2} 0 R`).join(' ');
  const objects = pages.flatMap((lines, index) => [
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${first + index * 2 + 1} 0 R /Resources << /Font << ${FONT} >> >> >>`,
    stream(
      lines
        .map(
          (line, at) =>
            `BT /F1 ${line.length > 80 ? 5 : 10} Tf 40 ${740 - at * 24} Td (${line}) Tj ET`,
        )
        .join('\n'),
    ),
  ]);
  return writePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`,
      ...objects,
    ],
    name,
  );
}

/** Every row's buttons lie inside the marks panel's visible area, left to right. */
async function expectButtonsInside(page: Page) {
  const area = (await page.locator('.sidebar-panel-area').boundingBox())!;
  const rows = await page.locator('.mark-row').all();
  expect(rows.length).toBeGreaterThan(3);
  for (const row of rows) {
    for (const button of await row.locator('.icon-button').all()) {
      await button.scrollIntoViewIfNeeded();
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(area.x);
      expect(box.x + box.width).toBeLessThanOrEqual(area.x + area.width);
    }
  }
  // Nothing scrolls sideways: the panel is as wide as its area.
  const scroll = await page
    .locator('.sidebar-panel-area')
    .evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(scroll).toBe(0);
}

test('the marks panel keeps every row’s buttons in view beside a long URL, names each row’s file, shows a search hit and a detection of the same text as one row, and the confirmation counts pages per file', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const first = letter('letter-kari.pdf', [
    ['Letter to Kari Nordmann', `E-mail: ${EMAIL}`, URL],
    ['Second page', `Reply to ${EMAIL}`],
  ]);
  const second = letter('note-ola.pdf', [['Note about Ola Hansen', `Copy to ${EMAIL}`]]);
  await openSubscriberWorkspace(page, request, 'marks-panel');
  await page.getByTestId('upload-replace').setInputFiles([first, second]);
  await expect(page.locator('.file-panel')).toHaveCount(2);

  await searchFor(page, EMAIL);
  await expect(page.locator('.search-position')).toHaveText('3 matches', { timeout: 15_000 });
  await page.getByRole('tab', { name: 'Entity detection' }).click();
  await chooseAllFast(page);
  await page.getByRole('button', { name: 'Detect sensitive information' }).click();
  await page.getByRole('tab', { name: 'Marks' }).click();
  await expect(page.getByText('Detection finished')).toBeAttached({ timeout: 60_000 });

  // One row per e-mail address, found by both search and detection, in its file's group.
  const mailRows = page.locator('.mark-row', { has: page.getByTitle(EMAIL, { exact: true }) });
  await expect(mailRows).toHaveCount(3);
  for (const row of await mailRows.all()) {
    await expect(row).toContainText('Detection · Search');
  }
  const kari = page.getByRole('region', { name: 'letter-kari.pdf' });
  const ola = page.getByRole('region', { name: 'note-ola.pdf' });
  await expect(kari.locator('.mark-row', { has: page.getByTitle(EMAIL) })).toHaveCount(2);
  await expect(ola.locator('.mark-row', { has: page.getByTitle(EMAIL) })).toHaveCount(1);
  for (const row of await kari.locator('.mark-row').all()) {
    await expect(row.locator('.mark-file')).toHaveText('letter-kari.pdf');
  }
  await expect(ola.locator('.mark-row .mark-file').first()).toHaveText('note-ola.pdf');

  // The URL's row is cut to the panel; its whole text is the title, and shows on focus.
  const urlRow = page.locator('.mark-row', { has: page.getByTitle(URL) });
  await expect(urlRow).toHaveCount(1);
  await expectButtonsInside(page);
  const show = urlRow.locator('.mark-show');
  const before = (await show.boundingBox())!.height;
  await show.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(show).toBeFocused();
  expect((await show.boundingBox())!.height).toBeGreaterThan(before + 10);
  await snapshot(page, 'marks-panel-1280x800', false);

  // Accepting one merged row accepts both of its marks: the counts drop by one row.
  const left = async () =>
    Number(/· (\d+) left/.exec((await page.locator('.marks-counts').textContent())!)![1]);
  const waiting = await left();
  await mailRows
    .first()
    .getByRole('button', { name: `Accept “${EMAIL}”` })
    .click();
  await expect(mailRows.first()).toHaveAttribute('data-status', 'accepted');
  expect(await left()).toBe(waiting - 1);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Marks' }).click();
  await expect(urlRow).toBeVisible();
  await expectButtonsInside(page);
  await urlRow.scrollIntoViewIfNeeded();
  await snapshot(page, 'marks-panel-390x844', false);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Only the e-mail rows accepted, the rest rejected: three places (each a search hit and a
  // detection, one area), on page 1 and 2 of the letter and page 1 of the note: three pages in
  // two files (page 1 of each file is two pages; it said "on 2 pages").
  for (const row of await mailRows.all()) {
    const accept = row.getByRole('button', { name: `Accept “${EMAIL}”` });
    if ((await accept.count()) > 0) await accept.click();
  }
  await page.getByRole('combobox', { name: 'Status' }).selectOption('suggested');
  await page.getByRole('button', { name: /^Reject listed/ }).click();
  await page.getByRole('button', { name: 'Redact', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Redact the marked areas?' });
  await expect(dialog).toContainText('3 areas on 3 pages in 2 files will be removed');
  await snapshot(page, 'marks-panel-confirm-1280x800', false);
  await dialog.getByRole('button', { name: 'Redact', exact: true }).click();
  // Each file's notice counts its own places, in the singular where there is one.
  await expect(page.getByText(/^letter-kari\.pdf: 2 areas redacted/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/^note-ola\.pdf: 1 area redacted/)).toBeVisible({ timeout: 30_000 });
});
