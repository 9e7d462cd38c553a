import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, snapshot, test } from './fixtures';
import { PLANTED, plantIdentifiers } from './plant';
import { chooseAllFast, corpusFile, openSubscriberWorkspace, pdfText, savePdf } from './workspace';

const SOKNAD = 'norwegian_soknad-kontantstotte_synthetic-person.pdf';
const WHOLE_PAGE_CODE = 'offl. § 13 jf. fvl. § 13 første ledd nr. 1';

/** Downloads the redaction log of the one redacted copy from the redaction tab. */
async function downloadLog(page: Page, format: 'PDF' | 'CSV'): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('button', { name: new RegExp(`Download the log of .* as ${format}`) })
    .click();
  const download = await downloading;
  const saved = path.join(
    mkdtempSync(path.join(tmpdir(), 'wb-log-')),
    download.suggestedFilename(),
  );
  await download.saveAs(saved);
  return saved;
}

/** The text of the selected mark, read from its tooltip ("TYPE · text · engine"). */
async function selectedText(page: Page): Promise<string> {
  const title = await page.locator('.highlight[data-selected="true"]').getAttribute('title');
  return title!.split(' · ')[1]!;
}

/** One page's text as poppler reads it. */
function pageText(file: string, page: number): string {
  const range = ['-f', String(page), '-l', String(page)];
  return execFileSync('pdftotext', [...range, file, '-'], { encoding: 'utf8' });
}

/** The marks panel's counts line: accepted and left to review. */
async function counts(page: Page): Promise<{ accepted: number; suggested: number }> {
  const line = await page.locator('.marks-counts').textContent();
  const [accepted, suggested] = [...line!.matchAll(/\d+/g)].map(([n]) => Number(n));
  return { accepted: accepted!, suggested: suggested! };
}

test('detections are suggestions: reviewed from the keyboard, and only accepted ones are redacted', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openSubscriberWorkspace(page, request, 'reviewer');
  await page.getByTestId('upload-replace').setInputFiles([plantIdentifiers(corpusFile(SOKNAD))]);
  await expect(page.locator('.pdf-page[data-page="1"]')).toHaveAttribute('data-rendered', 'true');
  await page.getByRole('tab', { name: 'Entity detection' }).click();
  await chooseAllFast(page);
  await page.getByRole('button', { name: 'Detect sensitive information' }).click();
  const fodselsnummer = page.locator(
    `.highlight-entity[title="NO_FODSELSNUMMER · ${PLANTED.fodselsnummer} · fast"]`,
  );
  await expect(fodselsnummer).toHaveCount(1, { timeout: 30_000 });
  await expect(fodselsnummer).toHaveAttribute('data-status', 'suggested');

  await page.getByRole('tab', { name: 'Marks' }).click();
  const found = await counts(page);
  expect(found.accepted).toBe(0);
  expect(found.suggested).toBeGreaterThan(3);

  // Save with suggestions left asks, and Cancel downloads nothing.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Suggestions not reviewed' });
  await expect(ask).toContainText(`${found.suggested} suggested marks have not been reviewed`);
  await snapshot(page, 'review-save-asks-1280x800', false);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();

  // The keyboard: J goes to the first suggestion, X rejects two, U undoes a third rejection.
  await page.keyboard.press('j');
  await expect(page.locator('.highlight[data-selected="true"]')).toHaveCount(1);
  // A screen reader hears which mark the key went to, and that it is a suggestion.
  await expect(page.getByTestId('mark-announcer')).toContainText(/^Suggested: .+, page \d+$/);
  const rejected: string[] = [];
  for (let count = 0; count < 2; count += 1) {
    rejected.push(await selectedText(page));
    await page.keyboard.press('x');
  }
  await expect.poll(() => counts(page)).toEqual({ accepted: 0, suggested: found.suggested - 2 });
  await page.keyboard.press('Delete');
  await page.keyboard.press('u');
  await expect.poll(() => counts(page)).toEqual({ accepted: 0, suggested: found.suggested - 2 });

  // C gives the selected suggestion an exemption code from the keyboard: End picks the set's
  // last code (offentleglova § 26 femte ledd), Enter applies it.
  const coded = await selectedText(page);
  await page.keyboard.press('c');
  const picker = page.getByRole('dialog', { name: 'Exemption code for this mark' });
  await expect(picker.getByRole('listbox')).toBeFocused();
  await snapshot(page, 'review-code-picker-1280x800', false);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(page.locator('.mark-row[data-selected="true"] .mark-code')).toHaveText(
    'offl. § 26 femte ledd',
  );
  await snapshot(page, 'review-marks-1280x800', false);

  // A accepts the rest one by one; the viewer follows each.
  for (let left = found.suggested - 2; left > 0; left -= 1) await page.keyboard.press('a');
  await expect.poll(() => counts(page)).toEqual({ accepted: found.suggested - 2, suggested: 0 });
  await expect(fodselsnummer).toHaveAttribute('data-status', 'accepted');
  const kept = await page
    .locator('.highlight')
    .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('title') ?? ''));

  // Page 2 is redacted whole from the marks tab, with its exemption code.
  await page.getByRole('textbox', { name: /Redact whole pages of/ }).fill('2');
  await page.getByRole('combobox', { name: 'Exemption code' }).selectOption(WHOLE_PAGE_CODE);
  await page.getByRole('button', { name: 'Mark pages' }).click();
  await expect(page.getByText(/1 page of .* marked whole/)).toBeVisible();
  await expect(page.locator('.pdf-page[data-page="2"] .highlight-manual')).toHaveCount(1);

  // With nothing left to review, Save redacts the accepted marks without asking.
  await page.getByRole('tab', { name: 'Redaction' }).click();
  await expect(page.getByText(/suggestions? (is|are) not reviewed/)).toBeHidden();
  const saved = await savePdf(page);
  const text = pdfText(saved);
  for (const value of Object.values(PLANTED)) {
    if (!rejected.includes(value)) expect(text).not.toContain(value);
  }
  const firstPage = pageText(saved, 1);
  for (const value of rejected) {
    const onFirstPage = pageText(corpusFile(SOKNAD), 1).includes(value);
    if (onFirstPage && !kept.some((title) => title.includes(value))) {
      expect(firstPage).toContain(value);
    }
  }
  expect(firstPage).toContain('sammen med barnet');
  expect(firstPage).not.toContain(coded);
  expect(text.replace(/\s+/g, ' ')).toContain('offl. § 26 femte ledd');
  // The whole page shows its code and nothing else.
  expect(pageText(saved, 2).replace(/\s+/g, ' ').trim()).toBe(WHOLE_PAGE_CODE);
  expect(text).not.toContain('ARBEID I UTLANDET');

  // The log lists every area with its code, and leaves the redacted text out.
  const csv = readFileSync(await downloadLog(page, 'CSV'), 'utf8');
  const rows = csv.trim().split('\r\n').slice(7);
  expect(rows).toHaveLength(found.suggested - 2 + 1);
  expect(rows.filter((row) => row.includes('offl. § 26 femte ledd'))).toHaveLength(1);
  expect(rows.some((row) => row.startsWith('2,') && row.includes(WHOLE_PAGE_CODE))).toBe(true);
  for (const value of Object.values(PLANTED)) expect(csv).not.toContain(value);
  const logText = pdfText(await downloadLog(page, 'PDF')).replace(/\s+/g, ' ');
  expect(logText).toContain('Redaction log');
  expect(logText).toContain('offl. § 26 femte ledd');
  for (const value of Object.values(PLANTED)) expect(logText).not.toContain(value);

  // The viewer shows the redacted copy that was saved; the toggle brings back the marks.
  const preview = page.getByRole('button', { name: 'Redacted copy' });
  await expect(preview).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.pdf-page[data-page="2"]')).toHaveAttribute('data-preview', 'true');
  await expect(page.locator('.highlight')).toHaveCount(0);
  await snapshot(page, 'review-preview-1280x800', false);
  await preview.click();
  await expect(preview).toHaveAttribute('aria-pressed', 'false');
  await expect(fodselsnummer).toHaveCount(1);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Marks' }).click();
  await expect(page.locator('.marks-counts')).toBeVisible();
  await snapshot(page, 'review-marks-390x844', false);

  // On a phone the toolbar keeps to three rows (it took four, 205 px), and the search menu
  // opens within the screen (it ran 81 px past the right edge).
  const toolbar = (await page.getByRole('toolbar').boundingBox())!;
  expect(toolbar.height).toBeLessThan(150);
  await page.getByRole('button', { name: 'Search' }).first().click();
  const menu = (await page.getByRole('menu').boundingBox())!;
  expect(menu.x).toBeGreaterThanOrEqual(0);
  expect(menu.x + menu.width).toBeLessThanOrEqual(390);
  await page.keyboard.press('Escape');
});
