import {
  AUTH_PATHS,
  BILLING_PATHS,
  DETECT_PATH,
  ENCRYPTED_CONTENT_TYPE,
  ENCRYPTED_FIELDS_FIELD,
  ENCRYPTION_FIELD,
  PAYLOAD_KEY_HEADER,
  PAYLOAD_MESSAGES,
  PAYLOAD_PATHS,
  PAYLOAD_SCHEME,
  PDF_PATHS,
  USER_PATHS,
  ZKeyExchangeResponse,
} from '@workbench/contracts';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionsRepository } from '../repositories/sessions.repository';
import { createSessionsService } from '../services/sessions.service';
import { PASSWORD, newSignedInUser } from '../test/accounts';
import { createApiClient, type ApiClient } from '../test/api-client';
import { pagesUsed, subscribe } from '../test/billing';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { foundItems, ONE_PAGE_EVENT_TYPES } from '../test/detect-events';
import { identifiersPdf, PLANTED } from '../test/identifiers-pdf';
import { corpusFile, files, multipart } from '../test/multipart';
import {
  agreeKey,
  browserKeyPair,
  encryptedUpload,
  keyHeader,
  newRequestId,
  openEvents,
  openFile,
  openHeader,
  openJson,
  type BrowserKey,
} from '../test/payload-client';
import { pdftotext } from '../test/pdf-tools';
import { SECRET_ID, sensitivePdf } from '../test/sensitive-pdf';
import { databaseTargets } from '../test/test-databases';

type Word = { text: string; x0: number; y0: number; x1: number; y1: number; field?: boolean };
type File = { name: string; bytes: Uint8Array };

const form = corpusFile('norwegian_soknad-kontantstotte_synthetic-person.pdf');
const tiny = corpusFile('tiny_minimal-one-page_763-bytes.pdf');
const letter = { name: 'vedtak æøå.pdf', bytes: sensitivePdf() };

const area = (word: Word) => ({
  bbox: { x0: word.x0, y0: word.y0, x1: word.x1, y1: word.y1 },
  entity_type: 'MANUAL',
  original_text: word.text,
});

async function send(
  client: ApiClient,
  url: string,
  body: Awaited<ReturnType<typeof encryptedUpload>>,
) {
  return client.post(url, body.payload, { headers: body.headers });
}

/** Sends changed parts of an encrypted search under the key and request id it was sealed for. */
function sendSearchParts(
  client: ApiClient,
  parts: Parameters<typeof multipart>[0],
  keyId: string,
  requestId: string,
) {
  const body = multipart(parts);
  return client.post(PDF_PATHS.search, body.payload, {
    headers: { ...body.headers, ...keyHeader(keyId, requestId) },
  });
}

function plainSearch(client: ApiClient, list: File[], term: string) {
  const body = multipart([...files(...list), { name: 'search_terms', value: term }]);
  return client.post(PDF_PATHS.search, body.payload, { headers: body.headers });
}

describe.each(databaseTargets())('payload encryption on $name', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp(undefined, await target.open());
  });
  afterAll(() => testApp.close());

  const newUser = (name: string) => newSignedInUser(testApp.app, name);

  async function wordsOf(client: ApiClient, key: BrowserKey, file: File): Promise<Word[]> {
    const body = await encryptedUpload(key, PDF_PATHS.extract, [file], {}, 'file');
    const response = await send(client, PDF_PATHS.extract, body);
    expect(response.statusCode, response.body).toBe(200);
    type Words = { data: { pages: { words: Word[] }[] } };
    const answer = await openJson<Words>(key, body.requestId, response);
    return answer.data.pages[0]!.words;
  }

  describe('key exchange', () => {
    it('agrees a key bound to the caller session, ending with the session at the latest', async () => {
      const { client } = await newUser('agreeing');
      const key = await agreeKey(client);
      const sessions = await client.get(USER_PATHS.sessions);
      const current = sessions
        .json<{ data: { session_id: string; is_current: boolean; expires_at: string }[] }>()
        .data.find((session) => session.is_current)!;
      expect(key.exchange).toMatchObject({
        scheme: PAYLOAD_SCHEME,
        session_id: current.session_id,
        required: false,
      });
      expect(Buffer.from(key.exchange.server_public_key, 'base64')).toHaveLength(65);
      expect(Buffer.from(key.exchange.salt, 'base64')).toHaveLength(32);
      expect(Date.parse(key.exchange.expires_at)).toBeLessThanOrEqual(
        Date.parse(current.expires_at),
      );
      expect(Date.parse(key.exchange.expires_at)).toBeGreaterThan(Date.now());
    });

    it('refuses a point off the curve, visitors and API keys', async () => {
      const { client } = await newUser('badpoint');
      const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64)]).toString('base64');
      const refused = await client.post(PAYLOAD_PATHS.keyExchange, { client_public_key: offCurve });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: { code: 'VALIDATION_ERROR', message: 'The public key is not a valid P-256 point' },
      });
      const { publicKey } = await browserKeyPair();
      const body = { client_public_key: publicKey.toString('base64') };
      const visitor = createApiClient(testApp.app);
      expect((await visitor.post(PAYLOAD_PATHS.keyExchange, body)).statusCode).toBe(401);
      const created = await client.post(BILLING_PATHS.apiKeys, { name: 'Script', duration: '30d' });
      const apiKey = created.json<{ data: { key: string } }>().data.key;
      const withKey = await testApp.app.inject({
        method: 'POST',
        url: PAYLOAD_PATHS.keyExchange,
        headers: { authorization: `Bearer ${apiKey}` },
        payload: body,
      });
      expect(withKey.statusCode).toBe(403);
    });
  });

  describe('encrypted processing calls', () => {
    it('redacts an encrypted PDF and answers with an encrypted PDF and report', async () => {
      const { client } = await newUser('sealedredact');
      const key = await agreeKey(client);
      const words = await wordsOf(client, key, letter);
      const targets = words.filter(
        // The page's own words; the form field holding the same name is left to the sanitiser.
        (word) => !word.field && ['Kari', 'Nordmann', SECRET_ID].includes(word.text),
      );
      expect(targets).toHaveLength(3);
      const mappings = [{ pages: [{ page: 1, sensitive: targets.map(area) }] }];
      const body = await encryptedUpload(key, PDF_PATHS.redact, [letter], {
        redaction_mappings: JSON.stringify(mappings),
      });
      const response = await send(client, PDF_PATHS.redact, body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe(ENCRYPTED_CONTENT_TYPE);
      expect(response.headers['content-disposition']).toContain('redacted.pdf');
      expect(String(response.headers['access-control-expose-headers'])).toMatch(
        /x-redaction-report.*x-encryption-nonce.*x-encrypted-content-type/,
      );
      expect(response.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
      expect(String(response.headers['x-redaction-report'])).not.toContain('words_removed');

      const pdf = await openFile(key, body.requestId, response);
      expect(pdf.type).toBe('application/pdf');
      expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdftotext(pdf.bytes);
      expect(text).not.toMatch(/Kari|Nordmann|01020312345/);
      expect(text).toContain('Saksbehandler:');
      const report = JSON.parse(
        await openHeader(key, body.requestId, response, 'X-Redaction-Report'),
      ) as unknown;
      expect(report).toMatchObject([
        { areas: 3, words_removed: 5, verification: { passed: true, leaks: [] } },
      ]);
    });

    it('streams an encrypted ZIP for several files', async () => {
      const { client } = await newUser('sealedzip');
      const key = await agreeKey(client);
      const potato = (await wordsOf(client, key, tiny)).find((word) => word.text === 'Potato')!;
      const mapping = { pages: [{ page: 1, sensitive: [area(potato)] }] };
      const second = { name: 'copy.pdf', bytes: tiny.bytes };
      const body = await encryptedUpload(key, PDF_PATHS.redact, [tiny, second], {
        redaction_mappings: JSON.stringify([mapping, mapping]),
      });
      const response = await send(client, PDF_PATHS.redact, body);
      expect(response.statusCode, response.body).toBe(200);
      const zip = await openFile(key, body.requestId, response);
      expect(zip.type).toBe('application/zip');
      const entries = unzipSync(zip.bytes);
      expect(Object.keys(entries)).toHaveLength(3);
      expect(Object.keys(entries)).toContain('report.json');
      for (const [name, bytes] of Object.entries(entries)) {
        if (name !== 'report.json') expect(pdftotext(Buffer.from(bytes))).not.toContain('Potato');
      }
    });

    it('answers an encrypted search with the data a plain search gives', async () => {
      const { client } = await newUser('sealedsearch');
      const key = await agreeKey(client);
      const plain = await plainSearch(client, [form], 'NAVNESEN');
      const body = await encryptedUpload(key, PDF_PATHS.search, [form], {
        search_terms: 'NAVNESEN',
      });
      const sealed = await send(client, PDF_PATHS.search, body);
      expect(sealed.statusCode, sealed.body).toBe(200);
      expect(sealed.body).not.toContain('NAVNESEN');
      expect(sealed.json()).toEqual({
        encrypted_data: expect.any(String),
        nonce: expect.any(String),
      });
      type Answer = { data: { batch_summary: { search_time?: number } } };
      const answer = await openJson<Answer>(key, body.requestId, sealed);
      const expected = plain.json<Answer>();
      // Only the time taken differs.
      delete answer.data.batch_summary.search_time;
      delete expected.data.batch_summary.search_time;
      expect(answer).toEqual(expected);
      expect(JSON.stringify(answer)).toContain('NAVNESEN');
    });

    it('answers encrypted extract and find_words calls with the data plain calls give', async () => {
      const { client } = await newUser('sealedwords');
      const key = await agreeKey(client);
      const plainBody = multipart([{ name: 'file', file: letter }]);
      const plain = await client.post(PDF_PATHS.extract, plainBody.payload, {
        headers: plainBody.headers,
      });
      const body = await encryptedUpload(key, PDF_PATHS.extract, [letter], {}, 'file');
      const sealed = await send(client, PDF_PATHS.extract, body);
      expect(sealed.body).not.toContain('Nordmann');
      expect(await openJson(key, body.requestId, sealed)).toEqual(plain.json());
      expect(plain.body).toContain('Nordmann');
      // The file's own name (not ASCII) came through the associated data unchanged.
      expect(plain.json()).toMatchObject({ data: { file: letter.name } });

      const fields = { page: '1', bbox: JSON.stringify({ x0: 0, y0: 0, x1: 595, y1: 842 }) };
      const plainWords = multipart([
        ...files(letter),
        ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      ]);
      const wordsPlain = await client.post(PDF_PATHS.findWords, plainWords.payload, {
        headers: plainWords.headers,
      });
      const wordsBody = await encryptedUpload(key, PDF_PATHS.findWords, [letter], fields);
      const wordsSealed = await send(client, PDF_PATHS.findWords, wordsBody);
      expect(wordsSealed.statusCode, wordsSealed.body).toBe(200);
      expect(await openJson(key, wordsBody.requestId, wordsSealed)).toEqual(wordsPlain.json());
      expect(wordsPlain.body).toContain('Nordmann');
    });

    it('streams detection with every data line encrypted', async () => {
      const { client, id } = await newUser('sealeddetect');
      await subscribe(testApp.database, id);
      const key = await agreeKey(client);
      const body = await encryptedUpload(
        key,
        `${DETECT_PATH}?stream=true`,
        [{ name: 'vedtak.pdf', bytes: identifiersPdf() }],
        { use_fast: 'True', requested_entities: JSON.stringify(['ALL_FAST']) },
      );
      const response = await send(client, `${DETECT_PATH}?stream=true`, body);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/event-stream');
      expect(response.body).not.toContain(PLANTED.fodselsnummer);
      const dataLines = response.body.split('\n').filter((line) => line.startsWith('data: '));
      for (const line of dataLines)
        expect(Object.keys(JSON.parse(line.slice(6)) as object).sort()).toEqual([
          'encrypted_data',
          'nonce',
        ]);
      const events = (await openEvents(key, body.requestId, response.body)).filter(
        (event) => event.type !== 'heartbeat',
      );
      expect(events.map((event) => event.type)).toEqual(ONE_PAGE_EVENT_TYPES);
      expect(foundItems(events).map((item) => item.original_text)).toContain(PLANTED.fodselsnummer);
    });
  });

  it('answers a detection without streaming as one encrypted JSON answer', async () => {
    const { client, id } = await newUser('sealedbatch');
    await subscribe(testApp.database, id);
    const key = await agreeKey(client);
    const body = await encryptedUpload(
      key,
      DETECT_PATH,
      [{ name: 'vedtak.pdf', bytes: identifiersPdf() }],
      { requested_entities: JSON.stringify(['ALL_FAST']) },
    );
    const response = await send(client, DETECT_PATH, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(PLANTED.fodselsnummer);
    const answer = await openJson<{ success: boolean }>(key, body.requestId, response);
    expect(JSON.stringify(answer)).toContain(PLANTED.fodselsnummer);
  });

  describe('refusals', () => {
    it('refuses a body captured from one session when sent from another, processing nothing', async () => {
      const { client, id } = await newUser('captured');
      const subscription = await subscribe(testApp.database, id, 'basic_monthly');
      const key = await agreeKey(client);
      const body = await encryptedUpload(key, PDF_PATHS.search, [form], {
        search_terms: 'NAVNESEN',
      });
      const otherLogin = createApiClient(testApp.app);
      await otherLogin.post(AUTH_PATHS.login, { identifier: 'captured', password: PASSWORD });
      const { client: stranger } = await newUser('stranger');
      for (const other of [otherLogin, stranger]) {
        const refused = await send(other, PDF_PATHS.search, body);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({ error: { code: 'ENCRYPTION_KEY_UNKNOWN' } });
      }
      expect(await pagesUsed(testApp.database, subscription.id)).toBe(0);
      expect((await send(client, PDF_PATHS.search, body)).statusCode).toBe(200);
      expect(await pagesUsed(testApp.database, subscription.id)).toBe(2);
    });

    it('refuses the same encrypted body twice in one session', async () => {
      const { client } = await newUser('replayer');
      const key = await agreeKey(client);
      const body = await encryptedUpload(key, PDF_PATHS.search, [tiny], { search_terms: 'Potato' });
      expect((await send(client, PDF_PATHS.search, body)).statusCode).toBe(200);
      const replayed = await send(client, PDF_PATHS.search, body);
      expect(replayed.statusCode).toBe(409);
      expect(replayed.json()).toMatchObject({
        error: {
          code: 'PAYLOAD_REPLAYED',
          message: 'This encrypted upload was already received once; it is refused as a replay',
        },
      });
    });

    it('refuses a request without files replayed, since its sealed fields spend a nonce', async () => {
      const { client } = await newUser('emptyreplay');
      const key = await agreeKey(client);
      const body = await encryptedUpload(key, PDF_PATHS.search, [], { search_terms: 'Potato' });
      const first = await send(client, PDF_PATHS.search, body);
      expect(first.json()).not.toMatchObject({ error: { code: 'PAYLOAD_REPLAYED' } });
      const replayed = await send(client, PDF_PATHS.search, body);
      expect(replayed.statusCode).toBe(409);
      expect(replayed.json()).toMatchObject({ error: { code: 'PAYLOAD_REPLAYED' } });
    });

    it('refuses a changed byte with a plain 400 error envelope and meters no pages', async () => {
      const { client, id } = await newUser('tampered');
      const subscription = await subscribe(testApp.database, id, 'basic_monthly');
      const key = await agreeKey(client);
      const body = await encryptedUpload(key, PDF_PATHS.search, [form], {
        search_terms: 'NAVNESEN',
      });
      const at = body.payload.length - 200; // inside the file's ciphertext
      const changed = Buffer.from(body.payload);
      changed[at] = changed[at]! ^ 0x01;
      const refused = await client.post(PDF_PATHS.search, changed, { headers: body.headers });
      expect(refused.statusCode).toBe(400);
      // Error envelopes of an encrypted request stay plain.
      expect(refused.headers['content-type']).toContain('application/json');
      expect(refused.json()).toEqual({
        success: false,
        error: expect.objectContaining({ code: 'DECRYPTION_FAILED' }),
      });
      expect(await pagesUsed(testApp.database, subscription.id)).toBe(0);
      // The refused body spent no nonce: the untouched one still goes through.
      expect((await send(client, PDF_PATHS.search, body)).statusCode).toBe(200);
      expect(await pagesUsed(testApp.database, subscription.id)).toBe(2);
    });

    it('refuses a request whose encrypted_fields were stripped', async () => {
      const { client } = await newUser('stripped');
      const key = await agreeKey(client);
      const body = await encryptedUpload(key, PDF_PATHS.search, [tiny], {});
      const withoutFields = body.parts.filter((part) => part.name !== ENCRYPTED_FIELDS_FIELD);
      const refused = await sendSearchParts(client, withoutFields, key.id, body.requestId);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: { code: 'DECRYPTION_FAILED' } });
      // With fields_nonce taken out of the description too, the description itself fails.
      const description: Partial<typeof body.description> = { ...body.description };
      delete description.fields_nonce;
      const rewritten = withoutFields.map((part) =>
        part.name === ENCRYPTION_FIELD
          ? { name: part.name, value: JSON.stringify(description) }
          : part,
      );
      const alsoRefused = await sendSearchParts(client, rewritten, key.id, body.requestId);
      expect(alsoRefused.statusCode).toBe(400);
      expect(alsoRefused.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    });

    it("refuses one request's fields on another request's files", async () => {
      const { client } = await newUser('swapper');
      const key = await agreeKey(client);
      const harmless = await encryptedUpload(key, PDF_PATHS.search, [tiny], { search_terms: 'x' });
      const wanted = await encryptedUpload(key, PDF_PATHS.search, [tiny], {
        search_terms: 'Potato',
      });
      const sealedFields = wanted.parts.find((part) => part.name === ENCRYPTED_FIELDS_FIELD)!;
      const mixed = harmless.parts.map((part) =>
        part.name === ENCRYPTED_FIELDS_FIELD ? sealedFields : part,
      );
      const refused = await sendSearchParts(client, mixed, key.id, harmless.requestId);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: { code: 'DECRYPTION_FAILED' } });
    });

    it('refuses a request sent to another path than its description names', async () => {
      const { client } = await newUser('rerouted');
      const key = await agreeKey(client);
      const body = await encryptedUpload(key, PDF_PATHS.search, [tiny], { search_terms: 'Potato' });
      const refused = await send(client, PDF_PATHS.findWords, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: { code: 'DECRYPTION_FAILED' } });
      // Nothing was spent: the body still opens on its own route.
      expect((await send(client, PDF_PATHS.search, body)).statusCode).toBe(200);
    });

    it('refuses a malformed key header, and a plain request carrying encrypted parts', async () => {
      const { client } = await newUser('malformed');
      const key = await agreeKey(client);
      const body = await encryptedUpload(key, PDF_PATHS.search, [tiny], { search_terms: 'Potato' });
      const malformed = { error: { code: 'BAD_REQUEST', message: PAYLOAD_MESSAGES.malformed } };
      for (const value of [key.id, `${key.id}:short`, `${key.id}:${body.requestId}:x`]) {
        const refused = await client.post(PDF_PATHS.search, body.payload, {
          headers: { ...body.headers, [PAYLOAD_KEY_HEADER]: value },
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject(malformed);
      }
      const plainHeaders: Record<string, string> = { ...body.headers };
      delete plainHeaders[PAYLOAD_KEY_HEADER];
      const plain = await client.post(PDF_PATHS.search, body.payload, { headers: plainHeaders });
      expect(plain.statusCode).toBe(400);
      expect(plain.json()).toMatchObject(malformed);
      const onlyFields = multipart([
        ...files(tiny),
        { name: 'search_terms', value: 'Potato' },
        { name: ENCRYPTED_FIELDS_FIELD, value: 'AAAA' },
      ]);
      const sneaked = await client.post(PDF_PATHS.search, onlyFields.payload, {
        headers: onlyFields.headers,
      });
      expect(sneaked.statusCode).toBe(400);
      expect(sneaked.json()).toMatchObject(malformed);
    });

    it('sends an error after the stream opened as an encrypted event, metering nothing', async () => {
      const { client, id } = await newUser('streamtamper');
      const subscription = await subscribe(testApp.database, id);
      const key = await agreeKey(client);
      const url = `${DETECT_PATH}?stream=true`;
      const body = await encryptedUpload(key, url, [{ name: 'v.pdf', bytes: identifiersPdf() }], {
        requested_entities: JSON.stringify(['ALL_FAST']),
      });
      const at = body.payload.length - 200;
      const changed = Buffer.from(body.payload);
      changed[at] = changed[at]! ^ 0x01;
      const response = await client.post(url, changed, { headers: body.headers });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('DECRYPTION_FAILED');
      const events = (await openEvents(key, body.requestId, response.body)).filter(
        (event) => event.type !== 'heartbeat',
      );
      expect(events.map((event) => event.type)).toEqual(['reading_files', 'error']);
      expect(events[1]).toMatchObject({ code: 'DECRYPTION_FAILED' });
      expect(await pagesUsed(testApp.database, subscription.id)).toBe(0);
    });

    it('leaves the key-exchange answer plain, even when a key header comes along', async () => {
      const { client } = await newUser('plainexchange');
      const key = await agreeKey(client);
      const { publicKey } = await browserKeyPair();
      const response = await client.post(
        PAYLOAD_PATHS.keyExchange,
        { client_public_key: publicKey.toString('base64') },
        { headers: keyHeader(key.id, newRequestId()) },
      );
      expect(response.statusCode).toBe(200);
      expect(ZKeyExchangeResponse.parse(response.json()).data.scheme).toBe(PAYLOAD_SCHEME);
    });

    it('keeps a replaced key for uploads on their way, and forgets keys at logout', async () => {
      const { client } = await newUser('leaving');
      const first = await agreeKey(client);
      const inFlight = await encryptedUpload(first, PDF_PATHS.search, [tiny], {
        search_terms: 'Potato',
      });
      const second = await agreeKey(client, first.id);
      expect(second.id).not.toBe(first.id);
      // Sealed under the replaced key before the exchange: it still opens within the grace.
      const late = await send(client, PDF_PATHS.search, inFlight);
      expect(late.statusCode, late.body).toBe(200);
      expect(await openJson(first, inFlight.requestId, late)).toMatchObject({ success: true });
      const current = await encryptedUpload(second, PDF_PATHS.search, [tiny], {
        search_terms: 'Potato',
      });
      expect((await send(client, PDF_PATHS.search, current)).statusCode).toBe(200);

      await client.post(AUTH_PATHS.logout);
      await client.post(AUTH_PATHS.login, { identifier: 'leaving', password: PASSWORD });
      for (const key of [first, second]) {
        const after = await send(
          client,
          PDF_PATHS.search,
          await encryptedUpload(key, PDF_PATHS.search, [tiny], { search_terms: 'Potato' }),
        );
        expect(after.statusCode).toBe(409);
        expect(after.json()).toMatchObject({
          error: { code: 'ENCRYPTION_KEY_UNKNOWN', message: PAYLOAD_MESSAGES.keyUnknown },
        });
      }
    });

    it('refuses a key of a session revoked from another session, processing nothing', async () => {
      const { client: laptop, id } = await newUser('revoked');
      const subscription = await subscribe(testApp.database, id, 'basic_monthly');
      const phone = createApiClient(testApp.app);
      await phone.post(AUTH_PATHS.login, { identifier: 'revoked', password: PASSWORD });
      const key = await agreeKey(laptop);
      const before = await encryptedUpload(key, PDF_PATHS.search, [tiny], { search_terms: 'x' });
      expect((await send(laptop, PDF_PATHS.search, before)).statusCode).toBe(200);
      const used = await pagesUsed(testApp.database, subscription.id);

      const listed = (await phone.get(USER_PATHS.sessions)).json<{
        data: { session_id: string; is_current: boolean }[];
      }>().data;
      const laptopSession = listed.find((session) => !session.is_current)!.session_id;
      expect(key.exchange.session_id).toBe(laptopSession);
      const revoked = await phone.delete(USER_PATHS.sessions, { session_id: laptopSession });
      expect(revoked.statusCode).toBe(200);

      const after = await encryptedUpload(key, PDF_PATHS.search, [tiny], { search_terms: 'x' });
      const refused = await send(laptop, PDF_PATHS.search, after);
      expect(refused.statusCode).toBe(401);
      // From the other, live session the revoked session's key is unknown too.
      const fromPhone = await send(phone, PDF_PATHS.search, after);
      expect(fromPhone.statusCode).toBe(409);
      expect(fromPhone.json()).toMatchObject({ error: { code: 'ENCRYPTION_KEY_UNKNOWN' } });
      expect(await pagesUsed(testApp.database, subscription.id)).toBe(used);
    });

    it('keeps a key through a session refresh, which keeps the session', async () => {
      const { client } = await newUser('refreshing');
      const key = await agreeKey(client);
      expect((await client.post(AUTH_PATHS.refresh)).statusCode).toBe(200);
      const search = await encryptedUpload(key, PDF_PATHS.search, [tiny], {
        search_terms: 'Potato',
      });
      expect((await send(client, PDF_PATHS.search, search)).statusCode).toBe(200);
    });

    it('tells of every session it ends, and the sweep finds only live sessions', async () => {
      const { db } = testApp.database;
      const { client, id } = await newUser('sweeping');
      const other = createApiClient(testApp.app);
      await other.post(AUTH_PATHS.login, { identifier: 'sweeping', password: PASSWORD });
      const listed = (await client.get(USER_PATHS.sessions)).json<{
        data: { session_id: string; is_current: boolean }[];
      }>().data;
      const mine = listed.find((session) => session.is_current)!.session_id;
      const theirs = listed.find((session) => !session.is_current)!.session_id;
      const ended: string[] = [];
      const repository = createSessionsRepository(db);
      const service = createSessionsService(repository, {
        onEnded: [(sessionId) => void ended.push(sessionId)],
      });
      await service.revoke(id, theirs);
      await expect(service.revoke(id, theirs)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect(ended).toEqual([theirs]);
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect(await repository.liveIds([mine, theirs, unknown], new Date())).toEqual([mine]);
      expect(await repository.liveIds([mine], new Date(Date.now() + 400 * 86_400_000))).toEqual([]);
    });

    it('refuses a key header on an API-key call', async () => {
      const { client } = await newUser('scripted');
      const key = await agreeKey(client);
      const created = await client.post(BILLING_PATHS.apiKeys, { name: 'Script', duration: '30d' });
      const apiKey = created.json<{ data: { key: string } }>().data.key;
      const body = await encryptedUpload(key, PDF_PATHS.search, [tiny], { search_terms: 'Potato' });
      const response = await testApp.app.inject({
        method: 'POST',
        url: PDF_PATHS.search,
        headers: { ...body.headers, authorization: `Bearer ${apiKey}` },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: {
          code: 'BAD_REQUEST',
          message: 'Encrypted uploads need a signed-in browser session',
        },
      });
    });
  });
});

describe('REQUIRE_PAYLOAD_ENCRYPTION=true', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(undefined, undefined, { requirePayloadEncryption: true });
  });
  afterAll(() => testApp.close());

  it('refuses a plain browser upload, takes an encrypted one, and leaves API keys plain', async () => {
    const { client } = await newSignedInUser(testApp.app, 'strict');
    const refused = await plainSearch(client, [tiny], 'Potato');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'ENCRYPTION_REQUIRED',
        message:
          'This server accepts documents only in encrypted form. Reload the page and try again.',
      },
    });

    const key = await agreeKey(client);
    expect(key.exchange.required).toBe(true);
    const body = await encryptedUpload(key, PDF_PATHS.search, [tiny], { search_terms: 'Potato' });
    const sealed = await send(client, PDF_PATHS.search, body);
    expect(sealed.statusCode).toBe(200);
    expect(await openJson(key, body.requestId, sealed)).toMatchObject({ success: true });

    const created = await client.post(BILLING_PATHS.apiKeys, { name: 'Script', duration: '30d' });
    const apiKey = created.json<{ data: { key: string } }>().data.key;
    const plainBody = multipart([...files(tiny), { name: 'search_terms', value: 'Potato' }]);
    const scripted = await testApp.app.inject({
      method: 'POST',
      url: PDF_PATHS.search,
      headers: { ...plainBody.headers, authorization: `Bearer ${apiKey}` },
      payload: plainBody.payload,
    });
    expect(scripted.statusCode, scripted.body).toBe(200);
    expect(scripted.json()).toMatchObject({ success: true });
  });
});
