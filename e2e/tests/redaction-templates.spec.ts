import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, snapshot, test } from './fixtures';
import {
  corpusFile,
  drag,
  openSubscriberWorkspace,
  pdfText,
  redactMarked,
  savePdf,
  wordBox,
} from './workspace';

/** An empty US tax form, two letter pages; a copy of it under another name is "another filing". */
const FORM = 'acroform_irs-form-1040-2010_242-fields.pdf';
const COPY = 'form-1040-kari.pdf';
/** Another form of (almost) the same page size, which the template must not fit. */
const OTHER = 'acroform_filled-text-fields_libreoffice.pdf';

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

/** Drags a box around the first occurrence of `text` on page 1 of the file. */
async function markAround(page: Page, fileKeyPart: string, text: string) {
  const box = await wordBox(page, fileKeyPart, 1, text);
  await drag(
    page,
    { x: box.x - 2, y: box.y - 1 },
    { x: box.x + box.width + 2, y: box.y + box.height + 1 },
  );
}

test('two areas of a form saved as a template mark another copy of the form and not another form, and redact there', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await openSubscriberWorkspace(page, request, 'templater');
  const pdf = (name: string, file = name) => ({
    name,
    mimeType: 'application/pdf',
    buffer: readFileSync(corpusFile(file)),
  });
  await page.getByTestId('upload-replace').setInputFiles([pdf(FORM), pdf(COPY, FORM), pdf(OTHER)]);
  await expect(page.locator('.file-panel')).toHaveCount(3);

  // The signature-like areas of the first filing: the taxpayer's SSN and home address lines.
  await page.getByRole('button', { name: 'Edit mode' }).click();
  await markAround(page, 'acroform_irs', 'Your social security number');
  await markAround(page, 'acroform_irs', 'Home address (number and street)');
  await expect(page.locator('.highlight-manual')).toHaveCount(2);
  await page.getByRole('button', { name: 'Edit mode' }).click();

  await page.getByRole('tab', { name: 'Marks' }).click();
  const templates = page.locator('.marks-templates');
  await templates.locator('summary').click();
  await templates.getByRole('button', { name: 'Save as template…' }).click();
  const save = page.getByRole('dialog', { name: 'Save marks as a template' });
  await expect(save.getByRole('textbox', { name: 'Template name' })).toBeFocused();
  await save.getByRole('textbox', { name: 'Template name' }).fill('Form 1040 (2010)');
  await save.getByRole('button', { name: 'Save template' }).click();
  await expect(
    page.getByText('Template “Form 1040 (2010)” saved: 2 boxes on 1 page'),
  ).toBeVisible();
  // The server keeps the boxes as fractions of the page, and words of the form around them.
  const list = await (await page.request.get('/api/templates')).json();
  expect(list.data).toMatchObject([{ name: 'Form 1040 (2010)', page_count: 1, box_count: 2 }]);
  const stored = await (await page.request.get(`/api/templates/${list.data[0].id}`)).json();
  expect(stored.data.pages[0]).toMatchObject({ page: 1, width: 612, height: 792, rotation: 0 });
  expect(stored.data.pages[0].anchors.length).toBeGreaterThanOrEqual(4);

  // Applied to every open file: the copy's first page fits, nothing of the other form does.
  await templates.getByRole('button', { name: 'Apply template…' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply a template' });
  await apply.getByRole('radio', { name: 'All 3 open files' }).check();
  await apply.getByRole('button', { name: 'Apply Form 1040 (2010)' }).click();
  const outcomes = apply.getByRole('list', { name: 'What the template marked' });
  await expect(outcomes.getByRole('listitem')).toHaveText([
    `${FORM}: applied to 1 of 2 pages; page 2 did not match`,
    `${COPY}: applied to 1 of 2 pages; page 2 did not match`,
    `${OTHER}: no page matched the template`,
  ]);
  await expect(page.getByText('2 boxes suggested: review them in the marks list')).toBeVisible();
  await snapshot(page, 'redaction-templates-applied-1280x800', false);
  await apply.getByRole('button', { name: 'Close' }).click();

  // The copy carries two suggestions from the template, at the places the original's marks are.
  const copyRows = page.locator('.mark-row', { hasText: COPY });
  await expect(copyRows).toHaveCount(2);
  for (const row of await copyRows.all()) {
    await expect(row).toContainText('Template');
    await expect(row).toContainText('Suggested');
  }
  await expect(page.locator('.mark-row', { hasText: OTHER })).toHaveCount(0);
  // Its row leads to the box on the copy's first page.
  await copyRows.first().click();
  const copied = page.locator(
    '.pdf-page[data-file-key*="form-1040-kari"][data-page="1"] .highlight',
  );
  await expect(copied).toHaveCount(2);
  await expect(copied.first()).toBeInViewport();
  await snapshot(page, 'redaction-templates-copy-1280x800', false);

  await redactMarked(page);
  await expect(page.getByText(/form-1040-kari.*2 areas redacted/)).toBeVisible({ timeout: 90_000 });
  const saved = await saveAll(page);
  const copyName = Object.keys(saved).find((name) => name.startsWith('form-1040-kari'))!;
  const text = pdfText(saved[copyName]!);
  expect(text).not.toContain('Your social security number');
  expect(text).not.toContain('Home address (number and street)');
  expect(text).toContain('Spouse’s social security number');
  expect(text).toContain('Filing Status');
});

test('templates are listed, renamed and deleted on a phone', async ({ page, request }) => {
  test.setTimeout(120_000);
  await openSubscriberWorkspace(page, request, 'phonetemplates');
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf_token')!.value;
  const page1 = {
    page: 1,
    width: 612,
    height: 792,
    rotation: 0,
    boxes: [{ x0: 0.1, y0: 0.1, x1: 0.3, y1: 0.12, entity_type: 'MANUAL' }],
    anchors: [],
  };
  for (const name of ['Søknad om kontantstøtte', 'Form 1040 (2010)']) {
    const created = await page.request.post('/api/templates', {
      data: { name, pages: [page1] },
      headers: { 'x-csrf-token': csrf },
    });
    expect(created.status()).toBe(201);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('upload-replace').setInputFiles([corpusFile(FORM)]);
  await expect(page.locator('.file-panel')).toHaveCount(1);
  await page.getByRole('tab', { name: 'Marks' }).click();
  const templates = page.locator('.marks-templates');
  await templates.locator('summary').click();
  await templates.getByRole('button', { name: 'Apply template…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply a template' });
  await expect(dialog.locator('.template-row strong')).toHaveText([
    'Form 1040 (2010)',
    'Søknad om kontantstøtte',
  ]);
  await snapshot(page, 'redaction-templates-list-390x844', false);

  await dialog.getByRole('button', { name: 'Rename Form 1040 (2010)' }).click();
  const input = dialog.getByRole('textbox', { name: 'Rename Form 1040 (2010)' });
  await input.fill('søknad om KONTANTSTØTTE');
  await input.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText(
    'You already have a template named “søknad om KONTANTSTØTTE”',
  );
  await input.fill('Form 1040');
  await input.press('Enter');
  await expect(dialog.locator('.template-row strong').first()).toHaveText('Form 1040');

  await dialog.getByRole('button', { name: 'Delete Søknad om kontantstøtte' }).click();
  await dialog.getByRole('button', { name: 'Delete template' }).click();
  await expect(dialog.locator('.template-row')).toHaveCount(1);
  const list = await (await page.request.get('/api/templates')).json();
  expect(list.data.map((item: { name: string }) => item.name)).toEqual(['Form 1040']);
});
