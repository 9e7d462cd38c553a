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
  downloadLog,
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

/** The marks panel's counts line: "R reviewed (A accepted, X rejected) · L left". */
async function counts(page: Page): Promise<{ accepted: number; suggested: number }> {
  const line = await page.locator('.marks-counts').textContent();
  const [reviewed, accepted, rejected, left] = [...line!.matchAll(/\d+/g)].map(([n]) => Number(n));
  expect(reviewed).toBe(accepted! + rejected!);
  return { accepted: accepted!, suggested: left! };
}

/** An accepted mark as a share of its page: x and y from 0 to 1, top left first. */
interface PageArea {
  file: string;
  page: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The accepted marks, as shares of their pages; each page is brought into view to draw them. */
async function acceptedAreas(page: Page): Promise<PageArea[]> {
  const areas = new Map<string, PageArea>();
  for (const sheet of await page.locator('.pdf-page').all()) {
    await sheet.scrollIntoViewIfNeeded();
    await expect(sheet).toHaveAttribute('data-rendered', 'true');
    const found = await sheet.evaluate((element) => {
      const frame = element.getBoundingClientRect();
      const marks = element.querySelectorAll<HTMLElement>('.highlight[data-status="accepted"]');
      return [...marks].map((mark) => {
        const box = mark.getBoundingClientRect();
        return {
          id: mark.dataset.highlightId!,
          file: (element as HTMLElement).dataset.fileKey!,
          page: Number((element as HTMLElement).dataset.page),
          x0: (box.left - frame.left) / frame.width,
          y0: (box.top - frame.top) / frame.height,
          x1: (box.right - frame.left) / frame.width,
          y1: (box.bottom - frame.top) / frame.height,
        };
      });
    });
    for (const { id, ...area } of found) areas.set(id, area);
  }
  return [...areas.values()];
}

/** The words poppler reads under `areas` in a saved file (by centre, as shares of the page). */
function wordsUnder(file: string, areas: readonly PageArea[]): string[] {
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  const found: string[] = [];
  [...html.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)].forEach(
    ([, width, height, words], index) => {
      for (const [, x0, y0, x1, y1, text] of words!.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      )) {
        const x = (Number(x0) + Number(x1)) / 2 / Number(width);
        const y = (Number(y0) + Number(y1)) / 2 / Number(height);
        const under = areas.some(
          (area) =>
            area.page === index + 1 && x > area.x0 && x < area.x1 && y > area.y0 && y < area.y1,
        );
        if (under) found.push(text!);
      }
    },
  );
  return found;
}

/** Gives the selected mark a code from the keyboard: C, then keys in the picker's list. */
async function codeFromKeyboard(page: Page, keys: readonly string[]): Promise<string> {
  await page.keyboard.press('c');
  const picker = page.getByRole('dialog', { name: 'Exemption code for this mark' });
  const list = picker.getByRole('listbox');
  await expect(list).toBeFocused();
  for (const key of keys) await page.keyboard.press(key);
  const code = await list.inputValue();
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  return code;
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
  expect(await codeFromKeyboard(page, ['End'])).toBe('offl. § 26 femte ledd');
  await expect(page.locator('.mark-row[data-selected="true"] .mark-code')).toHaveText(
    'offl. § 26 femte ledd',
  );
  await snapshot(page, 'review-marks-1280x800', false);

  // A accepts the rest one by one, across both files; the viewer follows each. Halfway, a second
  // mark gets the set's first code (below "the type's default" and "no code").
  const accepted: string[] = [];
  let firstCode = '';
  for (let done = 0; done < found.suggested - 2; done += 1) {
    if (done === 3) {
      firstCode = await codeFromKeyboard(page, ['Home', 'ArrowDown', 'ArrowDown']);
      expect(firstCode).toMatch(/^offl\. § /);
    }
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

  const areas = await acceptedAreas(page);
  expect(areas.length).toBeGreaterThanOrEqual(found.suggested - 2);

  // Redact first shows the server's redacted copies in the viewer, before anything is saved: page 2
  // of the form is its code alone, and the toggle goes back and forth to the marks.
  await page.getByRole('tab', { name: 'Redaction' }).click();
  await expect(page.getByText(/suggestions? (is|are) not reviewed/)).toBeHidden();
  await page.getByRole('toolbar').getByRole('button', { name: 'Redact', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Redact', exact: true }).click();
  const preview = filePanel(page, 'soknad-med-identifikatorer').getByRole('button', {
    name: 'Redacted copy',
  });
  await expect(preview).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
  const formPage2 = filePanel(page, 'soknad-med-identifikatorer').locator(
    '.pdf-page[data-page="2"]',
  );
  await expect(formPage2).toHaveAttribute('data-preview', 'true');
  await expect(page.locator('.highlight')).toHaveCount(0);
  await snapshot(page, 'review-preview-1280x800', false);
  await preview.click();
  await expect(preview).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('.highlight').first()).toBeAttached();
  await preview.click();
  await expect(formPage2).toHaveAttribute('data-preview', 'true');

  // Then Save releases those copies, without asking: nothing is left to review.
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
  // None of the accepted text is left: under every accepted area poppler reads only the drawn
  // exemption codes. (The same words elsewhere, where nothing marked them, may stay.)
  const labels = new Set(
    [WHOLE_PAGE_CODE, 'offl. § 26 femte ledd', firstCode].join(' ').split(' '),
  );
  for (const [copy, part] of [
    [form, 'soknad'],
    [letter, 'letter'],
  ] as const) {
    const under = wordsUnder(
      copy,
      areas.filter((area) => area.file.includes(part)),
    );
    expect(under.filter((word) => !labels.has(word))).toEqual([]);
  }
  expect(firstPage).toContain('sammen med barnet');
  const releasedText = (text + pdfText(letter)).replace(/\s+/g, ' ');
  // A box too narrow for the whole code shows its short form, "§ 26" (decision 0049); the
  // whole code is in the log below.
  expect(releasedText).toContain('§ 26');
  expect(releasedText).toContain(firstCode);
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
  // The code chosen from the keyboard, beside the identity numbers' default (the same ground).
  expect(allRows.filter((row) => row.includes('offl. § 26 femte ledd')).length).toBeGreaterThan(0);
  expect(allRows.filter((row) => row.includes(firstCode)).length).toBeGreaterThan(0);
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

  // The viewer still shows the copies that were saved.
  await expect(preview).toHaveAttribute('aria-pressed', 'true');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Marks' }).click();
  await expect(page.locator('.marks-counts')).toBeVisible();
  await snapshot(page, 'review-marks-390x844', false);

  // On a phone the toolbar's buttons are icons (named as before) in at most two rows (it took
  // four, 205 px), and the search menu opens within the screen (it ran 81 px past the edge).
  const toolbar = (await page.getByRole('toolbar').boundingBox())!;
  expect(toolbar.height).toBeLessThan(100);
  // Each file's Remove button stays on the screen beside a long name and the copy toggle.
  const removes = await page.getByRole('button', { name: 'Remove file' }).all();
  expect(removes).toHaveLength(2);
  for (const remove of removes) {
    await remove.scrollIntoViewIfNeeded();
    const box = (await remove.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  // A notice keeps clear of the toolbar and of the action button.
  await page.getByRole('button', { name: 'Edit mode' }).click();
  const notice = (await page.locator('.toast').first().boundingBox())!;
  const bar = (await page.getByRole('toolbar').boundingBox())!;
  const fab = (await page.getByRole('button', { name: 'Actions' }).boundingBox())!;
  const apart = (a: typeof bar, b: typeof bar) =>
    a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  expect(apart(notice, bar)).toBe(true);
  expect(apart(notice, fab)).toBe(true);
  await snapshot(page, 'review-notice-390x844', false);
  await page.getByRole('button', { name: 'Edit mode' }).click();
  await page.getByRole('button', { name: 'Search' }).first().click();
  const menu = (await page.getByRole('menu').boundingBox())!;
  expect(menu.x).toBeGreaterThanOrEqual(0);
  expect(menu.x + menu.width).toBeLessThanOrEqual(390);
  await page.keyboard.press('Escape');
});
