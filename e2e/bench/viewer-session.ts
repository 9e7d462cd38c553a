import { chromium, request, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { makeTextPdf } from '../../packages/pdf/bench/make-text-pdf';
import config from '../playwright.config';
import { logIn, signUpVerified } from '../tests/accounts';
import { expect } from '../tests/fixtures';
import { firstPageTiming, watchFirstPage, type FirstPageTiming } from './viewer-probes';

const VIEWPORT = { width: 1280, height: 800 };
export const CHROMIUM_PATH = config.use?.launchOptions?.executablePath ?? '';

export type Pdf = { name: string; pages: number; buffer: Buffer };

/** A generated text PDF (the same bytes on every run). */
export function makePdf(pages: number): Pdf {
  const buffer = Buffer.from(makeTextPdf({ pages }));
  return { name: `generated-${pages}-pages.pdf`, pages, buffer };
}

/** Chromium as the e2e tests launch it. */
export async function launch(): Promise<Browser> {
  const options = config.use?.launchOptions ?? {};
  return chromium.launch({
    ...options,
    // Exact (not bucketed) figures from performance.memory, sampled while scrolling.
    args: [...(options.args ?? []), '--enable-precise-memory-info'],
  });
}

/** Signs up and logs in one user; the context keeps the session cookies for every tab. */
export async function signedInContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT });
  // tsx wraps named functions in an `__name` helper, also those sent to page.evaluate.
  await context.addInitScript('globalThis.__name = (target) => target');
  const api = await request.newContext({ baseURL });
  const page = await context.newPage();
  await signUpVerified(page, api, 'viewerbench');
  await logIn(page, 'viewerbench');
  await expect(page).toHaveURL(/\/playground$/);
  await page.close();
  await api.dispose();
  return context;
}

/**
 * A fresh /playground tab with `pdf` chosen on the upload input, returned once its first page is
 * painted. Uncaught page errors are added to `errors`.
 */
export async function openPdf(
  context: BrowserContext,
  pdf: Pdf,
  errors: string[],
): Promise<{ page: Page; timing: FirstPageTiming }> {
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/playground');
  const input = page.getByTestId('upload-replace');
  await input.waitFor({ state: 'attached' });
  await watchFirstPage(page);
  await input.setInputFiles({ name: pdf.name, mimeType: 'application/pdf', buffer: pdf.buffer });
  return { page, timing: await firstPageTiming(page) };
}
