import { PDF_PATHS } from '@workbench/contracts';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInUser } from '../test/accounts';
import type { ApiClient } from '../test/api-client';
import { pagesUsed, subscribe } from '../test/billing';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { corpusFile, files, multipart } from '../test/multipart';
import { pdftotext, qpdfCheck } from '../test/pdf-tools';

/** Password-protected PDFs (issue 24): opened with the password given, saved without one. */
let testApp: TestApp;
let client: ApiClient;
let subscriptionId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const user = await newSignedInUser(testApp.app, 'password-holder');
  client = user.client;
  subscriptionId = (await subscribe(testApp.database, user.id, 'basic_monthly')).id;
});
afterAll(() => testApp.close());

// User password 1234, owner password 5678, AES-128; one page reading "test".
const locked = corpusFile('encrypted_user-1234_owner-5678_aes128.pdf');
const plain = corpusFile('tiny_minimal-one-page_763-bytes.pdf');

function post(
  url: string,
  list: { name: string; bytes: Uint8Array }[],
  fields: [string, string][],
) {
  const body = multipart([...files(...list), ...fields.map(([name, value]) => ({ name, value }))]);
  return client.post(url, body.payload, { headers: body.headers });
}

function isEncrypted(bytes: Uint8Array): boolean {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'wb-pw-')), 'out.pdf');
  writeFileSync(file, bytes);
  const shown = execFileSync('qpdf', ['--show-encryption', file], { encoding: 'utf8' });
  return !shown.includes('File is not encrypted');
}

describe('a password-protected PDF', () => {
  it('is refused without a password, saying how to give one, and costs nothing', async () => {
    const before = await pagesUsed(testApp.database, subscriptionId);
    const response = await post(PDF_PATHS.extract, [locked], []);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: { details: { file_error: 'ENCRYPTED' }, message: expect.stringMatching(/password/) },
    });
    expect(await pagesUsed(testApp.database, subscriptionId)).toBe(before);
  });

  it('reads with its password, and a wrong one is a clear error that costs nothing', async () => {
    const read = await post(PDF_PATHS.extract, [locked], [['password', '1234']]);
    expect(read.statusCode, read.body.slice(0, 300)).toBe(200);
    expect(read.json<{ data: { pages: { text: string }[] } }>().data.pages[0]!.text).toContain(
      'test',
    );
    const before = await pagesUsed(testApp.database, subscriptionId);
    const wrong = await post(PDF_PATHS.extract, [locked], [['password', '0000']]);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      error: {
        details: { file_error: 'WRONG_PASSWORD' },
        message: expect.stringContaining('The password does not open this PDF'),
      },
    });
    expect(await pagesUsed(testApp.database, subscriptionId)).toBe(before);
  });

  it('takes one password per file in file order, an empty one for a file without', async () => {
    const searched = await post(
      PDF_PATHS.search,
      [plain, locked],
      [
        ['search_terms', 'test'],
        ['password', ''],
        ['password', '1234'],
      ],
    );
    expect(searched.statusCode).toBe(200);
    const results = searched.json<{
      data: { file_results: { status: string; results?: { total_matches: number } }[] };
    }>().data.file_results;
    expect(results.map((result) => result.status)).toEqual(['success', 'success']);
    expect(results[1]!.results!.total_matches).toBeGreaterThan(0);
    const mismatch = await post(
      PDF_PATHS.search,
      [plain, locked, plain],
      [
        ['search_terms', 'test'],
        ['password', 'a'],
        ['password', 'b'],
      ],
    );
    expect(mismatch.statusCode).toBe(400);
  });

  it('is redacted into a copy without encryption', async () => {
    const mapping = [
      {
        pages: [
          {
            page: 1,
            sensitive: [
              { bbox: { x0: 0, y0: 0, x1: 2, y1: 2 }, entity_type: 'MANUAL', original_text: '' },
            ],
          },
        ],
      },
    ];
    const response = await post(
      PDF_PATHS.redact,
      [locked],
      [
        ['redaction_mappings', JSON.stringify(mapping)],
        ['password', '1234'],
      ],
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const output = new Uint8Array(response.rawPayload);
    expect(isEncrypted(output)).toBe(false);
    expect(qpdfCheck(output)).toBe(true);
    expect(pdftotext(output)).toContain('test');
  });

  it('is unlocked for the workspace: sent back without encryption, not charged', async () => {
    const before = await pagesUsed(testApp.database, subscriptionId);
    const response = await post(PDF_PATHS.unlock, [locked], [['password', '1234']]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(isEncrypted(new Uint8Array(response.rawPayload))).toBe(false);
    expect(await pagesUsed(testApp.database, subscriptionId)).toBe(before);
    const wrong = await post(PDF_PATHS.unlock, [locked], [['password', 'nope']]);
    expect(wrong.statusCode).toBe(422);
    const missing = await post(PDF_PATHS.unlock, [locked], []);
    expect(missing.statusCode).toBe(400);
    const notPdf = await post(
      PDF_PATHS.unlock,
      [corpusFile('corrupt_not-a-pdf_5-bytes.pdf')],
      [['password', 'x']],
    );
    expect(notPdf.statusCode).toBe(415);
  });
});
