import { expect, snapshot, test } from './fixtures';
import { misplacedScan, ocrText } from './misplaced-scan';
import { openSubscriberWorkspace, pdfText, redactMarked, savePdf, searchFor } from './workspace';

test('a scan whose text layer is off its image is refused, its places marked, and released on the second try', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openSubscriberWorkspace(page, request, 'scan-checker');

  await page.getByTestId('upload-replace').setInputFiles([misplacedScan()]);
  await expect(page.locator('.file-panel')).toHaveCount(1);
  await searchFor(page, 'Nordmann');
  await expect(page.locator('.highlight-search')).toHaveCount(1, { timeout: 15_000 });

  // The search box comes from the squeezed text layer: it covers only the start of the word's
  // letters in the image. The check reads the redacted page by OCR and refuses it.
  await redactMarked(page);
  const refusal = page.getByRole('region', { name: 'scanned-letter.pdf was not released' });
  await expect(refusal).toBeVisible({ timeout: 60_000 });
  await expect(refusal).toContainText(/m·+ in the scanned image \(read by OCR\) on page 1/);
  await snapshot(page, 'scan-refused-1280x800', false);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(refusal).toBeVisible();
  await snapshot(page, 'scan-refused-390x844', false);
  await page.setViewportSize({ width: 1280, height: 800 });

  await refusal.getByRole('button', { name: 'Mark these places' }).click();
  await expect(page.getByText('Marked 1 place with a box.', { exact: false })).toBeVisible();
  await expect(refusal).toBeHidden();
  await expect(page.locator('.highlight-manual')).toHaveCount(1);

  await redactMarked(page);
  await expect(page.getByText(/areas? redacted/)).toBeVisible({ timeout: 60_000 });
  const saved = await savePdf(page);
  // Checked with tools that are not ours: no text layer and no pixels spell the name.
  expect(pdfText(saved)).not.toContain('Nordmann');
  const seen = ocrText(saved);
  expect(seen).toContain('Trondheim');
  expect(seen).not.toMatch(/mann|Nord/i);
});
