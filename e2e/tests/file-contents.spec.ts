import { expect, snapshot, test } from './fixtures';
import { stream, writePdf } from './make-pdf';
import {
  openSubscriberWorkspace,
  pdfText,
  uncompressed,
  realFile,
  redactMarked,
  savePdf,
} from './workspace';

const HIDDEN = 'Kari Hemmelig 98765432';
const FONT = '/F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/**
 * An application form whose contact field is hidden (annotation flag 2): its value and its
 * appearance are in the file, but no reader draws them. Nothing visible lies under it.
 */
function formWithHiddenField(): string {
  const appearance = stream(
    `/Tx BMC BT /F1 10 Tf 2 6 Td (${HIDDEN}) Tj ET EMC`,
    `/BBox [0 0 200 20] /Resources << /Font << ${FONT} >> >>`,
  );
  return writePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [5 0 R] /DA (/Helv 10 Tf 0 g) >> >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << ${FONT} >> >> /Annots [5 0 R] >>`,
      stream(
        'BT /F1 12 Tf 72 720 Td (Application for housing support) Tj 0 -40 Td (Reference 2024/77) Tj ET',
      ),
      `<< /Type /Annot /Subtype /Widget /FT /Tx /T (contact) /V (${HIDDEN}) /F 2 /Rect [300 500 500 520] /AP << /N 6 0 R >> /P 3 0 R >>`,
      appearance,
    ],
    'form-with-hidden-field.pdf',
  );
}

test('"Also in this file" lists attachments, document information and bookmarks with what redaction does with them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openSubscriberWorkspace(page, request, 'contents-reader');
  await page
    .getByTestId('upload-replace')
    .setInputFiles([realFile('invoice_de_alphabet-leasing_zugferd-xml-attachment_vin-iban.pdf')]);
  await page.getByRole('tab', { name: 'Files' }).click();
  const contents = page.getByRole('region', { name: 'Also in this file' });
  const attachments = contents.getByRole('region', { name: 'Attachments' });
  await expect(attachments).toContainText('zugferd-invoice.xml', { timeout: 15_000 });
  await expect(attachments).toContainText(/\d+(,\d)? kB/);
  await expect(attachments).toContainText('Removed when the file is redacted.');
  const information = contents.getByRole('region', { name: 'Document information' });
  await expect(information).toContainText('Author Oracle Reports');
  await expect(information).toContainText('Producer Oracle PDF driver');
  await expect(information).toContainText('XMP metadata present');
  await expect(information).toContainText('Removed when the file is redacted.');
  await contents.scrollIntoViewIfNeeded();
  await snapshot(page, 'file-contents-attachment-1280x800', false);

  // A second file: chosen in the list, its own contents are shown.
  await page
    .getByTestId('upload-add')
    .setInputFiles([
      realFile('bookmarks_arxiv-paper_named-destinations_uri-links_author-metadata.pdf'),
    ]);
  await page.locator('.files-panel-name', { hasText: 'bookmarks_arxiv' }).click();
  const bookmarks = contents.getByRole('region', { name: 'Bookmarks' });
  await expect(bookmarks).toContainText('I Introduction', { timeout: 15_000 });
  await expect(bookmarks).toContainText(
    'Kept; redacted text in a title is replaced by [redacted].',
  );
  await expect(contents.getByRole('region', { name: 'Document information' })).toContainText(
    'Author Martin Thoma',
  );
  await expect(contents.getByRole('region', { name: 'Attachments' })).toHaveCount(0);

  // On a phone, once the notices have gone, the list fits the screen's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('.toast')).toHaveCount(0, { timeout: 15_000 });
  await bookmarks.scrollIntoViewIfNeeded();
  const box = (await contents.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await snapshot(page, 'file-contents-bookmarks-390x844', false);
});

test('a hidden form value is listed as "Not visible on the page", and once accepted it is gone from the redacted file', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openSubscriberWorkspace(page, request, 'hidden-field-reader');
  await page.getByTestId('upload-replace').setInputFiles([formWithHiddenField()]);
  await expect(page.locator('.pdf-page[data-page="1"]')).toHaveAttribute('data-rendered', 'true');

  await page.getByRole('tab', { name: 'Files' }).click();
  const hidden = page
    .getByRole('region', { name: 'Also in this file' })
    .getByRole('region', { name: 'Form values not visible on the page' });
  await expect(hidden).toContainText(`Page 1 · contact · hidden field ${HIDDEN}`, {
    timeout: 15_000,
  });

  await page.getByRole('tab', { name: 'Marks' }).click();
  const group = page.getByRole('region', { name: 'Not visible on the page' });
  const row = group.locator('.mark-row', { hasText: HIDDEN });
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-status', 'suggested');
  await expect(page.locator('.highlight[data-status="suggested"]')).toHaveCount(1);
  await row.scrollIntoViewIfNeeded();
  await snapshot(page, 'hidden-value-suggested-1280x800', false);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('.toast')).toHaveCount(0, { timeout: 15_000 });
  await row.scrollIntoViewIfNeeded();
  await expect(row).toBeInViewport();
  await snapshot(page, 'hidden-value-suggested-390x844', false);
  await page.setViewportSize({ width: 1280, height: 800 });

  await row.getByRole('button', { name: `Accept “${HIDDEN}”` }).click();
  await expect(row).toHaveAttribute('data-status', 'accepted');
  await redactMarked(page);
  await expect(page.getByText(/areas? redacted/)).toBeVisible({ timeout: 30_000 });
  const saved = await savePdf(page);
  const text = pdfText(saved);
  expect(text).toContain('Application for housing support');
  expect(text).toContain('Reference 2024/77');
  const objects = uncompressed(saved);
  for (const part of ['Hemmelig', '98765432']) {
    expect(text).not.toContain(part);
    expect(objects).not.toContain(part);
  }
});
