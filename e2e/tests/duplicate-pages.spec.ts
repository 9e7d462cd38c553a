import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { expect, snapshot, test } from './fixtures';
import { stream, writePdf } from './make-pdf';
import { ocrText } from './misplaced-scan';
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
const HEAD = ['Oslo kommune, Plan- og bygningsetaten', 'Postboks 364 Sentrum, 0102 Oslo'];

/** The letter that occurs twice: once as text, once as a scan that needs OCR. */
const LETTER = [
  ...HEAD,
  'Our reference 24/01871',
  'Dear Kari Nordmann,',
  'We refer to your application of 3 March concerning the extension at Storgata 12.',
  'After a full review the department has decided to grant the request in part.',
  'The garage may be built as drawn; the balcony facing the street may not.',
  'You may appeal this decision within three weeks of receiving this letter.',
  'Yours sincerely',
  'Ola Hansen, case officer',
];
/** Another letter on the same letterhead: it must not be listed as a duplicate. */
const SAME_HEAD = [
  ...HEAD,
  'Our reference 24/02290',
  'Dear Per Olsen,',
  'Thank you for the drawings of the new fence between your garden and the school.',
  'The fence is lower than one metre and needs no permit from the municipality.',
  'Please tell the neighbours before the work starts in the spring.',
  'Yours sincerely',
  'Ingrid Berg, adviser',
];
const OTHER = [
  'Northern Water Utilities Ltd',
  'Invoice 88213 for the quarter ending 30 September',
  'Water supply to the property at Fjordveien 7 was measured at 212 cubic metres.',
  'The amount of NOK 4 310 is due within thirty days of this notice.',
  'Questions about the reading may be sent to our customer service by e-mail.',
];

/** A page's content stream: each line in 12-point Helvetica, 24 points apart from the top. */
function lines(text: readonly string[], top = 740): string {
  return text
    .map((line, index) => `BT /F1 12 Tf 72 ${top - index * 24} Td (${line}) Tj ET`)
    .join('\n');
}

/** A PDF of text pages, 612 × 792 points each. */
function textPdf(pages: readonly (readonly string[])[], name: string): string {
  const kids = pages.map((_, index) => `${3 + index * 2} 0 R`).join(' ');
  return writePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`,
      ...pages.flatMap((page, index) => [
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${4 + index * 2} 0 R /Resources << /Font << ${FONT} >> >> >>`,
        stream(lines(page)),
      ]),
    ],
    name,
  );
}

/** The letter's page as a 150-dpi grayscale image, rendered by mutool (raw PGM pixels). */
function scanOf(text: readonly string[]) {
  const pgm = path.join(mkdtempSync(path.join(tmpdir(), 'wb-e2e-')), 'scan.pgm');
  const typed = textPdf([text], 'typed.pdf');
  execFileSync('mutool', ['draw', '-q', '-r', '150', '-c', 'gray', '-o', pgm, typed, '1']);
  const bytes = readFileSync(pgm);
  const header = bytes.toString('latin1', 0, 40).match(/^P5\s+(\d+)\s+(\d+)\s+255\s/);
  if (!header) throw new Error('mutool did not write a PGM');
  const [whole, width, height] = header;
  return { width: Number(width), height: Number(height), pixels: bytes.subarray(whole.length) };
}

/**
 * A file whose first page is a scan of `scanned` with no text layer (OCR must read it) on a
 * taller page, 60 points of margin above it, so the same place relative to the page is not the
 * same text; its second page is a text page.
 */
function scannedPdf(scanned: readonly string[], second: readonly string[], name: string): string {
  const image = scanOf(scanned);
  return writePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R 6 0 R] /Count 2 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 852] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >> >>',
      stream('q 612 0 0 792 0 0 cm /Im1 Do Q'),
      stream(
        deflateSync(image.pixels).toString('latin1'),
        `/Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
      ),
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 7 0 R /Resources << /Font << ${FONT} >> >> >>`,
      stream(lines(second)),
    ],
    name,
  );
}

/** Saves every redacted copy (one ZIP) and answers where each PDF is, by its name. */
async function saveAll(page: Page): Promise<Record<string, string>> {
  const zipped = readFileSync(await savePdf(page));
  const folder = mkdtempSync(path.join(tmpdir(), 'wb-zip-'));
  return Object.fromEntries(
    Object.entries(unzipSync(zipped)).map(([name, bytes]) => {
      writeFileSync(path.join(folder, name), bytes);
      return [name, path.join(folder, name)];
    }),
  );
}

const savedAs = (saved: Record<string, string>, start: string) =>
  Object.entries(saved).find(([name]) => name.startsWith(start))![1];

test('a letter in two files, once as a scan, is listed as duplicate pages and its mark copied onto the scan', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await openSubscriberWorkspace(page, request, 'duplicate-finder');
  await page
    .getByTestId('upload-replace')
    .setInputFiles([
      textPdf([LETTER, OTHER], 'letters-a.pdf'),
      scannedPdf(LETTER, OTHER.slice(0, 2).concat(SAME_HEAD.slice(5)), 'scan-b.pdf'),
      textPdf([SAME_HEAD], 'letter-c.pdf'),
    ]);
  await expect(page.locator('.file-panel')).toHaveCount(3);

  // The name is marked by selecting its words in the letter.
  await page.getByRole('button', { name: 'Edit mode' }).click();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: 'Text selection' }).check();
  await expect(page.getByText('OCR processing complete. Edit mode is on.')).toBeVisible({
    timeout: 120_000,
  });
  const first = await wordBox(page, 'letters-a', 1, 'Kari');
  const last = await wordBox(page, 'letters-a', 1, 'Nordmann');
  await drag(
    page,
    { x: first.x + 2, y: first.y + first.height / 2 },
    { x: last.x + last.width - 2, y: last.y + last.height / 2 },
  );
  await expect(page.locator('.highlight-manual')).toHaveCount(1);
  await page.getByRole('button', { name: 'Edit mode' }).click();

  // The letter and its scan are one group; the letter on the same letterhead is in none.
  await page.getByRole('tab', { name: 'Files' }).click();
  const panel = page.getByRole('region', { name: 'Duplicate pages' });
  await panel.getByRole('button', { name: 'Find duplicate pages' }).click();
  await expect(panel.getByText('1 group of duplicate pages')).toBeVisible({ timeout: 60_000 });
  const group = panel.getByRole('listitem');
  await expect(group).toHaveCount(1);
  await expect(group).toHaveText(/^\d+\s?%page 1 of letters-a\.pdf = page 1 of scan-b\.pdf$/);
  await expect(group).not.toContainText('letter-c.pdf');
  await group.scrollIntoViewIfNeeded();
  await snapshot(page, 'duplicate-pages-groups-1280x800', false);

  await panel.getByRole('button', { name: 'Copy marks to duplicates' }).click();
  await expect(page.getByText('1 mark copied as a suggestion to review.')).toBeVisible();
  await group.getByRole('button', { name: 'page 1 of scan-b.pdf' }).click();
  const scanPage = page.locator('.pdf-page[data-file-key*="scan-b"][data-page="1"]');
  await expect(scanPage).toHaveAttribute('data-rendered', 'true');
  const copy = scanPage.locator('[data-highlight-id^="duplicate:"]');
  await expect(copy).toHaveCount(1);
  await copy.scrollIntoViewIfNeeded();
  await snapshot(page, 'duplicate-pages-copied-1280x800', false);

  // The copy waits for review like any suggestion, named by its text.
  await page.getByRole('tab', { name: 'Marks' }).click();
  const row = page.locator('.mark-row', { hasText: 'scan-b.pdf' });
  await expect(row).toContainText('Kari Nordmann');
  await expect(row).toContainText('Copied from a duplicate page');
  await expect(row).toContainText('Suggested');

  // Redacted, neither copy of the letter names her: the scan's copy lay over the name itself.
  await redactMarked(page);
  await expect(page.getByText(/areas? redacted/).first()).toBeVisible({ timeout: 90_000 });
  const saved = await saveAll(page);
  expect(pdfText(savedAs(saved, 'letters-a'))).not.toContain('Nordmann');
  const scan = ocrText(savedAs(saved, 'scan-b'));
  expect(scan).toContain('appeal this decision');
  expect(scan).not.toMatch(/Nordm|Kari/);
});
