import { expect, snapshot, test } from './fixtures';
import { stream, writePdf } from './make-pdf';
import {
  drag,
  openSubscriberWorkspace,
  pdfText,
  redactMarked,
  savePdf,
  wordBox,
} from './workspace';

const FONT =
  '/F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';

/** An address line as in the letter; the middle dot is \267 in WinAnsi. */
function addressLetter(): string {
  return writePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << ${FONT} >> >> >>`,
      stream(
        [
          'BT /F1 14 Tf 72 700 Td (Reference 4471) Tj ET',
          'BT /F1 14 Tf 72 660 Td (Polokwane \\267 2069) Tj ET',
          'BT /F1 14 Tf 72 620 Td (Kept on file) Tj ET',
        ].join('\n'),
      ),
    ],
    'address-letter.pdf',
  );
}

test('a drag that ends inside "2069" marks the whole number and the redaction leaves no digit of it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openSubscriberWorkspace(page, request, 'word-snapper');
  await page.getByTestId('upload-replace').setInputFiles([addressLetter()]);
  await expect(page.locator('.file-panel')).toHaveCount(1);

  await page.getByRole('button', { name: 'Edit mode' }).click();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: 'Text selection' }).check();
  await expect(page.getByText('OCR processing complete. Edit mode is on.')).toBeVisible({
    timeout: 30_000,
  });

  // From inside "Polokwane" to between the 6 and the 9.
  const city = await wordBox(page, 'address-letter', 1, 'Polokwane');
  const cut = await wordBox(page, 'address-letter', 1, '206');
  await drag(
    page,
    { x: city.x + city.width / 2, y: city.y + city.height / 2 },
    { x: cut.x + cut.width, y: cut.y + cut.height / 2 },
  );

  // The mark is the whole line, and says so before anything is removed.
  const mark = page.locator('.highlight-manual');
  await expect(mark).toHaveCount(1);
  await expect(mark).toHaveAttribute('title', /Polokwane · 2069/);
  await page.getByRole('tab', { name: 'Marks' }).click();
  await expect(page.locator('.mark-row')).toHaveCount(1);
  await expect(page.locator('.mark-row')).toContainText('Polokwane · 2069');
  await page.locator('.mark-row').scrollIntoViewIfNeeded();
  await snapshot(page, 'text-selection-whole-words-1280x800', false);

  await redactMarked(page);
  await expect(page.getByText(/1 area.? redacted/)).toBeVisible({ timeout: 30_000 });
  const text = pdfText(await savePdf(page));
  expect(text).not.toContain('2069');
  expect(text).not.toContain('Polokwane');
  // No stray digit of the number: the only other digits are the reference's.
  expect(text.replace('4471', '')).not.toMatch(/[0-9]/);
  expect(text).toContain('Reference 4471');
  expect(text).toContain('Kept on file');
});
