import { expect, snapshot, test } from './fixtures';

type Mail = { to: string; subject: string; text: string };

test('a visitor asks sales from the Enterprise card; sales gets the message, the sender a receipt', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/pricing');
  await page
    .getByRole('link', { name: /Contact/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/contact$/);

  await page.getByLabel('Name', { exact: true }).fill('Kari Nordmann');
  await page.getByLabel('Email').fill('kari.arkiv@example.no');
  await page.getByLabel('Organization (optional)').fill('Eksempel kommune');
  await page.getByLabel('Organization size (optional)').selectOption('251-1000');
  await page.getByLabel('Subject').fill('Enterprise for the building archive');
  await page.getByLabel('Message').fill('We will declassify 40,000 pages.\nCan you make an offer?');
  await snapshot(page, 'contact-form-1280x800');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(/your message was sent/)).toBeVisible();

  const mails = async (to: string) =>
    (await (await request.get(`/api/dev/mailbox?to=${to}`)).json()).data as Mail[];
  const [toSales] = await mails('sales@workbench.local');
  expect(toSales!.subject).toBe('Contact form: Enterprise for the building archive');
  expect(toSales!.text).toContain('We will declassify 40,000 pages.\nCan you make an offer?');
  expect(toSales!.text).toContain('Organization: Eksempel kommune');
  const [receipt] = await mails('kari.arkiv@example.no');
  expect(receipt!.subject).toContain('We received your message');
  expect(receipt!.text).not.toContain('40,000');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByLabel('Message')).toHaveValue('');
  await snapshot(page, 'contact-form-390x844');
});
