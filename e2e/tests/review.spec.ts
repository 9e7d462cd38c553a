import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { expect, snapshot, test } from './fixtures';
import { PLANTED, plantIdentifiers } from './plant';
import {
  chooseAllFast,
  corpusFile,
  filePanel,
  openSubscriberWorkspace,
  pdfText,
  realFile,
  savePdf,
} from './workspace';

const SOKNAD = 'norwegian_soknad-kontantstotte_synthetic-person.pdf';
/** A tax office's receipt to a company, signed by a named person, with its organisation number. */
const LETTER = 'letter_nb_skatteetaten-kvittering-mva_person-orgnr.pdf';
const SIGNER = 'KRISTIN BØTHUN';
const WHOLE_PAGE_CODE = 'offl. § 13 jf. fvl. § 13 første ledd nr. 1';

/** Downloads the redaction log of the redacted copy of `name` from the redaction tab. */
async function downloadLog(page: Page, name: string, format: 'PDF' | 'CSV'): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('button', { name: new RegExp(`Download the log of .*${name}.* as ${format}`) })
    .click();
  const download = await downloading;
  const saved = path.join(
    mkdtempSync(path.join(tmpdir(), 'wb-log-')),
    download.suggestedFilename(),
  );
  await download.saveAs(saved);
  return saved;
}

/** Saves every redacted copy (one ZIP) and answers where each PDF is, by its name. */
async function saveAll(page: Page): Promise<Record<string, string>> {
  const zipped = readFileSync(await savePdf(page));
  const folder = mkdtempSync(path.join(tmpdir(), 'wb-zip-'));
  return Object.fromEntries(
    Object.entries(unzipSync(zipped)).map(([name, bytes]) => {
      writeFileSync(path.join(folder, name), bytes);
      return [name, path.join(folder, name)];
    }),
  );
}

/** The rows of a CSV redaction log, below its header block. */
function logRows(csv: string): string[] {
  return csv.trim().split('\r\n').slice(7);
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

test('a letter and a form: detections are suggestions, reviewed from the keyboard, and only accepted ones are redacted', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await openSubscriberWorkspace(page, request, 'reviewer');
  await page
    .getByTestId('upload-replace')
    .setInputFiles([realFile(LETTER), plantIdentifiers(corpusFile(SOKNAD))]);
  await expect(page.locator('.file-panel')).toHaveCount(2);
  await expect(page.locator('.pdf-page[data-page="1"]').first()).toHaveAttribute(
    'data-rendered',
    'true',
  );
  await page.getByRole('tab', { name: 'Entity detection' }).click();
  await chooseAllFast(page);
  await page.getByRole('button', { name: 'Detect sensitive information' }).click();
  // Both files are under review: the form's planted number and the letter's signer.
  await page.getByRole('tab', { name: 'Marks' }).click();
  await expect(page.getByText('Detection finished')).toBeAttached({ timeout: 60_000 });
  const row = (text: string) => page.locator('.mark-row', { has: page.getByTitle(text) });
  await expect(row(PLANTED.fodselsnummer)).toHaveAttribute('data-status', 'suggested');
  await expect(row(SIGNER)).toHaveAttribute('data-status', 'suggested');
  const found = await counts(page);
  expect(found.accepted).toBe(0);
  expect(found.suggested).toBeGreaterThan(6);

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

  // A accepts the rest one by one, across both files; the viewer follows each.
  const accepted: string[] = [];
  for (let done = 0; done < found.suggested - 2; done += 1) {
    accepted.push(await selectedText(page));
    await page.keyboard.press('a');
    await expect.poll(async () => (await counts(page)).accepted).toBe(done + 1);
  }
  expect(await counts(page)).toEqual({ accepted: found.suggested - 2, suggested: 0 });
  await expect(row(PLANTED.fodselsnummer)).toHaveAttribute('data-status', 'accepted');

  // Page 2 of the form is redacted whole from the marks tab, with its exemption code.
  await page.getByRole('tab', { name: 'Files' }).click();
  await page.getByRole('button', { name: /^soknad-med-identifikatorer.pdf \d+ pages/ }).click();
  await page.getByRole('tab', { name: 'Marks' }).click();
  await page.getByRole('textbox', { name: /Redact whole pages of soknad-med/ }).fill('2');
  await page.getByRole('combobox', { name: 'Exemption code' }).selectOption(WHOLE_PAGE_CODE);
  await page.getByRole('button', { name: 'Mark pages' }).click();
  await expect(page.getByText(/1 page of .* marked whole/)).toBeVisible();

  // With nothing left to review, Save redacts the accepted marks of both files without asking.
  await page.getByRole('tab', { name: 'Redaction' }).click();
  await expect(page.getByText(/suggestions? (is|are) not reviewed/)).toBeHidden();
  const saved = await saveAll(page);
  const names = Object.keys(saved);
  expect(names).toHaveLength(2);
  const form = saved[names.find((name) => name.includes('soknad'))!]!;
  const letter = saved[names.find((name) => name.includes('letter'))!]!;
  const text = pdfText(form);
  for (const value of Object.values(PLANTED)) {
    if (!rejected.includes(value)) expect(text).not.toContain(value);
  }
  const firstPage = pageText(form, 1);
  const originals = [pageText(corpusFile(SOKNAD), 1), pageText(realFile(LETTER), 1)];
  const released = firstPage + pageText(letter, 1);
  for (const value of rejected) {
    const isOnFirstPages = originals.some((original) => original.includes(value));
    if (isOnFirstPages && !accepted.some((text) => text.includes(value))) {
      expect(released).toContain(value);
    }
  }
  // Each accepted text is found fewer times than in the originals (other copies of a word may
  // stay where nothing marked them).
  const flat = (text: string) => text.replace(/\s+/g, ' ');
  const before = flat(pdfText(corpusFile(SOKNAD)) + pdfText(realFile(LETTER)));
  const after = flat(pdfText(form) + pdfText(letter));
  for (const text of accepted.map(flat)) {
    if (before.includes(text))
      expect(after.split(text).length).toBeLessThan(before.split(text).length);
  }
  expect(firstPage).toContain('sammen med barnet');
  const releasedText = (text + pdfText(letter)).replace(/\s+/g, ' ');
  expect(releasedText).toContain('offl. § 26 femte ledd');
  // The whole page shows its code and nothing else.
  expect(pageText(form, 2).replace(/\s+/g, ' ').trim()).toBe(WHOLE_PAGE_CODE);
  expect(text).not.toContain('ARBEID I UTLANDET');
  // The letter keeps its heading; its signer is gone unless rejected.
  const letterText = pdfText(letter);
  expect(letterText).toContain('Kvittering for mottatt mva-melding');
  if (accepted.includes(SIGNER)) expect(letterText).not.toContain(SIGNER);

  // Each copy's log lists every area with its code, and leaves the redacted text out.
  const formCsv = readFileSync(await downloadLog(page, 'soknad', 'CSV'), 'utf8');
  const letterCsv = readFileSync(await downloadLog(page, 'letter_nb', 'CSV'), 'utf8');
  expect(logRows(letterCsv).length).toBeGreaterThan(0);
  expect(logRows(formCsv).length + logRows(letterCsv).length).toBe(found.suggested - 2 + 1);
  const allRows = [...logRows(formCsv), ...logRows(letterCsv)];
  expect(allRows.filter((row) => row.includes('offl. § 26 femte ledd'))).toHaveLength(1);
  expect(
    logRows(formCsv).some((row) => row.startsWith('2,') && row.includes(WHOLE_PAGE_CODE)),
  ).toBe(true);
  for (const value of [...Object.values(PLANTED), ...accepted]) {
    expect(formCsv + letterCsv).not.toContain(value);
  }
  const logText = pdfText(await downloadLog(page, 'soknad', 'PDF')).replace(/\s+/g, ' ');
  expect(logText).toContain('Redaction log');
  expect(logText).toContain(WHOLE_PAGE_CODE);
  for (const value of Object.values(PLANTED)) expect(logText).not.toContain(value);

  // The viewer shows the redacted copies that were saved; the toggle brings back the marks.
  const preview = page.getByRole('button', { name: 'Redacted copy' }).first();
  await expect(preview).toHaveAttribute('aria-pressed', 'true');
  await expect(
    filePanel(page, 'soknad-med-identifikatorer').locator('.pdf-page[data-page="2"]'),
  ).toHaveAttribute('data-preview', 'true');
  await expect(page.locator('.highlight')).toHaveCount(0);
  await snapshot(page, 'review-preview-1280x800', false);
  await preview.click();
  await expect(preview).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('.highlight').first()).toBeAttached();

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
