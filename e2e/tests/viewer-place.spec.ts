import { readFileSync } from 'node:fs';
import { expect, snapshot, test } from './fixtures';
import { corpusFile, filePanel, openSubscriberWorkspace } from './workspace';

const REPORT = 'text-report_134-pages_reportlab-userguide.pdf';
const ROTATED = 'rotated_20-pages_rotate-0-90-180-270.pdf';

test('zooming keeps the page being read at the top, a thumbnail redacts its page whole, and the pages left show', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await openSubscriberWorkspace(page, request, 'zoomreader');
  await page.getByTestId('upload-replace').setInputFiles([corpusFile(REPORT)]);
  await expect(page.locator('.pdf-page[data-page="1"]')).toHaveAttribute('data-rendered', 'true', {
    timeout: 30_000,
  });
  await page.getByRole('tab', { name: 'Thumbnails' }).click();
  const pageBox = page.getByRole('textbox', { name: 'Page number' });
  await pageBox.fill('40');
  await pageBox.press('Enter');
  const page40 = page.locator('.pdf-page[data-page="40"]');
  await expect(page40).toBeInViewport();

  /** The page at the viewer's top edge, as the viewer lays it out now. */
  const topPage = () =>
    page.locator('.multi-file-viewer').evaluate((viewer) => {
      const top = viewer.getBoundingClientRect().top + 2;
      const under = [...viewer.querySelectorAll('.pdf-page')].find((element) => {
        const rect = element.getBoundingClientRect();
        return rect.top <= top && rect.bottom > top;
      });
      return Number(under?.getAttribute('data-page'));
    });
  await expect.poll(topPage).toBe(40);
  // Only the viewer scrolled: the header and toolbar stay in sight.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // It went 40 → 32 → 27 while the page box still said 40. The keys work outside the page box.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  for (const key of ['=', '=', '-', '-', '-']) {
    await page.keyboard.press(key);
    await expect.poll(topPage).toBe(40);
  }
  // The page box follows the viewer once scrolling settles.
  await page.waitForTimeout(500);
  await expect(pageBox).toHaveValue('40');
  await expect(page40).toBeInViewport();

  // A thumbnail's toggle marks its page whole for redaction, and takes the mark away again.
  const toggle = page.getByRole('button', { name: 'Redact page 40 whole' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page40.locator('.highlight-manual')).toHaveCount(1);
  await snapshot(page, 'thumbnail-page-toggle-1280x800', false);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page40.locator('.highlight-manual')).toHaveCount(0);

  // The pages left on the plan are shown where pages are spent; reading a file spent none.
  await page.getByRole('tab', { name: 'Redaction' }).click();
  await expect(page.getByTestId('pages-left')).toContainText(/pages left in your plan/);

  // A PDF dropped on the viewer (not only on the small add button) is opened beside the first.
  const tiny = readFileSync(corpusFile('tiny_minimal-one-page_763-bytes.pdf'));
  const dataTransfer = await page.evaluateHandle(
    (bytes) => {
      const transfer = new DataTransfer();
      const file = new File([new Uint8Array(bytes)], 'tiny.pdf', { type: 'application/pdf' });
      transfer.items.add(file);
      return transfer;
    },
    [...tiny],
  );
  const viewer = page.locator('.multi-file-viewer');
  await viewer.dispatchEvent('dragover', { dataTransfer });
  await viewer.dispatchEvent('drop', { dataTransfer });
  await expect(page.locator('.file-panel')).toHaveCount(2);

  // On a phone, a landscape page zoomed in is wider than the viewer: all of it can be scrolled
  // to (its left part lay out of reach), and a page jump leaves the header in sight.
  await page.getByRole('tab', { name: 'Files' }).click();
  await page.getByTestId('upload-add').setInputFiles([corpusFile(ROTATED)]);
  for (const name of [REPORT, 'tiny.pdf']) {
    await filePanel(page, name).getByRole('button', { name: 'Remove file' }).click();
  }
  await expect(page.locator('.file-panel')).toHaveCount(1);
  // The file left open is the current one (the closed one stayed current, so its thumbnails
  // were shut).
  await expect(page.locator('.file-panel')).toHaveAttribute('data-current', 'true');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Thumbnails' }).click();
  await pageBox.fill('3');
  await pageBox.press('Enter');
  const landscape = page.locator('.pdf-page[data-page="3"]');
  await expect(landscape).toHaveAttribute('data-rendered', 'true');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  for (const key of ['=', '=']) await page.keyboard.press(key);
  await expect(landscape).toHaveAttribute('data-rendered', 'true');
  const edges = await landscape.evaluate((element) => {
    const viewer = element.closest('.multi-file-viewer')!;
    viewer.scrollLeft = 0;
    const box = element.getBoundingClientRect();
    return { left: box.left, width: box.width, viewer: viewer.getBoundingClientRect().left };
  });
  expect(edges.width).toBeGreaterThan(390);
  expect(edges.left).toBeGreaterThanOrEqual(edges.viewer);
  await snapshot(page, 'viewer-landscape-390x844', false);
});
