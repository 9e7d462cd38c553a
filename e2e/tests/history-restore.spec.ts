import type { Page } from '@playwright/test';
import { expect, snapshot, test } from './fixtures';
import { stream, writePdf } from './make-pdf';
import {
  openSubscriberWorkspace,
  realFile,
  redactMarked,
  searchFor,
  updateSettings,
} from './workspace';

const LETTER = 'letter_nb_skatteetaten-kvittering-mva_person-orgnr.pdf';
const FONT = '/F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
const SEARCH_CODE = 'offl. § 13';
const OWN_CODE = 'offl. § 26 femte ledd';

/** Lines of each page: "Nordmann" 4, 4 and 3 times, twice on one line of each page. */
const PAGES = [
  ['Vedtak for Ola Nordmann', 'Ola Nordmann og Kari Nordmann', 'Kopi: Per Nordmann'],
  ['Klage fra Kari Nordmann', 'Per Nordmann og Ola Nordmann', 'Svar til Nordmann'],
  ['Kari Nordmann og Ola Nordmann', 'Underskrevet: Per Nordmann'],
];

/** A three-page case file naming the Nordmann family 11 times. */
function caseFile(): string {
  const pageObjects = PAGES.flatMap((lines, index) => {
    const page = 3 + index * 2;
    const text = lines.map((line, at) => `BT /F1 12 Tf 72 ${720 - at * 40} Td (${line}) Tj ET`);
    return [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${page + 1} 0 R /Resources << /Font << ${FONT} >> >> >>`,
      stream(text.join('\n')),
    ];
  });
  const kids = PAGES.map((_, index) => `${3 + index * 2} 0 R`).join(' ');
  return writePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      `<< /Type /Pages /Kids [${kids}] /Count ${PAGES.length} >>`,
      ...pageObjects,
    ],
    'vedtak-nordmann.pdf',
  );
}

const rows = (page: Page) => page.locator('.mark-row');

test('a redaction of 11 areas on 3 pages comes back from the history as 11 accepted marks with their codes and texts, and the viewer goes there', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openSubscriberWorkspace(page, request, 'historian');
  // Search matches are redacted with a default code unless a mark has its own.
  await updateSettings(page, {
    exemption_codes: { set: 'offentleglova', own_codes: [], defaults: { SEARCH: SEARCH_CODE } },
  });
  await page.reload();
  await page.getByTestId('upload-replace').setInputFiles([realFile(LETTER), caseFile()]);
  await expect(page.locator('.file-panel')).toHaveCount(2);

  await searchFor(page, 'Nordmann');
  await page.getByRole('tab', { name: 'Marks' }).click();
  await expect(rows(page)).toHaveCount(11);
  // One mark gets its own code from the keyboard: J selects the first suggestion, C picks.
  await page.keyboard.press('j');
  await page.keyboard.press('c');
  const picker = page.getByRole('dialog', { name: 'Exemption code for this mark' });
  await expect(picker.getByRole('listbox')).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await redactMarked(page);
  await expect(page.getByText(/vedtak-nordmann.*11 areas redacted/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('The redaction was saved to your history.')).toBeVisible();
  const record = (await (await page.request.get('/api/documents')).json()) as {
    data: { id: number; entity_count: number }[];
  };
  expect(record.data).toMatchObject([{ entity_count: 11 }]);
  // The record on the server holds codes and boxes, never the text.
  const stored = await (await page.request.get(`/api/documents/${record.data[0]!.id}`)).text();
  expect(stored).toContain(OWN_CODE);
  expect(stored).not.toContain('Nordmann');

  // Later: the term and its marks are removed, the file is searched again (suggestions on the
  // same words, not reviewed), and the viewer is back at the top of the other file.
  await page.getByRole('tab', { name: 'Search' }).click();
  await page.getByRole('button', { name: 'Remove “Nordmann”' }).click();
  await expect(page.locator('.highlight')).toHaveCount(0);
  await searchFor(page, 'Nordmann');
  await page.getByRole('tab', { name: 'Marks' }).click();
  await expect(rows(page)).toHaveCount(11);
  await expect(rows(page).and(page.locator('[data-status="suggested"]'))).toHaveCount(11);
  await page.getByRole('tab', { name: 'Files' }).click();
  await page.locator('.files-panel-name', { hasText: 'skatteetaten' }).click();
  await page.locator('.multi-file-viewer').evaluate((viewer) => (viewer.scrollTop = 0));
  const file = page.locator('.file-panel', { hasText: 'vedtak-nordmann' });
  await expect(file).toHaveAttribute('data-current', 'false');

  await page.getByRole('tab', { name: 'History' }).click();
  await page.getByTestId('history-item').getByRole('button', { name: /Open/ }).click();
  await expect(page.getByText('History loaded: 11 areas restored')).toBeVisible();

  // The viewer is on the file, its first restored area in sight.
  await expect(file).toHaveAttribute('data-current', 'true');
  const first = file.locator('.pdf-page[data-page="1"] .highlight[data-selected="true"]');
  await expect(first).toBeInViewport();
  // It is the top one of the first page: "Vedtak for Ola Nordmann".
  const tops = await file
    .locator('.pdf-page[data-page="1"] .highlight')
    .evaluateAll((marks) => marks.map((mark) => mark.getBoundingClientRect().top));
  expect((await first.boundingBox())!.y).toBeCloseTo(Math.min(...tops), 0);

  await page.getByRole('tab', { name: 'Marks' }).click();
  await expect(rows(page)).toHaveCount(11);
  await expect(rows(page).and(page.locator('[data-status="accepted"]'))).toHaveCount(11);
  await expect(rows(page).locator('.mark-text')).toHaveText(Array(11).fill('Nordmann'));
  const codes = await rows(page).locator('.mark-code').allTextContents();
  expect(codes.toSorted()).toEqual([...Array(10).fill(SEARCH_CODE), OWN_CODE].toSorted());
  // Pages far from the viewport draw no marks; the first page shows its four.
  await expect(file.locator('.pdf-page[data-page="1"] .highlight')).toHaveCount(4);
  await snapshot(page, 'history-restore-1280x800', false);
});
