import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { expect, snapshot, test } from './fixtures';
import { stream, writePdf } from './make-pdf';
import {
  corpusFile,
  filePanel,
  openSubscriberWorkspace,
  pdfText,
  savePdf,
  searchFor,
} from './workspace';

const FONT = '/F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
const UNMARKED = 'metadata_xmp-and-info-author-name_tcpdf-form.pdf';

/** A letter named dokument.pdf, as two case folders each hold one, with its author in /Info. */
function dokument(line: string): string {
  return writePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << ${FONT} >> >> >>`,
      stream(`BT /F1 14 Tf 60 760 Td (${line}) Tj ET`),
      '<< /Author (Kari Nordmann) /Title (Saksdokument) >>',
    ],
    'dokument.pdf',
  ).replace(/$/, '');
}

/** The trailer of writePdf has no /Info; this one points at object 5. */
function withInfo(file: string): string {
  const text = readFileSync(file, 'latin1').replace('/Root 1 0 R', '/Root 1 0 R /Info 5 0 R');
  writeFileSync(file, text, 'latin1');
  return file;
}

const pdfInfo = (file: string) =>
  execFileSync('pdfinfo', [file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

test('two files of the same name and one without marks are all released, each sanitised, on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await openSubscriberWorkspace(page, request, 'release-all');
  await page.setViewportSize({ width: 390, height: 844 });
  const first = withInfo(dokument('Vedtak for Kari Nordmann, sak 2024/11'));
  const second = withInfo(dokument('Klage fra Kari Nordmann i sak 2024/11, mottatt 3. mars'));
  expect(pdfInfo(first)).toContain('Kari Nordmann');
  await page.getByTestId('upload-replace').setInputFiles([first, second, corpusFile(UNMARKED)]);
  await expect(page.locator('.file-panel')).toHaveCount(3);
  await searchFor(page, 'Nordmann');
  // One match in each letter (a phone draws the marks of the pages in sight; the panel lists all).
  await page.getByRole('tab', { name: 'Marks' }).click();
  await expect(page.locator('.mark-row')).toHaveCount(2, { timeout: 20_000 });

  // The confirmation names the file without marks: it is released sanitised.
  await page.getByRole('button', { name: 'Redact', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`is released sanitised`);
  await expect(dialog).toContainText(UNMARKED.slice(0, 20));
  await snapshot(page, 'release-all-confirm-390x844', false);
  await dialog
    .getByRole('button', { name: 'Accept all and redact' })
    .or(dialog.getByRole('button', { name: 'Redact', exact: true }))
    .click();
  await expect(page.getByText('All 3 files were released and checked')).toBeVisible({
    timeout: 60_000,
  });
  await snapshot(page, 'release-all-summary-390x844', false);

  // The ZIP holds all three under names of their own, each rebuilt: no author left in any.
  const zip = unzipSync(readFileSync(await savePdf(page)));
  const names = Object.keys(zip).sort();
  expect(names).toHaveLength(3);
  expect(new Set(names).size).toBe(3);
  expect(names.filter((name) => name.startsWith('dokument'))).toHaveLength(2);
  const folder = mkdtempSync(path.join(tmpdir(), 'wb-zip-'));
  const texts: string[] = [];
  for (const name of names) {
    const file = path.join(folder, name);
    writeFileSync(file, zip[name]!);
    expect(pdfInfo(file), name).not.toMatch(/Author:\s+\S/);
    texts.push(pdfText(file));
  }
  expect(texts.join(' ')).not.toContain('Nordmann');
  expect(texts.join(' ')).toContain('Vedtak for Kari');
  expect(texts.join(' ')).toContain('Klage fra Kari');

  // Closing a file with marks asks first; Cancel keeps it and its marks.
  await filePanel(page, 'dokument.pdf')
    .first()
    .getByRole('button', { name: 'Remove file' })
    .click();
  const close = page.getByRole('dialog', { name: 'Close dokument.pdf?' });
  await expect(close).toBeVisible();
  await snapshot(page, 'release-all-close-question-390x844', false);
  await close.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('.file-panel')).toHaveCount(3);
});
