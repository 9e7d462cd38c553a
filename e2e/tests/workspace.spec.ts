import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { logIn, signUpVerified } from './accounts';
import { expect, snapshot, test } from './fixtures';
import { corpusFile, drag, pdfText, wordBox } from './workspace';

const SOKNAD = 'norwegian_soknad-kontantstotte_synthetic-person.pdf';
const COLUMNS = 'multicolumn_3-pages_latex.pdf';
const TINY = 'tiny_minimal-one-page_763-bytes.pdf';

test('marks a word with a rectangle, redacts and downloads a PDF without it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpVerified(page, request, 'redactor');
  await logIn(page, 'redactor');
  await expect(page).toHaveURL(/\/playground$/);

  await page
    .getByTestId('upload-replace')
    .setInputFiles([corpusFile(SOKNAD), corpusFile(COLUMNS), corpusFile(TINY)]);
  await expect(page.locator('.file-panel')).toHaveCount(3);
  await expect(page.getByText('2 pages')).toBeVisible();

  await page.getByRole('button', { name: 'Edit mode' }).click();
  await expect(page.getByText('Edit mode is on.')).toBeVisible();
  const word = await wordBox(page, 'norwegian_soknad', 1, 'Jakob');
  await drag(
    page,
    { x: word.x - 1, y: word.y + 1 },
    { x: word.x + word.width + 1, y: word.y + word.height - 1 },
  );
  await expect(page.locator('.highlight-manual')).toHaveCount(1);
  await snapshot(page, 'workspace-1280x800');

  await page.getByRole('button', { name: 'Redact', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Redact the marked areas?' });
  await expect(dialog).toContainText('1 areas on 1 pages in 3 files');
  await dialog.getByRole('button', { name: 'Redact', exact: true }).click();
  await expect(page.getByText(/norwegian_soknad.*1 areas redacted/)).toBeVisible({
    timeout: 30_000,
  });

  // The redaction is in the history: the file name only as its hash, the boxes without the text.
  await expect(page.getByText('The redaction was saved to your history.')).toBeVisible();
  const history = (await (await page.request.get('/api/documents')).json()) as {
    data: { id: number; hashed_name: string; entity_count: number }[];
  };
  expect(history.data).toHaveLength(1);
  expect(history.data[0]).toMatchObject({ entity_count: 1 });
  expect(history.data[0]!.hashed_name).toMatch(/^[0-9a-f]{64}$/);
  const record = await (await page.request.get(`/api/documents/${history.data[0]!.id}`)).text();
  expect(record).not.toContain('Jakob');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const download = await downloading;
  const saved = path.join(mkdtempSync(path.join(tmpdir(), 'wb-dl-')), download.suggestedFilename());
  await download.saveAs(saved);
  const text = pdfText(saved);
  expect(text).not.toContain('Jakob');
  expect(text).toContain('Fødselsdato');
  expect(text).toContain('Navn');
});

test('refuses a non-PDF and a file over 10 MB with their reasons', async ({ page, request }) => {
  await signUpVerified(page, request, 'uploader');
  await logIn(page, 'uploader');
  await expect(page).toHaveURL(/\/playground$/);
  await page.getByTestId('upload-replace').setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') },
    { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(11 * 1024 * 1024, 0x25) },
  ]);
  await expect(page.getByText('notes.txt: Only PDF files are allowed')).toBeVisible();
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
  await snapshot(page, 'workspace-390x844');

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
  for (const category of ['Toolbar', 'Sidebar', 'Navigation', 'Help']) {
    await expect(help.getByRole('heading', { name: category })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  await page.keyboard.press('Shift+H');
  await expect(help).toBeVisible();
  await help.getByRole('button', { name: 'Close' }).click();
  await expect(help).toHaveCount(0);
});
