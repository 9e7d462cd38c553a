import type { APIRequestContext, Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { logIn, signUpVerified, subscribe } from './accounts';
import { expect } from './fixtures';

export const CORPUS = path.resolve(import.meta.dirname, '../../../shared/corpus/pdfs');
export const corpusFile = (name: string) => path.join(CORPUS, name);
/** A real-world PDF of the corpus (letters, forms, invoices nobody on the team made). */
export const realFile = (name: string) => path.join(CORPUS, '..', 'pdfs-real', name);

/** The panel of an open file in the viewer. */
export function filePanel(page: Page, name: string) {
  return page.locator('.file-panel', {
    has: page.getByRole('button', { name: new RegExp(name.slice(0, 20)) }),
  });
}

/**
 * The on-screen box of the first occurrence of `word` in the text layer of one page of a file,
 * measured with a DOM Range over exactly its characters.
 */
export async function wordBox(page: Page, fileKeyPart: string, pageNumber: number, word: string) {
  const selector = `.pdf-page[data-file-key*="${fileKeyPart}"][data-page="${pageNumber}"]`;
  // A form of hundreds of fields takes seconds to draw while other tests load the machine.
  await expect(page.locator(selector)).toHaveAttribute('data-rendered', 'true', {
    timeout: 30_000,
  });
  const box = await page.locator(selector).evaluate((element, target) => {
    const walker = document.createTreeWalker(
      element.querySelector('.textLayer')!,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const index = node.textContent!.indexOf(target);
      if (index < 0) continue;
      node.parentElement!.scrollIntoView({ block: 'center' });
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + target.length);
      const rect = range.getBoundingClientRect();
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    }
    return null;
  }, word);
  if (!box) throw new Error(`"${word}" is not on page ${pageNumber} of ${fileKeyPart}`);
  return box;
}

/** Drags a rectangle with the mouse, as a person marks an area. */
export async function drag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
}

/** The text of a PDF as poppler's pdftotext reads it: an independent check of the redaction. */
export function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The saved file's objects, uncompressed, as qpdf writes them (to look for what it holds). */
export function uncompressed(file: string): string {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'wb-qdf-')), 'out.pdf');
  try {
    execFileSync('qpdf', ['--qdf', '--object-streams=disable', file, out], { stdio: 'pipe' });
  } catch (error) {
    // 3: written, with warnings.
    if ((error as { status?: number }).status !== 3) throw error;
  }
  return readFileSync(out, 'latin1');
}

/**
 * Closes every open file with its header's remove button, confirming where the workspace asks
 * (a file with marks or a redacted copy), as a user would before starting over.
 */
export async function closeAllFiles(page: Page) {
  const panels = page.locator('.file-panel');
  while ((await panels.count()) > 0) {
    await closeFile(page, (await panels.first().getAttribute('aria-label'))!);
  }
}

/**
 * Agrees to what opening files will spend: auto-processing and the search terms in use ask at
 * any count until the user says not to (decision 0070). Answers what the question said.
 */
export async function agreeToProcess(
  page: Page,
  { always = false, timeout = 60_000 }: { always?: boolean; timeout?: number } = {},
): Promise<string> {
  const ask = page.getByRole('dialog', { name: 'Process the new files?' });
  await expect(ask).toBeVisible({ timeout });
  const said = (await ask.textContent()) ?? '';
  if (always) await ask.getByRole('checkbox', { name: /Process new files without asking/ }).check();
  await ask.getByRole('button', { name: 'Process them' }).click();
  return said;
}

/**
 * Closes the file of `name` with its header's button, confirming the question a file with marks
 * or a redacted copy asks (one without closes at once).
 */
export async function closeFile(page: Page, name: string) {
  const panel = filePanel(page, name);
  await panel.getByRole('button', { name: 'Remove file' }).click();
  const ask = page.getByRole('dialog', { name: `Close ${name}?` });
  await expect.poll(async () => (await ask.isVisible()) || (await panel.count()) === 0).toBe(true);
  if (await ask.isVisible()) await ask.getByRole('button', { name: 'Close and discard' }).click();
  await expect(panel).toHaveCount(0);
}

/** Saves the redacted file with the toolbar's Save, as a user would; answers where it is. */
export async function savePdf(page: Page): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const download = await downloading;
  const saved = path.join(mkdtempSync(path.join(tmpdir(), 'wb-dl-')), download.suggestedFilename());
  await download.saveAs(saved);
  return saved;
}

/** Saves the redacted file(s) with the toolbar's Save, as a user would, and reads its text. */
export async function savedPdfText(page: Page): Promise<string> {
  return pdfText(await savePdf(page));
}

/** Ticks every entity type of the fast engine in the open detection tab. */
export async function chooseAllFast(page: Page) {
  const fast = page.getByRole('group', { name: 'Fast ML' });
  await fast.locator('summary').click();
  await fast.getByRole('checkbox', { name: 'All entity types' }).check();
  await fast.locator('summary').click();
}

/** Searches the open files for `term` from the search tab, as a user would. */
export async function searchFor(page: Page, term: string) {
  await page.getByRole('tab', { name: 'Search' }).click();
  const input = page.getByRole('textbox', { name: 'Search terms' });
  await input.fill(term);
  await input.press('Enter');
}

/**
 * Redacts every mark with the toolbar's Redact and its confirmation dialog, accepting the
 * suggestions (detections, search matches) when the dialog says some are not reviewed.
 */
export async function redactMarked(page: Page) {
  await page.getByRole('button', { name: 'Redact', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('button', { name: 'Accept all and redact' })
    .or(dialog.getByRole('button', { name: 'Redact', exact: true }))
    .click();
}

/** Changes the signed-in user's general settings through the API, as the settings page would. */
export async function updateSettings(page: Page, changes: Record<string, unknown>) {
  const cookies = await page.context().cookies();
  const csrf = cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  const response = await page.request.put('/api/settings', {
    data: changes,
    headers: { 'x-csrf-token': csrf },
  });
  expect(response.ok()).toBe(true);
}

/**
 * A new subscriber's workspace at 1280×800, as the engine tests want it: signed up, logged in,
 * subscribed, and without automatic processing (each test starts the work it checks).
 */
export async function openSubscriberWorkspace(
  page: Page,
  request: APIRequestContext,
  username: string,
) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpVerified(page, request, username);
  await logIn(page, username);
  await expect(page).toHaveURL(/\/playground$/);
  await subscribe(page);
  await updateSettings(page, { auto_processing: false });
  await page.reload();
}

/** Downloads the redaction log of the copy whose name holds `name`, as the user would. */
export async function downloadLog(
  page: Page,
  name: string,
  format: 'PDF' | 'CSV',
): Promise<string> {
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
