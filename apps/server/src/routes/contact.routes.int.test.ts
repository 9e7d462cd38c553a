import { CONTACT_MESSAGES, CONTACT_PATH } from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SALES_EMAIL } from '../config';
import { signUpAndLogIn } from '../test/accounts';
import { createApiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';

type Mail = { to: string; subject: string; text: string; html: string };

const FORM = {
  name: 'Kari Nordmann',
  email: 'kari@kommune.example.no',
  organization: 'Eksempel kommune',
  size: '251-1000',
  subject: 'Tilbud for arkivet',
  message: 'Vi vil sladde 40 000 sider fra byggesaksarkivet.\nKan dere gi et tilbud?',
  language: 'nb',
} as const;

describe('POST /api/contact', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  async function mailsTo(address: string): Promise<Mail[]> {
    const response = await testApp.app.inject({ url: `/api/dev/mailbox?to=${address}` });
    return response.json<{ data: Mail[] }>().data;
  }

  it('mails the message to sales and a receipt that repeats none of it to the sender', async () => {
    const client = createApiClient(testApp.app);
    const sent = await client.post(CONTACT_PATH, FORM);
    expect(sent.json()).toEqual({ success: true, data: null });
    const [toSales] = await mailsTo(DEV_SALES_EMAIL);
    expect(toSales!.subject).toBe('Kontaktskjema: Tilbud for arkivet');
    for (const value of ['Kari Nordmann', FORM.email, 'Eksempel kommune', '251-1000']) {
      expect(toSales!.text).toContain(value);
    }
    expect(toSales!.text).toContain('40 000 sider fra byggesaksarkivet.\nKan dere');
    const [receipt] = await mailsTo(FORM.email);
    expect(receipt!.subject).toContain('Vi har fått meldingen din');
    for (const value of ['Kari', 'Tilbud', 'byggesak', 'kommune']) {
      expect(receipt!.text).not.toContain(value);
    }
  });

  it('names the account of a signed-in sender, and escapes what they wrote in the HTML', async () => {
    const client = createApiClient(testApp.app);
    await signUpAndLogIn(testApp.app, client, 'caseworker');
    const form = { ...FORM, email: 'ola@example.no', subject: '<b>Pris</b> & vilkår' };
    expect((await client.post(CONTACT_PATH, form)).statusCode).toBe(200);
    const toSales = (await mailsTo(DEV_SALES_EMAIL)).find((mail) => mail.text.includes('ola@'))!;
    expect(toSales.text).toContain('Innlogget som: caseworker');
    expect(toSales.html).toContain('&lt;b&gt;Pris&lt;/b&gt; &amp; vilkår');
    expect(toSales.html).not.toContain('<b>Pris</b>');
  });

  it('refuses out-of-range fields with their reasons, and sends nothing', async () => {
    const client = createApiClient(testApp.app);
    const before = (await mailsTo(DEV_SALES_EMAIL)).length;
    const cases = [
      [{ name: 'K' }, 'Name must be at least 2 characters'],
      [{ subject: 'Hi' }, 'Subject must be at least 3 characters'],
      [{ message: 'Kort' }, 'Message must be at least 10 characters'],
      [{ message: 'x'.repeat(2001) }, 'Message must be at most 2000 characters'],
      [{ email: 'kari' }, 'Invalid email format'],
      [{ size: 'huge' }, 'Choose an organization size from the list'],
    ] as const;
    for (const [change, message] of cases) {
      const response = await client.post(CONTACT_PATH, { ...FORM, ...change });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const malformed = await testApp.app.inject({
      method: 'POST',
      url: CONTACT_PATH,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
    expect(malformed.statusCode).toBeLessThan(500);
    expect((await mailsTo(DEV_SALES_EMAIL)).length).toBe(before);
  });

  it('limits messages per sender address', async () => {
    const client = createApiClient(testApp.app);
    const form = { ...FORM, email: 'often@example.no' };
    const statuses: number[] = [];
    for (let count = 0; count < 4; count++) {
      statuses.push((await client.post(CONTACT_PATH, form)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('POST /api/contact without a sales address', () => {
  it('says the form is not available here (SMTP set, SALES_EMAIL not)', async () => {
    const testApp = await buildTestApp(undefined, undefined, { salesEmail: undefined });
    try {
      const response = await createApiClient(testApp.app).post(CONTACT_PATH, FORM);
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe(CONTACT_MESSAGES.unavailable);
    } finally {
      await testApp.close();
    }
  });
});
