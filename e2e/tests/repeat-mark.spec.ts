import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, snapshot, test } from './fixtures';
import {
  corpusFile,
  drag,
  openSubscriberWorkspace,
  redactMarked,
  savePdf,
  wordBox,
} from './workspace';

/** 20 US Letter pages; /Rotate 0 on 1, 6–10, 15, 19, 20, the others turned 90, 180 or 270. */
const ROTATED = 'rotated_20-pages_rotate-0-90-180-270.pdf';
const UPRIGHT = [1, 6, 7, 8, 9, 10, 15, 19, 20];

/** A rectangle as fractions of its page's width and height, as the reader sees the page. */
interface Fractions {
  x: number;
  y: number;
  w: number;
  h: number;
}

const sheet = (page: Page, number: number) =>
  page.locator(`.pdf-page[data-file-key*="rotated_20"][data-page="${number}"]`);

/** Where the manual marks of one page stand on it, as fractions of the page shown. */
async function markFractions(page: Page, number: number): Promise<Fractions[]> {
  await sheet(page, number).scrollIntoViewIfNeeded();
  await expect(sheet(page, number)).toHaveAttribute('data-rendered', 'true');
  const box = (await sheet(page, number).boundingBox())!;
  const marks = await sheet(page, number).locator('.highlight-manual').all();
  return Promise.all(
    marks.map(async (mark) => {
      const at = (await mark.boundingBox())!;
      return {
        x: (at.x - box.x) / box.width,
        y: (at.y - box.y) / box.height,
        w: at.width / box.width,
        h: at.height / box.height,
      };
    }),
  );
}

function expectSamePlace(actual: Fractions[], expected: Fractions) {
  expect(actual).toHaveLength(1);
  for (const key of ['x', 'y', 'w', 'h'] as const) {
    expect(Math.abs(actual[0]![key] - expected[key])).toBeLessThan(0.004);
  }
}

/** The page numbers the marks tab lists, one per row, in order. */
async function listedPages(page: Page): Promise<number[]> {
  const details = await page.locator('.mark-row .mark-details').allTextContents();
  return details.map((line) => Number(/Page (\d+)/.exec(line)![1])).sort((a, b) => a - b);
}

/** Opens the context menu of the mark on page 1 and chooses "Repeat on pages…". */
async function openRepeatDialog(page: Page) {
  // Pages far from view have no layers: page 1 is brought into view first.
  await sheet(page, 1).scrollIntoViewIfNeeded();
  await expect(sheet(page, 1)).toHaveAttribute('data-rendered', 'true');
  await sheet(page, 1).locator('.highlight-manual').click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Repeat on pages…' }).click();
  return page.getByRole('dialog', { name: 'Repeat on pages' });
}

/** Closes the notices, which lie over the lower part of the screen, for a screenshot. */
async function dismissNotices(page: Page) {
  const close = page.locator('.toast button');
  while ((await close.count()) > 0) await close.first().click();
}

/** The text poppler reads on one page of a PDF. */
function pageText(file: string, number: number): string {
  const page = String(number);
  return execFileSync('pdftotext', ['-f', page, '-l', page, file, '-'], { encoding: 'utf8' });
}

/**
 * How dark a place of a page is as MuPDF draws it (rotation applied): the mean grey, 0 black to
 * 255 white, of the middle of the rectangle, so edges drawn a pixel off do not count.
 */
function meanGrey(file: string, number: number, place: Fractions): number {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'wb-repeat-')), 'page.pgm');
  execFileSync(
    'mutool',
    ['draw', '-q', '-r', '72', '-c', 'gray', '-o', out, file, String(number)],
    {
      stdio: 'pipe',
    },
  );
  const bytes = readFileSync(out);
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.toString('latin1', 0, 40))!;
  const [whole, width, height] = [header[0], Number(header[1]), Number(header[2])];
  const pixels = bytes.subarray(whole.length);
  const x0 = Math.round((place.x + place.w * 0.2) * width);
  const x1 = Math.round((place.x + place.w * 0.8) * width);
  const y0 = Math.round((place.y + place.h * 0.2) * height);
  const y1 = Math.round((place.y + place.h * 0.8) * height);
  let sum = 0;
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0; x < x1; x += 1) sum += pixels[y * width + x]!;
  }
  return sum / ((x1 - x0) * (y1 - y0));
}

test('a box over the heading is repeated on the even pages and on a list of pages at the same place as shown, and the redacted copy has each place blacked out', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await openSubscriberWorkspace(page, request, 'repeater');
  await page.getByTestId('upload-replace').setInputFiles([corpusFile(ROTATED)]);
  await expect(page.locator('.file-panel')).toHaveCount(1);
  await expect(page.getByText('20 pages')).toBeVisible();

  // A box over "Original page 1", drawn as a caseworker draws one, then edit mode off again.
  await page.getByRole('button', { name: 'Edit mode' }).click();
  const heading = await wordBox(page, 'rotated_20', 1, 'Original page 1');
  await drag(
    page,
    { x: heading.x - 4, y: heading.y - 3 },
    { x: heading.x + heading.width + 4, y: heading.y + heading.height + 3 },
  );
  await expect(page.locator('.highlight-manual')).toHaveCount(1);
  await page.getByRole('button', { name: 'Edit mode' }).click();
  const [source] = await markFractions(page, 1);

  // Even pages: ten copies, none on page 1.
  let dialog = await openRepeatDialog(page);
  await expect(dialog.getByRole('radio', { name: 'All pages' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Even pages' }).check();
  await snapshot(page, 'repeat-mark-dialog-1280x800', false);
  await dialog.getByRole('button', { name: 'Repeat' }).click();
  await expect(page.getByText('The mark was repeated on 10 pages.')).toBeVisible();
  await page.getByRole('tab', { name: 'Marks' }).click();
  await expect(page.locator('.mark-row')).toHaveCount(11);
  expect(await listedPages(page)).toEqual([1, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20]);

  // The same place as the reader sees each page: upright (6), upside down (2) or sideways (4).
  for (const number of [2, 4, 6]) expectSamePlace(await markFractions(page, number), source!);
  for (let step = 0; step < 3; step += 1) {
    await page.getByRole('button', { name: 'Zoom out' }).first().click();
  }
  await expect(page.getByTestId('zoom-level').first()).toHaveText('50%');
  expectSamePlace(await markFractions(page, 4), source!);
  await dismissNotices(page);
  await snapshot(page, 'repeat-mark-copies-1280x800', false);

  // A list past the file's end is explained; page 6 has its copy already and gets no second.
  dialog = await openRepeatDialog(page);
  const pages = dialog.getByRole('textbox', { name: 'Pages to copy the mark to, of 20 pages' });
  await pages.fill('3, 5-7, 21');
  await expect(dialog.getByRole('radio', { name: 'Pages:' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Repeat' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('There is no page 21: the file has 20 pages.');
  await pages.fill('3, 5-7');
  await dialog.getByRole('button', { name: 'Repeat' }).click();
  await expect(
    page.getByText('The mark was repeated on 3 pages. 1 page had it already.'),
  ).toBeVisible();
  await expect(page.locator('.mark-row')).toHaveCount(14);
  expect(await listedPages(page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16, 18, 20]);
  expectSamePlace(await markFractions(page, 3), source!);
  expectSamePlace(await markFractions(page, 6), source!);

  await redactMarked(page);
  await expect(page.getByText(/rotated_20.*14 areas redacted/)).toBeVisible({ timeout: 60_000 });
  const saved = await savePdf(page);

  const marked = [1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16, 18, 20];
  for (let number = 1; number <= 20; number += 1) {
    const heading = `Original page ${number}`;
    // On an upright page the heading is where the box is; a turned page shows it elsewhere.
    const isGone = marked.includes(number) && UPRIGHT.includes(number);
    expect(pageText(saved, number).includes(heading), heading).toBe(!isGone);
    // Every marked page is black at the place, as shown; an unmarked one is not.
    const grey = meanGrey(saved, number, source!);
    if (marked.includes(number)) expect(grey, `page ${number}`).toBeLessThan(40);
    else expect(grey, `page ${number}`).toBeGreaterThan(100);
  }

  // On a phone the dialog fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Redacted copy', exact: true }).first().click();
  await dismissNotices(page);
  dialog = await openRepeatDialog(page);
  await expect(dialog).toBeVisible();
  const fits = (await dialog.boundingBox())!;
  expect(fits.x).toBeGreaterThanOrEqual(0);
  expect(fits.x + fits.width).toBeLessThanOrEqual(390);
  await snapshot(page, 'repeat-mark-dialog-390x844', false);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});
