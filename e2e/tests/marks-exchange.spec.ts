import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import { logIn, signUpVerified, subscribe } from './accounts';
import { expect, snapshot, test } from './fixtures';
import {
  corpusFile,
  openSubscriberWorkspace,
  pdfText,
  redactMarked,
  savePdf,
  searchFor,
  updateSettings,
} from './workspace';

const SOKNAD = 'norwegian_soknad-kontantstotte_synthetic-person.pdf';
const CODE = 'offl. § 13';
const SENDER = 'xfdfsender';

async function saved(download: Download): Promise<string> {
  const file = path.join(
    mkdtempSync(path.join(tmpdir(), 'wb-xfdf-')),
    download.suggestedFilename(),
  );
  await download.saveAs(file);
  return file;
}

/** The marks tab's review-elsewhere section, opened. */
async function exchange(page: Page) {
  await page.getByRole('tab', { name: 'Marks' }).click();
  const section = page.locator('.marks-exchange');
  if ((await section.getAttribute('open')) === null) await section.locator('summary').click();
  return section;
}

/** Each row of the marks panel as "page · text · code", sorted: what a round trip must keep. */
async function rowsOf(page: Page): Promise<string[]> {
  const rows = await page.locator('.mark-row').all();
  const described = await Promise.all(
    rows.map(async (row) => {
      const details = (await row.locator('.mark-details').textContent()) ?? '';
      const text = (await row.locator('.mark-text').textContent()) ?? '';
      const code = (await row.locator('.mark-code').textContent()) ?? '';
      return `${details.split(' · ')[0]} · ${text.trim()} · ${code.trim()}`;
    }),
  );
  return described.sort();
}

/** The /Redact annotations MuPDF's own tool reads in a file. */
function redactMarks(file: string): number {
  const script = path.join(mkdtempSync(path.join(tmpdir(), 'wb-mutool-')), 'count.js');
  writeFileSync(
    script,
    `var doc = new PDFDocument(scriptArgs[0]); var n = 0;
     for (var i = 0; i < doc.countPages(); i++) {
       var annots = doc.loadPage(i).getAnnotations();
       for (var j = 0; j < annots.length; j++) if (annots[j].getType() == "Redact") n++;
     }
     print(n);`,
  );
  return Number(execFileSync('mutool', ['run', script, file], { encoding: 'utf8' }).trim());
}

test('marks go out for review as a marked copy and XFDF, and the XFDF brings every mark, code and page back in a fresh session', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  await openSubscriberWorkspace(page, request, SENDER);
  await updateSettings(page, {
    exemption_codes: { set: 'offentleglova', own_codes: [], defaults: { SEARCH: CODE } },
  });
  await page.reload();
  await page.getByTestId('upload-replace').setInputFiles([corpusFile(SOKNAD)]);
  await expect(page.locator('.pdf-page[data-page="1"]')).toHaveAttribute('data-rendered', 'true', {
    timeout: 30_000,
  });

  // Marks from a search, accepted: what a redaction would take is what goes for review.
  await searchFor(page, 'Navnesen\nkontantstøtte');
  const section = await exchange(page);
  await expect(page.locator('.mark-row').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: /^Accept listed/ }).click();
  const sent = await rowsOf(page);
  expect(sent.length).toBeGreaterThanOrEqual(4);
  // Marks on both pages.
  expect(new Set(sent.map((row) => row.split(' · ')[0]))).toEqual(new Set(['Page 1', 'Page 2']));
  expect(sent.every((row) => row.endsWith(CODE))).toBe(true);
  await expect(section).toContainText(`Send the ${sent.length} marks a redaction of`);
  await section.scrollIntoViewIfNeeded();
  await snapshot(page, 'marks-exchange-1280x800', false);

  const copyDownload = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Marked copy (PDF)' }).click();
  const copy = await saved(await copyDownload);
  expect(path.basename(copy)).toBe(SOKNAD.replace(/\.pdf$/, '-marked.pdf'));
  // Nothing is removed from a marked copy; each mark is an unapplied /Redact annotation.
  expect(pdfText(copy)).toContain('NAVNESEN');
  expect(redactMarks(copy)).toBe(sent.length);

  const xfdfDownload = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Marks as XFDF' }).click();
  const xfdf = await saved(await xfdfDownload);
  expect(path.basename(xfdf)).toBe(SOKNAD.replace(/\.pdf$/, '.xfdf'));
  const text = readFileSync(xfdf, 'utf8');
  expect(text.match(/<redact /g)).toHaveLength(sent.length);
  expect(text).toContain(`overlay-text="${CODE}"`);
  expect(text).toContain(`title="${SENDER}"`);
  // Without "write the marked text", the XFDF does not hold what is redacted.
  expect(text).not.toMatch(/navnesen|kontantstøtte/i);

  // A colleague, in a session of their own, opens the same file and imports the XFDF.
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const colleague = await context.newPage();
  await colleague.setViewportSize({ width: 1280, height: 800 });
  await signUpVerified(colleague, colleague.request, 'xfdfreviewer');
  await logIn(colleague, 'xfdfreviewer');
  await expect(colleague).toHaveURL(/\/playground$/);
  await subscribe(colleague);
  await updateSettings(colleague, { auto_processing: false });
  await colleague.reload();
  await colleague.getByTestId('upload-replace').setInputFiles([corpusFile(SOKNAD)]);
  await expect(colleague.locator('.pdf-page[data-page="1"]')).toHaveAttribute(
    'data-rendered',
    'true',
    { timeout: 30_000 },
  );
  const theirs = await exchange(colleague);
  await theirs.locator('input[type="file"]').setInputFiles([xfdf]);
  await expect(colleague.getByText(/marks? from .*\.xfdf added to/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(colleague.locator('.mark-row')).toHaveCount(sent.length);
  await expect(colleague.locator('.mark-row').first().locator('.mark-details')).toContainText(
    `Imported (XFDF) · by ${SENDER} · Suggested`,
  );
  expect(await rowsOf(colleague)).toEqual(sent);
  await snapshot(colleague, 'marks-exchange-imported-1280x800', false);
  await colleague.setViewportSize({ width: 390, height: 844 });
  await expect(colleague.locator('.toast')).toHaveCount(0, { timeout: 15_000 });
  await theirs.scrollIntoViewIfNeeded();
  const box = (await theirs.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await snapshot(colleague, 'marks-exchange-imported-390x844', false);
  await colleague.setViewportSize({ width: 1280, height: 800 });

  // Accepted and redacted, the names are gone and the codes drawn.
  await colleague.getByRole('button', { name: /^Accept listed/ }).click();
  await redactMarked(colleague);
  await expect(colleague.getByText(/areas? redacted/)).toBeVisible({ timeout: 60_000 });
  const redacted = pdfText(await savePdf(colleague));
  expect(redacted).not.toMatch(/navnesen|kontantstøtte/i);
  expect(redacted).toContain(CODE);
  await context.close();
});
