import { expect, snapshot, test } from './fixtures';
import { stream, writePdf } from './make-pdf';
import { corpusFile, filePanel, openSubscriberWorkspace } from './workspace';

const FONT = '/F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** A one-page receipt on a strip of paper: much shorter than half the viewer. */
function receiptStrip(): string {
  return writePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 120] /Contents 4 0 R /Resources << /Font << ${FONT} >> >> >>`,
      stream('BT /F1 14 Tf 40 60 Td (Kvittering 2024-113 for Kari Nordmann) Tj ET'),
    ],
    'kvittering-strimmel.pdf',
  );
}

test('a click on a file in the Files tab brings it to the top of the viewer and keeps it current', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openSubscriberWorkspace(page, request, 'files-tab-reader');
  await page
    .getByTestId('upload-replace')
    .setInputFiles([
      corpusFile('rotated_text-matrix-90deg.pdf'),
      receiptStrip(),
      corpusFile('multicolumn_3-pages_latex.pdf'),
    ]);
  const viewer = page.locator('.multi-file-viewer');
  const short = filePanel(page, 'kvittering');
  const first = filePanel(page, 'rotated_text');
  await expect(first.locator('.pdf-page[data-page="1"]')).toHaveAttribute('data-rendered', 'true');

  await page.getByRole('tab', { name: 'Files' }).click();
  await page.locator('.files-panel-name', { hasText: 'kvittering' }).click();
  // Its header at the viewer's top: the file is a strip, so the viewer's middle lies in the next
  // file, and the scroll's settling must not make that one current.
  const top = async (locator: typeof viewer) => (await locator.boundingBox())!.y;
  await expect.poll(async () => Math.abs((await top(short)) - (await top(viewer)))).toBeLessThan(4);
  await expect(short.locator('.pdf-page[data-page="1"]')).toHaveAttribute('data-rendered', 'true');
  await page.waitForTimeout(1000);
  await expect(short).toHaveAttribute('data-current', 'true');
  await expect(page.locator('.files-panel-name[aria-current="true"]')).toContainText('kvittering');
  await snapshot(page, 'files-tab-go-to-file-1280x800', false);

  // Back to the first file, at the page it was read at.
  await page.locator('.files-panel-name', { hasText: 'rotated_text' }).click();
  await expect(first).toHaveAttribute('data-current', 'true');
  await expect(first.locator('.pdf-page[data-page="1"]')).toBeInViewport();
  await expect.poll(async () => Math.abs((await top(first)) - (await top(viewer)))).toBeLessThan(4);

  // On a phone, the same click shows the file.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Files' }).click();
  await page.locator('.files-panel-name', { hasText: 'multicolumn' }).click();
  const last = filePanel(page, 'multicolumn');
  await expect(last).toHaveAttribute('data-current', 'true');
  await expect(last.locator('.file-panel-header')).toBeInViewport();
  await expect(last.locator('.pdf-page[data-page="1"]')).toHaveAttribute('data-rendered', 'true', {
    timeout: 30_000,
  });
  await page.waitForTimeout(1500);
  await snapshot(page, 'files-tab-go-to-file-390x844', false);
});
