import {
  AUTH_MESSAGES,
  ENCRYPTED_FIELDS_FIELD,
  ENCRYPTION_FIELD,
  PAYLOAD_KEY_HEADER,
  PDF_PATHS,
  successEnvelope,
  ZExtractResponse,
  type TExtractResponse,
} from '@workbench/contracts';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../features/auth/auth-api';
import { calledRoutes, expireAccess, installFakeApi, TEST_PASSWORD } from '../../test/fake-api';
import { fail, ok, readCookies } from '../../test/fake-http';
import { ApiError, apiRequest, payloadKeys } from '../api-client';
import { emitAuthEvent } from '../auth-events';
import { sendJson } from '../http';
import { startI18n } from '../i18n';
import { errorMessage } from '../messages';
import { ANSWER_DECRYPTION_FAILED } from './open-answer';

startI18n();

const PDF_TEXT = '%PDF-1.7 Kari Nordmann';
const WORDS: TExtractResponse = {
  file: 'a.pdf',
  pages: [{ page_number: 1, width: 595, height: 842, ocr: false, text: 'Kari', words: [] }],
};

/** The signed-in fake API with the extract call; `received` holds the plain files it got. */
function installExtract() {
  const api = installFakeApi({ signedIn: true });
  const received: { name: string; text: string }[] = [];
  const others = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input, init) => {
    if (input !== PDF_PATHS.extract) return others(input, init);
    if (!api.server.accessTokens.has(readCookies().access_token ?? '')) {
      return fail('UNAUTHORIZED', AUTH_MESSAGES.notSignedIn);
    }
    const file = (init?.body as FormData).get('file') as File;
    received.push({ name: file.name, text: new TextDecoder().decode(await file.arrayBuffer()) });
    return ok(WORDS);
  });
  return { ...api, received };
}

function extract() {
  const form = new FormData();
  form.append('file', new File([PDF_TEXT], 'a.pdf'), 'a.pdf');
  return apiRequest(PDF_PATHS.extract, successEnvelope(ZExtractResponse), {
    method: 'POST',
    body: form,
    encrypt: true,
  });
}

function noncesOf(form: FormData): string[] {
  const encryption = JSON.parse(form.get(ENCRYPTION_FIELD) as string);
  return encryption.files.map((file: { nonce: string }) => file.nonce);
}

afterEach(() => vi.unstubAllGlobals());

describe('an encrypted API call', () => {
  it('uploads only ciphertext under the agreed key and reads the decrypted answer', async () => {
    const { payload, received } = installExtract();
    expect((await extract()).data).toEqual(WORDS);
    expect(received).toEqual([{ name: 'a.pdf', text: PDF_TEXT }]);
    const [upload] = payload.uploads;
    expect(upload!.keyId).toBe(payloadKeys.held()!.id);
    expect([...upload!.form.keys()]).toEqual([ENCRYPTION_FIELD, ENCRYPTED_FIELDS_FIELD, 'file']);
    const sent = new TextDecoder().decode(await (upload!.form.get('file') as File).arrayBuffer());
    expect(sent).not.toContain('Nordmann');
  });

  it('agrees a new key and sends once more, re-encrypted, when the server has forgotten the key', async () => {
    const { payload, received } = installExtract();
    await extract();
    payload.keys.clear();
    expect((await extract()).data).toEqual(WORDS);
    expect(payload.exchanges).toHaveLength(2);
    expect(received).toHaveLength(2);
    const [, refused, retried] = payload.uploads;
    expect(retried!.keyId).not.toBe(refused!.keyId);
    expect(noncesOf(retried!.form)).not.toEqual(noncesOf(refused!.form));
  });

  it('gives up with the server’s refusal when the new key is unknown too', async () => {
    const { payload, received } = installExtract();
    vi.spyOn(payload.keys, 'get').mockReturnValue(undefined);
    const failure = await extract().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('ENCRYPTION_KEY_UNKNOWN');
    expect(payload.exchanges).toHaveLength(2);
    expect(payload.uploads).toHaveLength(2);
    expect(received).toEqual([]);
  });

  it('after a 401 renews the session, agrees a key replacing the old one and re-encrypts', async () => {
    const { payload, server, received } = installExtract();
    await extract();
    const oldKey = payloadKeys.held()!.id;
    expireAccess(server);
    expect((await extract()).data).toEqual(WORDS);
    expect(server.refreshCount).toBe(1);
    expect(payload.exchanges[1]!.replaces_key_id).toBe(oldKey);
    const [, refused, retried] = payload.uploads;
    expect(refused!.keyId).toBe(oldKey);
    expect(retried!.keyId).toBe(payloadKeys.held()!.id);
    expect(retried!.keyId).not.toBe(oldKey);
    expect(received).toHaveLength(2);
  });

  it('refuses an answer that does not decrypt, with its own translated message', async () => {
    const { payload } = installExtract();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    payload.tamper.answers = true;
    const failure = await extract().catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'DECRYPTION_FAILED', message: ANSWER_DECRYPTION_FAILED });
    expect(errorMessage(i18n.getFixedT('en'), failure, 'x')).toBe(ANSWER_DECRYPTION_FAILED);
    expect(errorMessage(i18n.getFixedT('nb'), failure, 'x')).toMatch(
      /^Svaret fra serveren kunne ikke dekrypteres/,
    );
  });

  it('fails with the key agreement’s error and sends nothing plain', async () => {
    const { payload, received, fetchMock } = installExtract();
    payload.refuseExchange = () => fail('INTERNAL_ERROR', 'Internal server error');
    await expect(extract()).rejects.toMatchObject({ code: 'INTERNAL_ERROR' });
    expect(payload.uploads).toEqual([]);
    expect(received).toEqual([]);
    expect(calledRoutes(fetchMock)).not.toContain(`POST ${PDF_PATHS.extract}`);
  });

  it('sends the key id and a fresh request id in its header, named in the form too', async () => {
    const { payload } = installExtract();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await extract();
    await extract();
    const uploads = fetchSpy.mock.calls.filter(([path]) => path === PDF_PATHS.extract);
    const headers = uploads.map(([, init]) => new Headers(init?.headers).get(PAYLOAD_KEY_HEADER));
    const keyId = payloadKeys.held()!.id;
    const [first, second] = payload.uploads;
    expect(headers).toEqual([`${keyId}:${first!.requestId}`, `${keyId}:${second!.requestId}`]);
    expect(first!.requestId).not.toBe(second!.requestId);
    const encryption = JSON.parse(first!.form.get(ENCRYPTION_FIELD) as string);
    expect(encryption).toMatchObject({ request_id: first!.requestId, path: PDF_PATHS.extract });
  });

  it('refuses a plain answer, never using it', async () => {
    const { payload, received } = installExtract();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    payload.tamper.plain = true;
    await expect(extract()).rejects.toMatchObject({
      code: 'DECRYPTION_FAILED',
      message: ANSWER_DECRYPTION_FAILED,
    });
    expect(received).toHaveLength(1);
  });

  it('refuses an answer sealed for another request', async () => {
    const { payload } = installExtract();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await extract();
    // An earlier answer replayed in place of this one's: sealed for the first request's id.
    payload.tamper.requestId = payload.uploads[0]!.requestId;
    await expect(extract()).rejects.toMatchObject({ code: 'DECRYPTION_FAILED' });
  });

  it('fails with ENCRYPTION_UNAVAILABLE and sends nothing when the page has no Web Crypto', async () => {
    const { payload, received, fetchMock } = installExtract();
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const failure = await extract().catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'ENCRYPTION_UNAVAILABLE' });
    expect(errorMessage(i18n.getFixedT('en'), failure, 'x')).toBe(
      'Encryption needs a secure connection. Open the app over HTTPS (or on localhost).',
    );
    expect(errorMessage(i18n.getFixedT('nb'), failure, 'x')).toMatch(/^Kryptering krever/);
    expect(payload.exchanges).toEqual([]);
    expect(received).toEqual([]);
    expect(calledRoutes(fetchMock)).not.toContain(`POST ${PDF_PATHS.extract}`);
  });

  it('still opens a request sent under the key a refresh just replaced', async () => {
    const { payload, received } = installExtract();
    await extract();
    const oldKey = payloadKeys.held()!;
    payloadKeys.renewHeld();
    await vi.waitFor(() => expect(payloadKeys.held()!.id).not.toBe(oldKey.id));
    expect(payload.keys.has(oldKey.id)).toBe(false);
    // A call sealed under the old key just before the refresh, arriving after it.
    const form = new FormData();
    form.append('file', new File([PDF_TEXT], 'a.pdf'), 'a.pdf');
    const result = await sendJson(PDF_PATHS.extract, {
      method: 'POST',
      body: form,
      payloadKeys: { use: async () => oldKey },
    });
    expect(result.status).toBe(200);
    expect(received).toHaveLength(2);
  });
});

describe('the key over a session', () => {
  it('is agreed right after login and forgotten on logout', async () => {
    const { payload, server } = installExtract();
    await login({ identifier: server.user.username, password: TEST_PASSWORD });
    await vi.waitFor(() => expect(payloadKeys.held()).not.toBeNull());
    expect(payload.exchanges).toHaveLength(1);
    const agreed = payloadKeys.held()!.id;
    await extract();
    expect(payload.uploads[0]!.keyId).toBe(agreed);
    expect(payload.exchanges).toHaveLength(1);

    emitAuthEvent('logout');
    expect(payloadKeys.held()).toBeNull();
  });

  it('is forgotten when the session expires or its refresh fails', async () => {
    installExtract();
    for (const event of ['session-expired', 'refresh-failed'] as const) {
      await extract();
      expect(payloadKeys.held()).not.toBeNull();
      emitAuthEvent(event);
      expect(payloadKeys.held()).toBeNull();
    }
  });
});
