import { expect, snapshot, test } from './fixtures';
import { writePdf } from './make-pdf';
import { drag, openSubscriberWorkspace, redactMarked } from './workspace';

/**
 * A one-page PDF whose text sits in forms nested 100 deep: viewers draw it, but it is past the
 * server's nesting limit (64), as a file built to exhaust a PDF engine's stack would be.
 */
function deeplyNestedPdf(): string {
  const forms = Array.from({ length: 100 }, (_, level) => {
    const body = level < 99 ? 'q /X Do Q' : 'BT /F1 24 Tf 72 600 Td (Deep inside) Tj ET';
    const resources = `/Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> /XObject << /X ${6 + level} 0 R >>`;
    return `<< /Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << ${resources} >> /Length ${body.length} >>\nstream\n${body}\nendstream`;
  });
  return writePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /XObject << /X 5 0 R >> >> >>',
      '<< /Length 5 >>\nstream\n/X Do\nendstream',
      ...forms,
    ],
    'nested-forms.pdf',
  );
}

test('a file built to exhaust the engine is refused with the limit it hit, and nothing is charged', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await openSubscriberWorkspace(page, request, 'cautious');

  await page.getByTestId('upload-replace').setInputFiles([deeplyNestedPdf()]);
  await expect(page.locator('.file-panel')).toHaveCount(1);
  const sheet = page.locator('.pdf-page[data-file-key*="nested-forms"][data-page="1"]');
  await expect(sheet).toHaveAttribute('data-rendered', 'true');
  await page.getByRole('button', { name: 'Edit mode' }).click();
  const box = (await sheet.boundingBox())!;
  await drag(
    page,
    { x: box.x + box.width * 0.1, y: box.y + box.height * 0.2 },
    { x: box.x + box.width * 0.6, y: box.y + box.height * 0.3 },
  );
  await expect(page.locator('.highlight-manual')).toHaveCount(1);

  await redactMarked(page);
  await expect(
    page.getByText(
      /^nested-forms\.pdf was not redacted: This PDF nests its content more than 64 levels deep/,
    ),
  ).toBeVisible({ timeout: 30_000 });
  await snapshot(page, 'hostile-file-refused-1280x800', false);

  const current = (await (await page.request.get('/api/subscriptions/current')).json()) as {
    data: { usage: { pages_used: number } };
  };
  expect(current.data.usage.pages_used).toBe(0);
});
