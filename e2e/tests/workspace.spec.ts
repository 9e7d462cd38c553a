import { logIn, signUpVerified, subscribe } from './accounts';
import { expect, snapshot, test } from './fixtures';
import { unzipSync } from 'fflate';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { corpusFile, drag, pdfText, savePdf, updateSettings, wordBox } from './workspace';

const SOKNAD = 'norwegian_soknad-kontantstotte_synthetic-person.pdf';
const COLUMNS = 'multicolumn_3-pages_latex.pdf';
const TINY = 'tiny_minimal-one-page_763-bytes.pdf';

test('marks a word with a rectangle and one by text selection, redacts, downloads, and restores them from history', async ({
  page,
  request,
}) => {
  // Sign-up, purchase, two redactions and a download: ~27 s alone, more on a busy CI machine.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpVerified(page, request, 'redactor');
  await logIn(page, 'redactor');
  await expect(page).toHaveURL(/\/playground$/);
  await subscribe(page);
  // Marks by hand only: no automatic detection of the files this test opens.
  await updateSettings(page, { auto_processing: false });
  await page.reload();

  await page
    .getByTestId('upload-replace')
    .setInputFiles([corpusFile(SOKNAD), corpusFile(COLUMNS), corpusFile(TINY)]);
  await expect(page.locator('.file-panel')).toHaveCount(3);
  await expect(page.getByText('2 pages')).toBeVisible();

  // A rectangle over "Jakob".
  await page.getByRole('button', { name: 'Edit mode' }).click();
  await expect(page.getByText('Edit mode is on.')).toBeVisible();
  const word = await wordBox(page, 'norwegian_soknad', 1, 'Jakob');
  await drag(
    page,
    { x: word.x - 1, y: word.y + 1 },
    { x: word.x + word.width + 1, y: word.y + word.height - 1 },
  );
  await expect(page.locator('.highlight-manual')).toHaveCount(1);

  // Text selection (premium): the words are read first, then a click marks one word.
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: 'Text selection' }).check();
  await expect(page.getByText('OCR processing complete. Edit mode is on.')).toBeVisible({
    timeout: 30_000,
  });
  const date = await wordBox(page, 'norwegian_soknad', 1, '12.12.2018');
  await page.mouse.click(date.x + date.width / 2, date.y + date.height / 2);
  await expect(page.locator('.highlight-manual')).toHaveCount(2);
  await expect(page.locator('.highlight-manual').nth(1)).toHaveAttribute('title', /12\.12\.2018/);
  await snapshot(page, 'workspace-1280x800', false);

  await page.getByRole('button', { name: 'Redact', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Redact the marked areas?' });
  await expect(dialog).toContainText('2 areas on 1 page in 1 file');
  await dialog.getByRole('button', { name: 'Redact', exact: true }).click();
  await expect(page.getByText(/norwegian_soknad.*2 areas redacted/)).toBeVisible({
    timeout: 30_000,
  });

  // The redaction is in the history: the file name only as its hash, the boxes without the text.
  await expect(page.getByText('The redaction was saved to your history.')).toBeVisible();
  const history = (await (await page.request.get('/api/documents')).json()) as {
    data: { id: number; hashed_name: string; entity_count: number }[];
  };
  expect(history.data).toHaveLength(1);
  expect(history.data[0]).toMatchObject({ entity_count: 2 });
  expect(history.data[0]!.hashed_name).toMatch(/^[0-9a-f]{64}$/);
  const record = await (await page.request.get(`/api/documents/${history.data[0]!.id}`)).text();
  expect(record).not.toContain('Jakob');
  expect(record).not.toContain('12.12.2018');

  // The files without marks are released too, sanitised: the ZIP holds all three (issue 64).
  await expect(page.getByText('All 3 files were released and checked')).toBeVisible();
  await snapshot(page, 'workspace-released-all-1280x800', false);
  const zip = unzipSync(readFileSync(await savePdf(page)));
  const names = [COLUMNS, SOKNAD, TINY].map((name) => name.replace('.pdf', '-redacted.pdf'));
  expect(Object.keys(zip).sort()).toEqual(names.sort());
  for (const bytes of Object.values(zip))
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  const redacted = path.join(mkdtempSync(path.join(tmpdir(), 'wb-zip-')), 'soknad.pdf');
  writeFileSync(redacted, zip[SOKNAD.replace('.pdf', '-redacted.pdf')]!);
  const text = pdfText(redacted);
  expect(text).not.toContain('Jakob');
  expect(text).not.toContain('12.12.2018');
  expect(text).toContain('Fødselsdato');
  expect(text).toContain('Navn');

  // Clear the marks, then open the history record: they come back on the same file.
  await page.getByRole('button', { name: 'Clear all highlights' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear' }).click();
  await expect(page.locator('.highlight-manual')).toHaveCount(0);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByTestId('history-item')).toHaveCount(1);
  await page.getByTestId('history-item').getByRole('button', { name: /Open/ }).click();
  await expect(page.locator('.highlight-manual')).toHaveCount(2);
  await snapshot(page, 'workspace-history-1280x800', false);

  // Full screen shows one file with its floating toolbar; the exit button closes it.
  await page.getByRole('button', { name: 'View in full screen' }).first().click();
  const fullscreen = page.getByRole('dialog', { name: SOKNAD });
  await expect(fullscreen.locator('.pdf-page[data-page="1"]')).toHaveAttribute(
    'data-rendered',
    'true',
  );
  await expect(fullscreen.getByRole('toolbar')).toBeVisible();
  await fullscreen.getByRole('button', { name: 'Zoom in' }).click();
  await expect(fullscreen.getByTestId('zoom-level')).toHaveText('125%');
  await snapshot(page, 'workspace-fullscreen-1280x800', false);
  await fullscreen.getByRole('button', { name: 'Leave full screen' }).click();
  await expect(fullscreen).toHaveCount(0);
  await expect(page.locator('.file-panel')).toHaveCount(3);
});

test('open files are kept in the browser by default, and a reload asks only once that is off', async ({
  page,
  request,
  leaveQuestions,
}) => {
  await signUpVerified(page, request, 'leaver');
  await logIn(page, 'leaver');
  await expect(page).toHaveURL(/\/playground$/);
  // A new account keeps its open files in this browser: a reload brings them back, unasked.
  await page.getByTestId('upload-replace').setInputFiles([corpusFile(TINY)]);
  await expect(page.locator('.file-panel')).toHaveCount(1);
  await page.locator('.file-panel').click();
  await page.waitForTimeout(1_500);
  await page.reload();
  await expect(page.locator('.file-panel')).toHaveCount(1);
  expect(leaveQuestions.asked).toBe(0);

  // Turned off: the next reload forgets the kept file (after what the page had to write).
  await page.waitForTimeout(1_500);
  await updateSettings(page, { save_files_in_browser: false });
  await page.reload();
  await page.getByTestId('upload-replace').setInputFiles([corpusFile(TINY)]);
  await expect(page.locator('.file-panel')).toHaveCount(1);
  // Browsers ask only on a page the user has touched.
  await page.locator('.file-panel').click();

  // Moving within the app keeps the files, and asks nothing.
  await page.getByRole('link', { name: 'Pricing' }).first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.goBack();
  await expect(page.locator('.file-panel')).toHaveCount(1);
  expect(leaveQuestions.asked).toBe(0);

  // A reload asks; staying keeps the file open.
  leaveQuestions.answer = 'stay';
  await page.evaluate(() => setTimeout(() => location.reload(), 0));
  await expect.poll(() => leaveQuestions.asked).toBe(1);
  await expect(page.locator('.file-panel')).toHaveCount(1);
  // Leaving loses it, as the question warned.
  leaveQuestions.answer = 'leave';
  await page.reload();
  await expect.poll(() => leaveQuestions.asked).toBe(2);
  await expect(page.getByTestId('upload-replace')).toBeAttached();
  await expect(page.locator('.file-panel')).toHaveCount(0);
});

test('refuses a non-PDF and a file over 10 MB with their reasons', async ({ page, request }) => {
  await signUpVerified(page, request, 'uploader');
  await logIn(page, 'uploader');
  await expect(page).toHaveURL(/\/playground$/);
  await page.getByTestId('upload-replace').setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') },
    { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(11 * 1024 * 1024, 0x25) },
  ]);
  await expect(
    page.getByText(
      'notes.txt: Only PDF files, images (PNG, JPEG, TIFF, BMP, GIF), Office or OpenDocument files (Word, Excel, PowerPoint, RTF, CSV) and e-mails (.eml, .msg) are allowed',
    ),
  ).toBeVisible();
  await expect(page.getByText('huge.pdf: File is too large. Maximum size is 10 MB.')).toBeVisible();
  await expect(page.locator('.file-panel')).toHaveCount(0);
});

test('keyboard shortcuts: edit mode, page navigation and the help dialog', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpVerified(page, request, 'keyboard');
  await logIn(page, 'keyboard');
  await expect(page).toHaveURL(/\/playground$/);
  await page.keyboard.press('Shift+E');
  await expect(page.getByText('Edit mode is on.')).toHaveCount(0);

  await page.getByTestId('upload-replace').setInputFiles([corpusFile(COLUMNS)]);
  await expect(page.getByText('3 pages')).toBeVisible();
  await expect(page.locator('.pdf-page[data-page="1"]')).toHaveAttribute('data-rendered', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('menu', { name: 'Actions' }).getByRole('menuitem')).toHaveCount(5);
  await snapshot(page, 'workspace-390x844', false);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  // Sidebar: Shift+2 opens the files tab (expanding the collapsed sidebar), Shift+B collapses.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Shift+2');
  await expect(page.getByRole('tabpanel')).toContainText('Open files (1)');
  await page.keyboard.press('Shift+B');
  await expect(page.getByRole('tabpanel')).toHaveCount(0);

  await page.keyboard.press('Shift+E');
  await expect(page.getByText('Edit mode is on.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit mode' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('=');
  await expect(page.getByTestId('zoom-level')).toHaveText('120%');
  await page.keyboard.press('0');
  await expect(page.getByTestId('zoom-level')).toHaveText('100%');

  await page.keyboard.press('End');
  await expect(page.locator('.pdf-page[data-page="3"]')).toHaveAttribute('data-rendered', 'true');
  await expect(page.locator('.pdf-page[data-page="3"]')).toBeInViewport();
  await page.keyboard.press('Home');
  await expect(page.locator('.pdf-page[data-page="1"]')).toBeInViewport();

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  for (const category of ['Toolbar', 'Sidebar', 'Navigation', 'Review', 'Help']) {
    await expect(help.getByRole('heading', { name: category })).toBeVisible();
  }
  // The review keys are listed with the rest (they were left out of the dialog).
  const review = help.getByRole('region', { name: 'Review' });
  for (const key of ['J', 'K', 'A', 'X · Delete', 'C', 'U · Mod+Z']) {
    await expect(review.getByText(key, { exact: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  await page.keyboard.press('Shift+H');
  await expect(help).toBeVisible();
  await help.getByRole('button', { name: 'Close' }).click();
  await expect(help).toHaveCount(0);
});
