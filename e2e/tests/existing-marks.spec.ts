import { readFileSync } from 'node:fs';
import { csrfHeader } from './accounts';
import { expect, snapshot, test } from './fixtures';
import { stream, writePdf } from './make-pdf';
import { openSubscriberWorkspace, pdfText, uncompressed, redactMarked, savePdf } from './workspace';

const FNR = '12345678901';
const CODE = 'Unntatt §13';
const AUTHOR = 'Saksbehandler';
const FONT = '/F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/**
 * A letter marked in Acrobat ("Mark for redaction") and not applied: an unapplied /Redact
 * annotation over the fødselsnummer (Helvetica 12, drawn at 110, 680), with an overlay text and
 * its author. § is \247 in the PDF string (PDFDocEncoding).
 */
function markedInAcrobat(): string {
  return writePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << ${FONT} >> >> /Annots [5 0 R] >>`,
      stream(
        [
          'BT /F1 12 Tf 72 720 Td (Case 2024/118) Tj ET',
          'BT /F1 12 Tf 72 680 Td (Fnr.) Tj ET',
          `BT /F1 12 Tf 110 680 Td (${FNR}) Tj ET`,
          'BT /F1 12 Tf 72 640 Td (Kari Nordmann applied on 1 March.) Tj ET',
        ].join('\n'),
      ),
      `<< /Type /Annot /Subtype /Redact /Rect [108 677 186 693] /QuadPoints [108 693 186 693 108 677 186 677] /OverlayText (Unntatt \\24713) /T (${AUTHOR}) /IC [0 0 0] /C [1 0 0] /F 4 /P 3 0 R >>`,
    ],
    'marked-in-acrobat.pdf',
  );
}

test('a mark made in Acrobat is offered for review "in the file", redacted once accepted, and the API refuses to drop it unasked', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openSubscriberWorkspace(page, request, 'acrobat-marker');
  const file = markedInAcrobat();

  // An API caller that says nothing about the mark is refused, told where it is, not charged.
  const refusal = await page.request.post('/api/batch/redact', {
    headers: await csrfHeader(page),
    multipart: {
      files: {
        name: 'marked-in-acrobat.pdf',
        mimeType: 'application/pdf',
        buffer: readFileSync(file),
      },
      redaction_mappings: JSON.stringify([{ pages: [] }]),
    },
  });
  expect(refusal.status()).toBe(422);
  const body = await refusal.text();
  expect(JSON.parse(body).error).toMatchObject({
    code: 'UNPROCESSABLE',
    details: { file_error: 'EXISTING_MARKS', existing_marks: [{ page: 1, overlay_text: CODE }] },
  });
  expect(body).not.toContain(FNR);

  // Opened in the workspace, the mark is a suggestion from the file, nothing redacted yet.
  await page.getByTestId('upload-replace').setInputFiles([file]);
  await expect(page.getByText(/holds 1 redaction mark made in another program/)).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('tab', { name: 'Marks' }).click();
  const row = page.locator('.mark-row', { hasText: FNR });
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-status', 'suggested');
  await expect(row.locator('.mark-details')).toHaveText(
    `Page 1 · In the file · by ${AUTHOR} · Suggested`,
  );
  await expect(row.locator('.mark-code')).toHaveText(CODE);
  await expect(page.getByRole('region', { name: 'Marks in the file' })).toContainText(FNR);
  await expect(page.locator('.pdf-page[data-page="1"]')).toHaveAttribute('data-rendered', 'true');
  await expect(page.locator('.highlight[data-status="suggested"]')).toHaveCount(1);
  await row.scrollIntoViewIfNeeded();
  await snapshot(page, 'existing-marks-suggested-1280x800', false);

  // On a phone, once the notices have gone, the suggestion is there to review.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('.toast')).toHaveCount(0, { timeout: 15_000 });
  await row.scrollIntoViewIfNeeded();
  await expect(row).toBeInViewport();
  const rowBox = (await row.boundingBox())!;
  expect(rowBox.x + rowBox.width).toBeLessThanOrEqual(390);
  await snapshot(page, 'existing-marks-suggested-390x844', false);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Accepted, it is redacted with its overlay text as the code; the annotation is gone.
  await row.getByRole('button', { name: `Accept “${FNR}”` }).click();
  await expect(row).toHaveAttribute('data-status', 'accepted');
  await redactMarked(page);
  await expect(page.getByText(/areas? redacted/)).toBeVisible({ timeout: 30_000 });
  const saved = await savePdf(page);
  const text = pdfText(saved);
  expect(text).not.toContain(FNR);
  expect(text).toContain('Case 2024/118');
  expect(text).toContain('Fnr.');
  expect(text).toContain('Kari Nordmann applied on 1 March.');
  expect(text).toContain(CODE);
  expect(uncompressed(saved)).not.toMatch(/\/Subtype\s*\/Redact/);
});
