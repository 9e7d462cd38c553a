import { readFileSync } from 'node:fs';
import mammoth from 'mammoth';
import type { Page } from '@playwright/test';
import { expect, snapshot, test } from './fixtures';
import {
  corpusFile,
  downloadLog,
  openSubscriberWorkspace,
  pdfText,
  redactMarked,
  searchFor,
  updateSettings,
} from './workspace';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const TINY = 'tiny_minimal-one-page_763-bytes.pdf';
const TRUNCATED = 'truncated_xref-stream-cut-off.pdf';
const FORM = 'acroform_filled-text-fields_libreoffice.pdf';
const CODE = 'offl. § 13 jf. fvl. § 13 første ledd nr. 1';

/** Saves one of the decision's files from the case section, as the user would. */
async function saveDecisionFile(page: Page, label: string): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('list', { name: 'Decision files' })
    .getByRole('button', { name: label })
    .click();
  const download = await downloading;
  const saved = path.join(
    mkdtempSync(path.join(tmpdir(), 'wb-case-')),
    download.suggestedFilename(),
  );
  await download.saveAs(saved);
  return saved;
}

/** The data rows of a CSV without its header lines: [page, code] per area of a log. */
function csvLines(file: string): string[] {
  return readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
}

test('a case of three corpus files: a string withheld in two and shown in the third is found, marked, and the decision cites it', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await openSubscriberWorkspace(page, request, 'case-decision');
  await updateSettings(page, {
    exemption_codes: { set: 'offentleglova', own_codes: [], defaults: { SEARCH: CODE } },
  });
  await page.reload();

  // The three files searched; the reviewer rejects the match in the form, so its "Potato" is
  // the one left in the case.
  await page
    .getByTestId('upload-replace')
    .setInputFiles([corpusFile(TINY), corpusFile(TRUNCATED), corpusFile(FORM)]);
  await expect(page.locator('.file-panel')).toHaveCount(3);
  await searchFor(page, 'Potato');
  await page.getByRole('tab', { name: 'Marks' }).click();
  // One match in each of the first two; the form prints it twice (its text and a field).
  const formRows = page.locator('.mark-row', { hasText: FORM.slice(0, 20) });
  await expect(page.locator('.mark-row')).toHaveCount(4, { timeout: 30_000 });
  await expect(formRows).toHaveCount(2);
  while ((await formRows.count()) > 0) {
    await formRows.first().getByRole('button', { name: 'Reject “Potato”' }).click();
  }
  await expect(page.locator('.mark-row')).toHaveCount(2);

  await page.getByRole('tab', { name: 'Redaction' }).click();
  await page.getByRole('textbox', { name: 'Case reference' }).fill('2026/0042');
  await page.getByRole('textbox', { name: 'Requester (optional)' }).fill('Ola Journalist');
  await page.getByRole('combobox', { name: 'Letter language' }).selectOption('nn');
  await page.getByRole('button', { name: 'Check consistency' }).click();
  const findings = page.getByRole('list', { name: 'Withheld strings that need a look' });
  const potato = findings.getByRole('listitem').filter({ hasText: 'Potato' });
  await expect(potato).toBeVisible({ timeout: 30_000 });
  await expect(potato).toContainText('Still shown in');
  const shown = potato.getByRole('button', { name: `${FORM} p. 3` });
  await expect(shown).toBeVisible();
  await snapshot(page, 'case-consistency-1280x800', false);
  await shown.click();

  // Its form field's value ("abc potato", page 1) is shown too, though it is no part of the text.
  await expect(potato.getByRole('button', { name: `${FORM} p. 1` })).toBeVisible();

  // "Mark all" adds the third file's places as suggestions to review.
  await potato.getByRole('button', { name: 'Mark all as suggestions' }).click();
  await expect(page.getByText('2 suggestions added for review')).toBeVisible();
  await page.getByRole('tab', { name: 'Marks' }).click();
  await expect(page.locator('.mark-row')).toHaveCount(4);

  await redactMarked(page);
  await expect(page.getByText(/All 3 files were released/)).toBeVisible({
    timeout: 90_000,
  });

  await page.getByRole('tab', { name: 'Redaction' }).click();
  await page.getByRole('button', { name: 'Check consistency' }).click();
  await expect(page.getByText('Every withheld string is withheld wherever')).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Draft decision' }).click();
  await expect(page.getByRole('list', { name: 'Decision files' })).toBeVisible({ timeout: 30_000 });
  await snapshot(page, 'case-decision-files-1280x800', false);
  await page.setViewportSize({ width: 390, height: 844 });
  // The notices of the release are gone before the picture.
  await expect(page.locator('.toast')).toHaveCount(0, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Draft decision' }).scrollIntoViewIfNeeded();
  await snapshot(page, 'case-decision-390x844', false);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The letter, read by a DOCX reader that is not ours, and its PDF by pdftotext.
  const docx = await saveDecisionFile(page, 'Reply letter (Word)');
  const { value: letter } = await mammoth.extractRawText({ buffer: readFileSync(docx) });
  expect(letter).toContain('Svar på innsynskrav – 2026/0042');
  expect(letter).toContain('Ola Journalist');
  expect(letter).toContain(
    `${CODE} (Taushetsplikt: noens personlige forhold): ${TINY}, side 1; ${TRUNCATED}, side 1; ${FORM}, sidene 1, 3`,
  );
  expect(letter).toContain('Klagefristen er tre veker');
  const printed = pdfText(await saveDecisionFile(page, 'Reply letter (PDF)')).replace(/\s+/g, ' ');
  expect(printed).toContain('Klagefristen er tre veker');
  expect(printed).toContain(`${TINY}, side 1`);

  // The schedule's rows are the logs' rows counted per file, page and code.
  const schedule = csvLines(await saveDecisionFile(page, 'Exemption schedule (CSV)'));
  expect(schedule[0]).toBe('Dokument,Side,Heimel,Føresegn,Tal,Grunngjeving');
  const scheduled = schedule.slice(1).map((line) => line.split(','));
  for (const name of [TINY, TRUNCATED, FORM]) {
    const log = csvLines(await downloadLog(page, name.slice(0, 12), 'CSV'));
    const header = log.findIndex((line) => line.startsWith('Page,'));
    const rows = log.slice(header + 1).map((line) => line.split(','));
    const counted = new Map<string, number>();
    for (const [logPage, , , code] of rows) {
      counted.set(`${logPage}|${code}`, (counted.get(`${logPage}|${code}`) ?? 0) + 1);
    }
    const mine = scheduled.filter(([document]) => document === name);
    expect(
      mine.map(([, schedulePage, code, , count]) => [`${schedulePage}|${code}`, Number(count)]),
    ).toEqual([...counted]);
  }
});
