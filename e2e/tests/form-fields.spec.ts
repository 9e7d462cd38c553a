import { execFileSync } from 'node:child_process';
import { expect, snapshot, test } from './fixtures';
import { stream, writePdf } from './make-pdf';
import {
  agreeToProcess,
  chooseAllFast,
  filePanel,
  openSubscriberWorkspace,
  pdfText,
  redactMarked,
  savePdf,
  searchFor,
} from './workspace';

const EMAIL = 'kari.nordmann@example.no';
const CITY = 'Trondheim';
const FONT = '/F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/**
 * A filled application form: e-mail, city and parking zone are field values, not page text. The
 * zone ("2024-117") is named by no label detection knows, so it must stay in its field.
 */
function filledForm(): string {
  const appearance = (value: string) =>
    stream(
      `/Tx BMC BT /F1 11 Tf 2 6 Td (${value}) Tj ET EMC`,
      `/BBox [0 0 260 20] /Resources << /Font << ${FONT} >> >>`,
    );
  const widget = (name: string, value: string, y: number, ap: number) =>
    `<< /Type /Annot /Subtype /Widget /FT /Tx /T (${name}) /V (${value}) /Rect [150 ${y} 410 ${y + 20}] /AP << /N ${ap} 0 R >> /P 3 0 R >>`;
  return writePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [5 0 R 7 0 R 9 0 R] /DA (/Helv 11 Tf 0 g) >> >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << ${FONT} >> >> /Annots [5 0 R 7 0 R 9 0 R] >>`,
      stream(
        'BT /F1 16 Tf 72 770 Td (Application for a parking permit) Tj /F1 11 Tf 0 -52 Td (E-mail:) Tj 0 -40 Td (City:) Tj 0 -40 Td (Parking zone:) Tj ET',
      ),
      widget('email', EMAIL, 712, 6),
      appearance(EMAIL),
      widget('city', CITY, 672, 8),
      appearance(CITY),
      widget('case', '2024-117', 632, 10),
      appearance('2024-117'),
    ],
    'parking-permit.pdf',
  );
}

/**
 * A letter whose address is also spelled by the pixels of a thin image on the page, as a hidden
 * copy could be: no policy can clean that, so the redaction must be refused.
 */
function letterWithHiddenCopy(): string {
  const pixels = `contact=${EMAIL}; status=open`;
  return writePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << ${FONT} >> /XObject << /Im1 5 0 R >> >> >>`,
      stream(
        `BT /F1 12 Tf 72 760 Td (Write to ${EMAIL} for an answer.) Tj ET q 200 0 0 4 72 400 cm /Im1 Do Q`,
      ),
      stream(
        pixels,
        `/Type /XObject /Subtype /Image /Width ${pixels.length} /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8`,
      ),
    ],
    'letter-with-hidden-copy.pdf',
  );
}

function qpdfFields(file: string): { name: string; value: unknown }[] {
  const json = JSON.parse(
    execFileSync('qpdf', ['--json', '--json-key=acroform', file], { encoding: 'utf8' }),
  ) as { acroform: { fields: { fullname: string; value: unknown }[] } };
  return json.acroform.fields.map((field) => ({ name: field.fullname, value: field.value }));
}

test('a filled form: a field value found by search and by detection is redacted from the field, and a refused file names what is left', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openSubscriberWorkspace(page, request, 'form-filler');

  await page.getByTestId('upload-replace').setInputFiles([filledForm()]);
  await expect(page.locator('.file-panel')).toHaveCount(1);

  // Search finds the city inside its field.
  await searchFor(page, CITY);
  await expect(page.locator('.highlight-search')).toHaveCount(1, { timeout: 15_000 });

  // Detection finds the e-mail address inside its field.
  await page.getByRole('tab', { name: 'Detection' }).click();
  await chooseAllFast(page);
  await page.getByRole('button', { name: 'Detect sensitive information' }).click();
  await expect(
    page.locator(
      `.highlight-entity[data-entity="EMAIL_ADDRESS"][data-model="fast"][title*="${EMAIL}"]`,
    ),
  ).toHaveCount(1, { timeout: 30_000 });
  await snapshot(page, 'form-fields-marked-1280x800', false);

  await redactMarked(page);
  await expect(page.getByText(/areas? redacted/)).toBeVisible({ timeout: 30_000 });
  const saved = await savePdf(page);
  const text = pdfText(saved);
  expect(text).toContain('Application for a parking permit');
  expect(text).not.toContain('kari.nordmann');
  expect(text).not.toContain(CITY);
  const fields = qpdfFields(saved);
  expect(JSON.stringify(fields)).not.toContain('kari.nordmann');
  expect(JSON.stringify(fields)).not.toContain(CITY);
  expect(fields.find((field) => field.name === 'case')?.value).toBe('u:2024-117');

  // A file whose hidden copy of the address cannot be cleaned is refused, naming that copy.
  await page.getByRole('tab', { name: 'Files' }).click();
  await page.getByTestId('upload-add').setInputFiles([letterWithHiddenCopy()]);
  await expect(page.locator('.file-panel')).toHaveCount(2);
  // The term in use is searched in the new file too, once the user agrees to its page.
  expect(await agreeToProcess(page)).toContain('will spend 1 page of the');
  await filePanel(page, 'parking-permit.pdf').getByRole('button', { name: 'Remove file' }).click();
  // It holds marks: closing it asks first.
  const close = page.getByRole('dialog', { name: 'Close parking-permit.pdf?' });
  await expect(close).toBeVisible();
  await snapshot(page, 'close-question-1280x800', false);
  await close.getByRole('button', { name: 'Close and discard' }).click();
  await expect(page.locator('.file-panel')).toHaveCount(1);
  await searchFor(page, EMAIL);
  await expect(page.locator('.highlight-search')).toHaveCount(1, { timeout: 15_000 });
  await redactMarked(page);
  const refusal = page.getByRole('region', {
    name: 'letter-with-hidden-copy.pdf was not released',
  });
  await expect(refusal).toContainText(/Still found: k·+ .*in the file’s data/, { timeout: 30_000 });
  await snapshot(page, 'form-fields-refused-1280x800', false);
  // The way forward it offers: the address is searched again over the whole file; a copy in
  // pixels cannot be marked from a search, so the user is left to decide.
  await refusal.getByRole('button', { name: 'Mark these places' }).click();
  await expect(page.getByText(/Searched the whole file for 1 redacted text/)).toBeVisible();
});
