import { readFileSync } from 'node:fs';
import { letterDocx, staffXlsx } from '@workbench/convert/test-documents';
import { logIn, signUpVerified, subscribe } from './accounts';
import { expect, snapshot, test } from './fixtures';
import {
  agreeToProcess,
  closeFile,
  downloadLog,
  pdfText,
  redactMarked,
  savePdf,
} from './workspace';

const LETTER_NUMBER = '29027612383';
/** Eleven digits in a column six characters wide, beside a filled one: printed whole or not at all. */
const SHEET_NUMBER = '15038512363';

test('a Word letter and an Excel sheet with a number in a narrow column open as PDFs; detection finds the names and whole numbers, and the redacted copies hold none of them', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpVerified(page, request, 'office-sender');
  await logIn(page, 'office-sender');
  await expect(page).toHaveURL(/\/playground$/);
  await subscribe(page);
  const completed = page.getByText(/Detection completed: \d+ entit(y|ies) found/);

  const letter = await letterDocx({
    recipient: 'Kari Nordmann',
    header: 'Oslo kommune, Helseetaten',
    body: [`Fødselsnummer: ${LETTER_NUMBER}`, 'Vi har mottatt søknaden din.'],
    hidden: 'Intern merknad Bakkebø',
  });
  await page.getByTestId('upload-replace').setInputFiles([
    {
      name: 'vedtak.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from(letter),
    },
  ]);
  await expect(page.locator('.file-panel')).toHaveCount(1, { timeout: 60_000 });
  // Detection spends pages: asked once, and the user chooses not to be asked again.
  await agreeToProcess(page, { always: true });
  // The hidden text is not printed: the user is told, on screen and beside the file.
  await expect(
    page.getByText(/vedtak\.docx: 3 words of the original are not in the PDF/),
  ).toBeVisible();
  await expect(completed).toBeVisible({ timeout: 60_000 });
  await expect(
    page.locator(`.highlight[data-entity="NO_FODSELSNUMMER"][title*="${LETTER_NUMBER}"]`).first(),
  ).toBeAttached();
  await expect(
    page.locator('.highlight[data-entity="PERSON"][title*="Kari Nordmann"]').first(),
  ).toBeAttached();
  await page.getByRole('tab', { name: 'Files' }).click();
  const item = page.locator('.files-panel-item', { hasText: 'from vedtak.docx' });
  await item.getByText('1 conversion note').click();
  await expect(item).toContainText('"bakkebø"');
  await snapshot(page, 'office-in-docx-1280x800', false);

  await redactMarked(page);
  await expect(page.getByText(/areas? redacted/)).toBeVisible({ timeout: 60_000 });
  const savedLetter = await savePdf(page);
  const letterText = pdfText(savedLetter);
  expect(letterText).toContain('Vi har mottatt søknaden din.');
  expect(letterText).not.toContain(LETTER_NUMBER);
  expect(letterText).not.toContain('Nordmann');
  await page.getByRole('tab', { name: 'Redaction' }).click();
  const log = readFileSync(await downloadLog(page, 'vedtak', 'CSV'), 'utf8');
  expect(log).toContain('Original file,vedtak.docx (Word document)');

  // The letter is closed; the workbook opens in its place.
  await closeFile(page, 'vedtak.pdf');
  await expect(page.locator('.file-panel')).toHaveCount(0);
  const sheet = await staffXlsx([{ name: 'Ola Hansen', number: SHEET_NUMBER }]);
  await page.getByTestId('upload-replace').setInputFiles([
    {
      name: 'ansatte.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(sheet),
    },
  ]);
  await expect(page.locator('.file-panel')).toHaveCount(1, { timeout: 60_000 });
  const numberMark = page.locator(
    `.highlight[data-entity="NO_FODSELSNUMMER"][title*="${SHEET_NUMBER}"]`,
  );
  await expect(numberMark.first()).toBeAttached({ timeout: 60_000 });
  await snapshot(page, 'office-in-xlsx-1280x800', false);
  await redactMarked(page);
  await expect(page.getByText(/areas? redacted/).first()).toBeVisible({ timeout: 60_000 });
  const sheetText = pdfText(await savePdf(page));
  expect(sheetText).toContain('Sentralbord');
  // Not a digit of it left, neither whole nor cut at the column's edge.
  expect(sheetText).not.toMatch(/150385/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Files' }).click();
  await expect(page.locator('.files-panel-item', { hasText: 'from ansatte.xlsx' })).toBeVisible();
  await snapshot(page, 'office-in-files-390x844', false);
});
