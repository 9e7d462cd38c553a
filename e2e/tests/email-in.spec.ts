import { readFileSync } from 'node:fs';
import path from 'node:path';
import { emailEml, letterDocx } from '@workbench/convert/test-documents';
import { logIn, signUpVerified, subscribe } from './accounts';
import { expect, snapshot, test } from './fixtures';
import { plantIdentifiers, PLANTED } from './plant';
import { agreeToProcess, CORPUS, downloadLog, pdfText, redactMarked, savePdf } from './workspace';

const LETTER_NUMBER = '15038512363';

test('an e-mail with a PDF and a Word file attached opens as one PDF: the message, then each attachment after a page naming it; the redacted copy holds none of the numbers', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpVerified(page, request, 'mail-sender');
  await logIn(page, 'mail-sender');
  await expect(page).toHaveURL(/\/playground$/);
  await subscribe(page);

  const form = readFileSync(
    plantIdentifiers(path.join(CORPUS, 'norwegian_soknad-kontantstotte_synthetic-person.pdf')),
  );
  const letter = await letterDocx({
    recipient: 'Ola Hansen',
    header: 'Oslo kommune',
    body: [`Fødselsnummer: ${LETTER_NUMBER}`, 'Vedtaket gjelder fra 1. desember.'],
  });
  const mail = emailEml({
    from: 'Kari Nordmann <kari.nordmann@example.no>',
    to: 'NAV Familie <familie@nav.no>',
    subject: 'Søknad om kontantstøtte',
    text: 'Hei,\nse vedlagt søknad og vedtak.\nMed vennlig hilsen Kari Nordmann',
    attachments: [
      { name: 'soknad.pdf', type: 'application/pdf', bytes: form },
      {
        name: 'vedtak.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        bytes: letter,
      },
    ],
  });
  await page
    .getByTestId('upload-replace')
    .setInputFiles([{ name: 'soknad.eml', mimeType: 'message/rfc822', buffer: Buffer.from(mail) }]);
  await expect(page.locator('.file-panel')).toHaveCount(1, { timeout: 60_000 });
  await agreeToProcess(page);
  const completed = page.getByText(/Detection completed: \d+ entit(y|ies) found/);
  await expect(completed).toBeVisible({ timeout: 90_000 });
  // Marks on every part: the message, the attached form, the attached letter.
  await page.getByRole('tab', { name: 'Marks' }).click();
  for (const value of ['kari.nordmann@example.no', PLANTED.fodselsnummer, LETTER_NUMBER]) {
    await expect(
      page.locator('.mark-row', { has: page.getByTitle(value, { exact: true }) }).first(),
    ).toBeAttached();
  }
  await page.getByRole('tab', { name: 'Files' }).click();
  const item = page.locator('.files-panel-item', { hasText: 'from soknad.eml' });
  await item.getByText(/conversion note/).click();
  await expect(item).toContainText('attachment 1 "soknad.pdf"');
  await snapshot(page, 'email-in-1280x800', false);

  await redactMarked(page);
  await expect(page.getByText(/areas? redacted/)).toBeVisible({ timeout: 90_000 });
  const text = pdfText(await savePdf(page)).replace(/\s+/g, ' ');
  expect(text).toContain('Attachment 1');
  expect(text).toContain('Vedtaket gjelder fra 1. desember.');
  for (const value of [LETTER_NUMBER, PLANTED.fodselsnummer, 'kari.nordmann@example.no'])
    expect(text).not.toContain(value);
  await page.getByRole('tab', { name: 'Redaction' }).click();
  const log = readFileSync(await downloadLog(page, 'soknad', 'CSV'), 'utf8');
  expect(log).toContain('Original file,soknad.eml (E-mail)');
});
