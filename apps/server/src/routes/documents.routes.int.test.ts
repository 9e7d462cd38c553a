import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactionDocuments } from '../db/schema';
import { signUpAndLogIn } from '../test/accounts';
import { createApiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { signedInUser } from '../test/settings';
import { databaseTargets } from '../test/test-databases';

const PATH = '/api/documents';
const hashName = (name: string) => createHash('sha256').update(name).digest('hex');
const area = (entity_type = 'PERSON') => ({
  entity_type,
  bbox: { x0: 72, y0: 100.5, x1: 180.25, y1: 112 },
  source: 'ENTITY',
  model: 'fast',
});
const schemaWith = (...counts: number[]) => ({
  version: 1,
  pages: counts.map((count, index) => ({
    page: index + 1,
    sensitive: Array.from({ length: count }, () => area()),
  })),
  options: { remove_images: false },
});
const record = (name: string, ...counts: number[]) => ({
  filename: hashName(name),
  redaction_schema: schemaWith(...(counts.length > 0 ? counts : [1])),
});

describe.each(databaseTargets())('redaction history on $name', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp(undefined, await target.open());
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const signedIn = (name: string) => signedInUser(testApp, name, false);

  it('saves, lists, reads and deletes a record, newest first', async () => {
    const client = await signedIn('historian');
    const first = await client.post(PATH, record('first.pdf', 2, 1));
    expect(first.statusCode).toBe(201);
    const saved = first.json().data;
    expect(saved).toMatchObject({
      hashed_name: hashName('first.pdf'),
      entity_count: 3,
      redaction_schema: schemaWith(2, 1),
    });
    expect(new Date(saved.upload_timestamp).toISOString()).toBe(saved.upload_timestamp);
    // The count is the server's own; a client's figure is ignored.
    const second = await client.post(PATH, { ...record('second.pdf', 4), entity_count: 99 });
    expect(second.json().data.entity_count).toBe(4);

    const list = await client.get(PATH);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      success: true,
      data: [
        {
          id: second.json().data.id,
          hashed_name: hashName('second.pdf'),
          upload_timestamp: second.json().data.upload_timestamp,
          entity_count: 4,
        },
        {
          id: saved.id,
          hashed_name: hashName('first.pdf'),
          upload_timestamp: saved.upload_timestamp,
          entity_count: 3,
        },
      ],
      meta: { total_items: 2, page: 1, page_size: 10 },
    });

    const one = await client.get(`${PATH}/${saved.id}`);
    expect(one.json()).toEqual({ success: true, data: saved });

    const deleted = await client.delete(`${PATH}/${saved.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, data: null });
    for (const response of [
      await client.get(`${PATH}/${saved.id}`),
      await client.delete(`${PATH}/${saved.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: 'Document not found' });
    }
    expect((await client.get(PATH)).json().meta.total_items).toBe(1);
  });

  it('saves nothing while the user has history turned off', async () => {
    const client = await signedIn('private');
    const off = await client.put('/api/settings', { save_redaction_history: false });
    expect(off.statusCode).toBe(200);
    const refused = await client.post(PATH, record('secret.pdf'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Redaction history is turned off in your settings');
    expect((await client.get(PATH)).json().meta.total_items).toBe(0);
    await client.put('/api/settings', { save_redaction_history: true });
    expect((await client.post(PATH, record('secret.pdf'))).statusCode).toBe(201);
  });

  it('keeps the time of a redaction done offline and lists the record in its place', async () => {
    const client = await signedIn('offline');
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    const older = await client.post(PATH, record('older.pdf'));
    expect(older.statusCode).toBe(201);
    const offline = await client.post(PATH, {
      ...record('offline.pdf'),
      redacted_at: hourAgo.toISOString().replace('Z', '+00:00'),
    });
    expect(offline.statusCode).toBe(201);
    expect(offline.json().data.upload_timestamp).toBe(hourAgo.toISOString());
    const newer = await client.post(PATH, record('newer.pdf'));
    const names = (await client.get(PATH))
      .json()
      .data.map((item: { hashed_name: string }) => item.hashed_name);
    // Saved second, done first: it comes last.
    expect(names).toEqual([newer, older, offline].map((one) => one.json().data.hashed_name));

    const skewed = new Date(Date.now() + 60_000).toISOString();
    expect(
      (await client.post(PATH, { ...record('skewed.pdf'), redacted_at: skewed })).statusCode,
    ).toBe(201);
    for (const [redacted_at, message] of [
      [
        new Date(Date.now() + 10 * 60_000).toISOString(),
        'redacted_at lies in the future: check the clock of this device',
      ],
      [
        'yesterday',
        'redacted_at must be a date and time with its offset, e.g. 2026-05-04T10:30:00Z',
      ],
      // Issue 63: a record dated 0001-01-01 was stored as 2001.
      [
        '0001-01-01T00:00:00Z',
        'redacted_at lies before this account was made: check the clock of this device',
      ],
      [
        new Date(Date.now() - 3 * 24 * 60 * 60_000).toISOString(),
        'redacted_at lies before this account was made: check the clock of this device',
      ],
    ] as const) {
      const refused = await client.post(PATH, { ...record('refused.pdf'), redacted_at });
      expect(refused.statusCode, redacted_at).toBe(400);
      expect(refused.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    expect((await client.get(PATH)).json().meta.total_items).toBe(4);
  });

  it('pages the list and counts every record', async () => {
    const client = await signedIn('pager');
    for (let index = 0; index < 12; index++) await client.post(PATH, record(`file-${index}.pdf`));
    const all = (await client.get(`${PATH}?pageSize=100`)).json();
    expect(all.meta).toEqual({ total_items: 12, page: 1, page_size: 100 });
    const names = all.data.map((item: { hashed_name: string }) => item.hashed_name);
    expect(names).toEqual(Array.from({ length: 12 }, (_, i) => hashName(`file-${11 - i}.pdf`)));

    const firstPage = (await client.get(PATH)).json();
    expect(firstPage.data).toHaveLength(10);
    expect(firstPage.meta).toEqual({ total_items: 12, page: 1, page_size: 10 });
    const secondPage = (await client.get(`${PATH}?page=2`)).json();
    expect([...firstPage.data, ...secondPage.data]).toEqual(all.data);
    const third = (await client.get(`${PATH}?page=3&pageSize=5`)).json();
    expect(third.data).toEqual(all.data.slice(10));
    const past = (await client.get(`${PATH}?page=4&pageSize=5`)).json();
    expect(past).toEqual({
      success: true,
      data: [],
      meta: { total_items: 12, page: 4, page_size: 5 },
    });
  });

  it('refuses page and pageSize values out of range or not whole numbers', async () => {
    const client = await signedIn('badpager');
    const page = 'page must be a whole number from 1 to 1000000';
    const pageSize = 'pageSize must be a whole number from 1 to 100';
    const cases: [string, string][] = [
      ['page=0', page],
      ['page=-1', page],
      ['page=1.5', page],
      ['page=abc', page],
      ['page=', page],
      ['page=1000001', page],
      ['page=1&page=2', page],
      ['pageSize=0', pageSize],
      ['pageSize=101', pageSize],
      ['pageSize=ten', pageSize],
      ['pageSize=1e2', pageSize],
    ];
    for (const [query, message] of cases) {
      const response = await client.get(`${PATH}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
  });

  it('refuses every history call to a visitor, before looking at the body', async () => {
    const visitor = createApiClient(testApp.app);
    const calls = [
      visitor.get(PATH),
      visitor.post(PATH, record('x.pdf')),
      visitor.post(PATH, { filename: 'x.pdf' }),
      visitor.get(`${PATH}/1`),
      visitor.delete(`${PATH}/1`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json().success).toBe(false);
    }
  });

  it("answers 404 for another user's record and leaves it alone", async () => {
    const alice = await signedIn('alicehistory');
    const bob = await signedIn('bobhistory');
    const saved = (await alice.post(PATH, record('contract.pdf'))).json().data;
    for (const response of [
      await bob.get(`${PATH}/${saved.id}`),
      await bob.delete(`${PATH}/${saved.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Document not found');
    }
    expect((await bob.get(PATH)).json()).toMatchObject({ data: [], meta: { total_items: 0 } });
    expect((await alice.get(`${PATH}/${saved.id}`)).json().data).toEqual(saved);
  });

  it('takes only the SHA-256 hex digest of the file name', async () => {
    const client = await signedIn('hasher');
    const digest = hashName('report.pdf');
    const bad = ['report.pdf', digest.toUpperCase(), digest.slice(1), `${digest}0`, '', 42, null];
    for (const filename of [...bad, undefined]) {
      const response = await client.post(PATH, { ...record('x'), filename });
      expect(response.statusCode, String(filename)).toBe(400);
      expect(response.json().error.message).toBe(
        'filename must be the SHA-256 hex digest of the file name',
      );
    }
  });

  it('checks the redaction schema and its limits', async () => {
    const client = await signedIn('schemer');
    const withArea = (changes: Record<string, unknown>) => ({
      version: 1,
      pages: [{ page: 1, sensitive: [{ ...area(), ...changes }] }],
    });
    const cases: [unknown, string][] = [
      [undefined, 'redaction_schema must be an object'],
      ['{"version":1,"pages":[]}', 'redaction_schema must be an object'],
      [{ version: 2, pages: [] }, 'redaction_schema version must be 1'],
      [{ version: 1, pages: [{ page: 0, sensitive: [] }] }, 'page must be at least 1'],
      [{ version: 1, pages: [{ page: 1.5, sensitive: [] }] }, 'page must be a whole number'],
      [withArea({ bbox: { x0: 10, y0: 10, x1: 5, y1: 20 } }), 'A box needs x1 > x0 and y1 > y0'],
      [withArea({ bbox: { x0: '1', y0: 0, x1: 5, y1: 5 } }), 'x0 must be a number'],
      [withArea({ bbox: { x0: 0, y0: 0, x1: 5 } }), 'y1 must be a number'],
      [withArea({ entity_type: '  ' }), 'entity_type cannot be empty'],
      [withArea({ entity_type: 'X'.repeat(101) }), 'entity_type must be at most 100 characters'],
      [withArea({ source: 'OCR' }), 'source must be ENTITY, SEARCH or MANUAL'],
      [withArea({ model: 'm'.repeat(51) }), 'model must be at most 50 characters'],
      [
        {
          version: 1,
          pages: Array.from({ length: 5001 }, (_, i) => ({ page: i + 1, sensitive: [] })),
        },
        'A redaction record can hold at most 5000 pages',
      ],
    ];
    for (const [redaction_schema, message] of cases) {
      const response = await client.post(PATH, { filename: hashName('x'), redaction_schema });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error, message).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    const tooMany = await client.post(PATH, {
      filename: hashName('x'),
      redaction_schema: {
        version: 1,
        pages: [25_000, 25_001].map((count, index) => ({
          page: index + 1,
          sensitive: Array.from({ length: count }, () => ({
            entity_type: 'X',
            bbox: { x0: 0, y0: 0, x1: 1, y1: 1 },
          })),
        })),
      },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe('A redaction record can hold at most 50000 areas');
    expect((await client.get(PATH)).json().meta.total_items).toBe(0);

    const atLimit = await client.post(PATH, record('large.pdf', 25_000, 25_000));
    expect(atLimit.statusCode).toBe(201);
    expect(atLimit.json().data.entity_count).toBe(50_000);
  });

  it('never stores the text under an area or other unknown fields', async () => {
    const client = await signedIn('secretkeeper');
    const body = record('secret.pdf');
    const response = await client.post(PATH, {
      ...body,
      original_name: 'Kari Nordmann journal.pdf',
      redaction_schema: {
        ...body.redaction_schema,
        document_text: 'Kari Nordmann',
        pages: [{ page: 1, sensitive: [{ ...area(), original_text: 'Kari Nordmann' }] }],
      },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json().data;
    const [row] = await testApp.database.db
      .select()
      .from(redactionDocuments)
      .where(eq(redactionDocuments.id, id));
    expect(row?.redactionSchema.pages[0]?.sensitive[0]).toEqual(area());
    expect(JSON.stringify(row)).not.toContain('Kari');
    expect((await client.get(`${PATH}/${id}`)).body).not.toContain('Kari');
  });

  it('answers malformed, oversized and unknown requests with the error envelope', async () => {
    const client = await signedIn('clumsy');
    const json = { 'content-type': 'application/json' };
    const malformed = await client.post(PATH, '{"filename":', { headers: json });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      success: false,
      error: { code: 'BAD_REQUEST', message: 'Malformed JSON in request body' },
    });
    const padding = 'x'.repeat(8 * 1024 * 1024);
    const oversized = await client.post(PATH, JSON.stringify({ ...record('x'), padding }), {
      headers: json,
    });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json()).toEqual({
      success: false,
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
    });
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '99999999999', '9999999999']) {
      for (const response of [
        await client.get(`${PATH}/${id}`),
        await client.delete(`${PATH}/${id}`),
      ]) {
        expect(response.statusCode, id).toBe(400);
        expect(response.json().error.message).toBe('The id must be a positive whole number');
      }
    }
    expect((await client.get(`${PATH}/2147483647`)).statusCode).toBe(404);
  });

  it("removes a user's history with the account", async () => {
    const client = createApiClient(testApp.app);
    const user = await signUpAndLogIn(testApp.app, client, 'historyleaver');
    expect((await client.post(PATH, record('a.pdf'))).statusCode).toBe(201);
    const deleted = await client.delete('/api/users/me', {
      password: 'Skrivebord-Lampe7',
      confirm: 'DELETE',
    });
    expect(deleted.statusCode).toBe(200);
    const rows = await testApp.database.db
      .select()
      .from(redactionDocuments)
      .where(eq(redactionDocuments.userId, user.id));
    expect(rows).toEqual([]);
  });
});
