import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startRecordingGateway, type RecordingGateway } from '../recording-gateway';
import { freePort, startServer, type RunningServer } from '../server';
import { logIn, signUpVerified, subscribe } from './accounts';
import { expect, snapshot, test as base } from './fixtures';
import { PLANTED, plantIdentifiers } from './plant';
import { agreeToProcess, corpusFile, savedPdfText } from './workspace';

const SOKNAD = 'norwegian_soknad-kontantstotte_synthetic-person.pdf';
const SEARCH_TERM = 'kontantstøtte';
const PROCESSING_PATH = /^\/api\/(pdf|batch)\//;

type Gateway = RecordingGateway & { server: RunningServer };

/**
 * A server that requires encrypted uploads from browsers, behind a gateway that records every
 * body byte it passes on: the browser talks only to the gateway.
 */
const test = base.extend<object, { gateway: Gateway }>({
  gateway: [
    // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'wb-e2e-sealed-'));
      const gatewayPort = await freePort();
      const server = await startServer({
        port: await freePort(),
        dataDir,
        logFile: path.join(dataDir, 'server.log'),
        env: {
          REQUIRE_PAYLOAD_ENCRYPTION: 'true',
          PUBLIC_URL: `http://127.0.0.1:${gatewayPort}`,
        },
      });
      const gateway = await startRecordingGateway(server.baseUrl, gatewayPort);
      await use({ ...gateway, server });
      await gateway.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ gateway }, use) => use(gateway.url),
});

const bytesOf = (text: string) => Buffer.from(text, 'utf8');

test('with encryption required, a gateway in front of the server sees no document bytes, search terms or detected entities', async ({
  page,
  request,
  gateway,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpVerified(page, request, 'sealed', undefined, { baseURL: gateway.url });
  await logIn(page, 'sealed');
  await expect(page).toHaveURL(/\/playground$/);
  await subscribe(page);

  // Detection runs on upload (auto-processing) through the encrypted stream.
  const planted = plantIdentifiers(corpusFile(SOKNAD));
  await page.getByTestId('upload-replace').setInputFiles([planted]);
  await agreeToProcess(page);
  const completed = page.getByText(/Detection completed: \d+ entit(y|ies) found/);
  await expect(completed).toBeVisible({ timeout: 30_000 });
  await expect(
    page.locator(
      `.highlight-entity[data-entity="NO_FODSELSNUMMER"][data-model="fast"][title*="${PLANTED.fodselsnummer}"]`,
    ),
  ).toHaveCount(1);

  // An encrypted search answers with highlights.
  await page.getByRole('tab', { name: 'Search' }).click();
  await page.getByRole('textbox', { name: 'Search terms' }).fill(SEARCH_TERM);
  await page.getByRole('textbox', { name: 'Search terms' }).press('Enter');
  await expect(page.locator('.highlight-search').first()).toBeAttached({ timeout: 15_000 });

  // The encrypted redaction comes back decryptable, and the download is clean.
  await page.getByRole('button', { name: 'Redact', exact: true }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept all and redact' }).click();
  await expect(page.getByText(/areas? redacted/)).toBeVisible({ timeout: 30_000 });
  await snapshot(page, 'encrypted-redaction-1280x800', false);
  const text = await savedPdfText(page);
  // What detection (the saved entity types) and the search marked is gone; the rest stays.
  for (const value of [PLANTED.fodselsnummer, PLANTED.email, SEARCH_TERM]) {
    expect(text).not.toContain(value);
  }
  expect(text).toContain('sammen med barnet');

  // What the gateway saw.
  const processing = gateway.exchanges.filter((one) => PROCESSING_PATH.test(one.path));
  const sent = (pattern: RegExp) => processing.filter((one) => pattern.test(one.path));
  expect(sent(/^\/api\/batch\/multi_detect/).length).toBeGreaterThan(0);
  expect(sent(/^\/api\/batch\/search/).length).toBeGreaterThan(0);
  expect(sent(/^\/api\/batch\/redact/).length).toBeGreaterThan(0);
  for (const exchange of processing) {
    expect(exchange.status, exchange.path).toBeLessThan(300);
    expect(exchange.requestHeaders['x-payload-key'], exchange.path).toBeTruthy();
  }
  const original = readFileSync(planted);
  const middle = original.subarray(original.length / 2, original.length / 2 + 64);
  const secrets = [...Object.values(PLANTED), SEARCH_TERM].map(bytesOf);
  for (const exchange of gateway.exchanges) {
    const where = `${exchange.method} ${exchange.path}`;
    expect(exchange.requestBody.includes(bytesOf('%PDF-')), where).toBe(false);
    expect(exchange.requestBody.includes(middle), where).toBe(false);
    for (const secret of secrets) expect(exchange.requestBody.includes(secret), where).toBe(false);
    if (!exchange.path.startsWith('/api/')) continue;
    expect(exchange.responseBody.includes(bytesOf('%PDF-')), where).toBe(false);
    for (const secret of secrets) expect(exchange.responseBody.includes(secret), where).toBe(false);
  }
  const redaction = sent(/^\/api\/batch\/redact/)[0]!;
  expect(redaction.responseHeaders['content-type']).toContain(
    'application/vnd.workbench.encrypted',
  );

  // A plain upload from the same browser session is refused with a clear message.
  const cookies = await page.context().cookies();
  const csrf = cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  const plain = await page.request.post('/api/pdf/extract', {
    headers: { 'x-csrf-token': csrf },
    multipart: {
      file: { name: SOKNAD, mimeType: 'application/pdf', buffer: readFileSync(corpusFile(SOKNAD)) },
    },
  });
  expect(plain.status()).toBe(403);
  const refusal = (await plain.json()) as { error: { code: string; message: string } };
  expect(refusal.error.code).toBe('ENCRYPTION_REQUIRED');
  expect(refusal.error.message).toMatch(/encrypted form/);
});
