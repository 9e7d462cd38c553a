import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { logIn, signUpVerified, subscribe } from './accounts';
import { expect, snapshot, test } from './fixtures';
import { PLANTED, plantIdentifiers } from './plant';
import { agreeToProcess, chooseAllFast, closeFile, corpusFile, savedPdfText } from './workspace';

const SOKNAD = 'norwegian_soknad-kontantstotte_synthetic-person.pdf';
const REPORT = 'text-report_134-pages_reportlab-userguide.pdf';
// A scanned page: its OCR keeps the server busy for seconds, long enough to stop the run.
const SCANNED = 'scanned_image-only_book-page_public-domain.pdf';

/** Records every text the detection status bar shows, so the test sees the real progress. */
async function recordStatusBar(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { statusTexts: string[] }).statusTexts = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('.detection-status-bar');
      const text = bar?.textContent?.trim();
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** The server's log lines (JSON) that carry `message`. */
function serverLog(message: string): Record<string, unknown>[] {
  const file = process.env.E2E_SERVER_LOG;
  if (!file) throw new Error('The e2e server fixture did not give the server log');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.includes(message))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

test('detects planted Norwegian identifiers with streamed progress, stops a long run, and redacts what it found', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpVerified(page, request, 'detector');
  await logIn(page, 'detector');
  await expect(page).toHaveURL(/\/playground$/);
  await subscribe(page);
  await page.getByTestId('upload-replace').setInputFiles([plantIdentifiers(corpusFile(SOKNAD))]);
  await expect(page.locator('.file-panel')).toHaveCount(1);
  // Auto-processing is on by default: the new file is detected with the saved entity types,
  // once the user agrees to the pages it spends.
  await agreeToProcess(page);
  const completed = page.getByText(/Detection completed: \d+ entit(y|ies) found/);
  await expect(completed).toBeVisible({ timeout: 30_000 });
  await expect(completed).toHaveCount(0, { timeout: 10_000 });

  await page.getByRole('tab', { name: 'Detection' }).click();
  await chooseAllFast(page);
  await recordStatusBar(page);
  const stream = page.waitForResponse((response) =>
    response.url().includes('/api/batch/multi_detect?stream=true'),
  );
  await page.getByRole('button', { name: 'Detect sensitive information' }).click();
  await expect(completed).toBeVisible({ timeout: 30_000 });
  // The server streamed one event per page as it went (the bar may show fewer: React renders
  // events that arrive together once)...
  const events = (await (await stream).text())
    .split('\n\n')
    .map((block) => /^event: (.+)$/m.exec(block)?.[1])
    .filter((name) => name !== undefined);
  expect(events.filter((name) => name === 'page_completed')).toHaveLength(2);
  expect(events.at(-1)).toBe('batch_completed');
  // ...and the bar went through them, up to 100 %.
  const statusTexts = () =>
    page.evaluate(() => (window as unknown as { statusTexts: string[] }).statusTexts);
  await expect
    .poll(async () => (await statusTexts()).some((text) => / 100 %/.test(text)))
    .toBe(true);
  const texts = await statusTexts();
  expect(texts.some((text) => /2 of 2 pages/.test(text))).toBe(true);

  // The identifiers are entity highlights from the fast model, and the card counts them.
  for (const [type, value] of [
    ['NO_FODSELSNUMMER', PLANTED.fodselsnummer],
    ['NO_BANK_ACCOUNT', PLANTED.bankAccount],
    ['EMAIL_ADDRESS', PLANTED.email],
  ]) {
    await expect(
      page.locator(
        `.highlight-entity[data-entity="${type}"][data-model="fast"][title*="${value}"]`,
      ),
    ).toHaveCount(1);
  }
  await snapshot(page, 'detection-results-1280x800', false);
  const card = page.locator('.detection-result').first();
  await card.locator('summary').click();
  await card.scrollIntoViewIfNeeded();
  // The card counts by type (labels cut at 15 characters to 13 and an ellipsis) and by page.
  await expect(card).toContainText('Fødselsnummer');
  await expect(card.getByRole('button', { name: /^Page 2: \d+$/ })).toBeVisible();
  await snapshot(page, 'detection-card-1280x800', false);

  // Search beside detection: a term becomes search highlights and can be stepped through.
  await page.getByRole('tab', { name: 'Search' }).click();
  await page.getByRole('textbox', { name: 'Search terms' }).fill('kontantstøtte');
  await page.getByRole('textbox', { name: 'Search terms' }).press('Enter');
  await expect(page.locator('.highlight-search').first()).toBeAttached({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Next match' }).click();
  await expect(page.getByText(/^1 of \d+ matches$/)).toBeVisible();
  await snapshot(page, 'search-results-1280x800', false);

  // Adding long files starts a second run (auto-processing); it is stopped midway: the browser
  // drops the stream and the server stops working on it.
  await page.getByRole('tab', { name: 'Files' }).click();
  await page.getByTestId('upload-add').setInputFiles([corpusFile(REPORT), corpusFile(SCANNED)]);
  await expect(page.locator('.file-panel')).toHaveCount(3);
  // Detection of their 135 pages, and the term in use searched in them: 270 pages, asked first.
  const ask = page.getByRole('dialog', { name: 'Process the new files?' });
  await expect(ask).toContainText('will spend 270 pages of the');
  await ask.getByRole('button', { name: 'Process them' }).click();
  const stop = page.getByRole('button', { name: 'Stop detection' });
  await expect(stop).toBeEnabled({ timeout: 30_000 });
  await expect(page.locator('.detection-status-bar')).toContainText(/page \d+/i, {
    timeout: 30_000,
  });
  await snapshot(page, 'detection-streaming-1280x800', false);
  await stop.click();
  await expect(page.getByText('Streaming batch detection stopped')).toBeVisible();
  await expect
    .poll(() => serverLog('Detection stopped: the client closed the stream').length)
    .toBeGreaterThan(0);
  // The stopped run had 134 + 1 pages; the server gave up before the last.
  const stopped = serverLog('Detection stopped: the client closed the stream').at(-1)!;
  expect(stopped.pages_done as number).toBeLessThan(134 + 1);

  // Redact the planted file and read the download with poppler: the identifiers are gone.
  for (const name of [REPORT, SCANNED]) await closeFile(page, name);
  await expect(page.locator('.file-panel')).toHaveCount(1);
  await page.getByRole('button', { name: 'Redact', exact: true }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept all and redact' }).click();
  await expect(page.getByText(/areas? redacted/)).toBeVisible({ timeout: 30_000 });
  const text = await savedPdfText(page);
  for (const value of Object.values(PLANTED)) expect(text).not.toContain(value);
  // Unmarked text stays.
  expect(text).toContain('sammen med barnet');
});
