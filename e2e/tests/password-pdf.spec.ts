import { execFileSync } from 'node:child_process';
import { logIn, signUpVerified } from './accounts';
import { expect, snapshot, test } from './fixtures';
import { corpusFile, pdfText, redactMarked, savePdf, searchFor, updateSettings } from './workspace';

// User password 1234, owner password 5678, AES-128: one page that reads "test".
const LOCKED = 'encrypted_user-1234_owner-5678_aes128.pdf';

test('a password-protected PDF: the workspace asks for its password, opens it, and the redacted copy has none', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpVerified(page, request, 'keyholder');
  await logIn(page, 'keyholder');
  await expect(page).toHaveURL(/\/playground$/);
  await updateSettings(page, { auto_processing: false });
  await page.reload();

  await page.getByTestId('upload-replace').setInputFiles([corpusFile(LOCKED)]);
  const panel = page.locator('.file-panel');
  await expect(panel.getByText('This PDF is password-protected')).toBeVisible();
  const password = panel.getByLabel('Password');
  await password.fill('0000');
  await panel.getByRole('button', { name: 'Open' }).click();
  await expect(panel.getByRole('alert')).toContainText('The password does not open this PDF');
  await snapshot(page, 'password-asked-1280x800', false);

  await password.fill('1234');
  await panel.getByRole('button', { name: 'Open' }).click();
  await expect(page.locator('.pdf-page[data-page="1"]')).toHaveAttribute('data-rendered', 'true');

  await searchFor(page, 'test');
  await expect(page.locator('.highlight-search')).toHaveCount(1, { timeout: 15_000 });
  await redactMarked(page);
  await expect(page.getByText(/areas? redacted/)).toBeVisible({ timeout: 30_000 });
  const saved = await savePdf(page);
  const encryption = execFileSync('qpdf', ['--show-encryption', saved], { encoding: 'utf8' });
  expect(encryption).toContain('File is not encrypted');
  const text = pdfText(saved);
  expect(text).toContain('Users/User/Desktop');
  expect(text).not.toMatch(/\btest\b/);
});
