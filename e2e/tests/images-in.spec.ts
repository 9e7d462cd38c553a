import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { GPS_MARK, heldSideways, jpegOf, scannedText, tiffOf } from '@workbench/pdf/test-images';
import { logIn, signUpVerified, subscribe } from './accounts';
import { expect, snapshot, test } from './fixtures';
import { expectOnlyLineCovered } from './ink-rows';
import { ocrText } from './misplaced-scan';
import { agreeToProcess, downloadLog, pdfText, redactMarked, savePdf } from './workspace';

/** Valid (check digits computed) Norwegian national identity numbers, one per file. */
const SCAN_NUMBER = '29027612383';
const PHOTO_NUMBER = '15038512363';

/** A two-page scan, as an office scanner writes a multi-page TIFF. */
const scanPage = scannedText(
  // Only the number is personal: the lines around it keep all their ink.
  ['Melding fra kontoret', `Fodselsnummer ${SCAN_NUMBER}`, 'Sendt fra skanneren'],
  150,
  220,
);
const scan = tiffOf([scanPage, scannedText(['Side 2', 'Med vennlig hilsen'], 150, 220)], 150);
/** A letter photographed with the phone held on its side: EXIF orientation 6 stands it up. */
const photoPage = scannedText(
  ['Soknad om stotte', `Fodselsnummer ${PHOTO_NUMBER}`, 'Sendt fra mobil'],
  150,
  300,
);
const photo = jpegOf(heldSideways(photoPage), { orientation: 6, comment: 'Storgata 1, Oslo' });

/** The copy in a saved ZIP whose name matches, written to a file of its own. */
function copyFromZip(zip: string, name: RegExp): string {
  const entries = unzipSync(readFileSync(zip));
  const found = Object.keys(entries).find((entry) => name.test(entry));
  expect(found, Object.keys(entries).join(', ')).toBeDefined();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'wb-zip-')), found!);
  writeFileSync(file, entries[found!]!);
  return file;
}

test('a two-page TIFF scan and a phone photo open as PDFs, detection finds their numbers, and the redacted copies hold none of them', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpVerified(page, request, 'image-sender');
  await logIn(page, 'image-sender');
  await expect(page).toHaveURL(/\/playground$/);
  await subscribe(page);

  // Auto-processing (on for a new account) detects each file as it opens.
  const completed = page.getByText(/Detection completed: \d+ entit(y|ies) found/);
  await page
    .getByTestId('upload-replace')
    .setInputFiles([{ name: 'skann.tif', mimeType: 'image/tiff', buffer: Buffer.from(scan) }]);
  await expect(page.locator('.file-panel')).toHaveCount(1, { timeout: 30_000 });
  // Detection spends pages: asked once, and the user chooses not to be asked again.
  await agreeToProcess(page, { always: true });
  await page.getByRole('tab', { name: 'Files' }).click();
  await expect(page.locator('.files-panel-item').first()).toContainText('from skann.tif');
  await expect(completed).toBeVisible({ timeout: 90_000 });
  const scanMark = page.locator(
    `.highlight[data-entity="NO_FODSELSNUMMER"][title*="${SCAN_NUMBER}"]`,
  );
  await expect(scanMark.first()).toBeAttached();
  await snapshot(page, 'images-in-tiff-1280x800', false);

  await redactMarked(page);
  await expect(page.getByText(/areas? redacted/)).toBeVisible({ timeout: 90_000 });
  const savedScan = await savePdf(page);
  expect(savedScan).toMatch(/skann-.*\.pdf$/);
  const scanSeen = ocrText(savedScan);
  expect(scanSeen).toContain('Melding fra');
  expect(scanSeen.replace(/\s+/g, '')).not.toContain(SCAN_NUMBER);
  expect(pdfText(savedScan)).not.toContain(SCAN_NUMBER);
  // Issue 64: the OCR box covers the number's line, top to bottom, and no ink of the lines
  // above and below (checked on the redacted page as mutool draws it).
  expectOnlyLineCovered(savedScan, scanPage, 1);
  await page.getByRole('tab', { name: 'Redaction' }).click();
  const log = readFileSync(await downloadLog(page, 'skann', 'CSV'), 'utf8');
  expect(log).toContain('Original file,skann.tif (TIFF image)');

  // The photo opens beside the scan, standing upright as it was taken.
  await page.getByRole('tab', { name: 'Files' }).click();
  await page
    .getByTestId('upload-add')
    .setInputFiles([{ name: 'IMG_0042.jpeg', mimeType: 'image/jpeg', buffer: Buffer.from(photo) }]);
  await expect(page.locator('.file-panel')).toHaveCount(2, { timeout: 30_000 });
  const photoMark = page.locator(
    `.highlight[data-entity="NO_FODSELSNUMMER"][title*="${PHOTO_NUMBER}"]`,
  );
  await expect(photoMark.first()).toBeAttached({ timeout: 90_000 });
  await page.locator('.files-panel-name', { hasText: 'IMG_0042.pdf' }).click();
  await snapshot(page, 'images-in-photo-1280x800', false);
  await redactMarked(page);
  await expect(page.getByText(/areas? redacted/).first()).toBeVisible({ timeout: 90_000 });
  // Both copies are saved together, as a ZIP.
  const savedPhoto = copyFromZip(await savePdf(page), /^IMG_0042-.*\.pdf$/);
  const photoSeen = ocrText(savedPhoto);
  expect(photoSeen).toContain('Sendt fra mobil');
  expect(photoSeen.replace(/\s+/g, '')).not.toContain(PHOTO_NUMBER);
  expectOnlyLineCovered(savedPhoto, photoPage, 1);
  const raw = readFileSync(savedPhoto, 'latin1');
  for (const trace of ['Storgata', 'Exif', GPS_MARK]) expect(raw).not.toContain(trace);

  // A photo in, a photo out: the redacted page as a JPEG of the photo's own pixel size.
  await page.getByRole('tab', { name: 'Redaction' }).click();
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /Download the redacted IMG_0042.* as an image \(JPEG\)/ })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^IMG_0042-.*\.jpg$/);
  const image = path.join(mkdtempSync(path.join(tmpdir(), 'wb-img-')), 'photo.jpg');
  await download.saveAs(image);
  const inImage = execFileSync('tesseract', [image, '-', '-l', 'eng'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  expect(inImage).toContain('Sendt fra mobil');
  expect(inImage.replace(/\s+/g, '')).not.toContain(PHOTO_NUMBER);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Files' }).click();
  await expect(page.locator('.files-panel-item', { hasText: 'from IMG_0042.jpeg' })).toBeVisible();
  await snapshot(page, 'images-in-files-390x844', false);
});
