import type { Page } from '@playwright/test';
import { expect, snapshot, test } from './fixtures';
import { corpusFile, openSubscriberWorkspace } from './workspace';

const SOKNAD = 'norwegian_soknad-kontantstotte_synthetic-person.pdf';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

/** The visible buttons under `selector` smaller than a finger's 44 × 44 px, named. */
async function smallButtons(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots) =>
    roots.flatMap((root) =>
      [...root.querySelectorAll('button, [role="tab"], a.button')].flatMap((button) => {
        const box = button.getBoundingClientRect();
        const isShown =
          box.width > 0 && box.height > 0 && getComputedStyle(button).visibility !== 'hidden';
        if (!isShown || (box.width >= 43.5 && box.height >= 43.5)) return [];
        const name = button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '?';
        return [`${name} (${Math.round(box.width)}×${Math.round(box.height)})`];
      }),
    ),
  );
}

test('on a touch phone every button of the workspace is at least 44 × 44 px', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await openSubscriberWorkspace(page, request, 'thumbs');
  // Opened on the phone, as a phone opens it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
  await page.getByTestId('upload-replace').setInputFiles([corpusFile(SOKNAD)]);
  await expect(page.locator('.pdf-page[data-page="1"]')).toHaveAttribute('data-rendered', 'true');
  await snapshot(page, 'touch-targets-390x844', false);
  for (const part of ['.workspace-toolbar', '.file-panel-header', '.sidebar-tabs']) {
    expect(await smallButtons(page, part), part).toEqual([]);
  }
});
