import {
  associatedData,
  AUTH_MESSAGES,
  DETECT_PATH,
  ENCRYPTED_CONTENT_TYPE,
  ENCRYPTED_FIELDS_FIELD,
  ENCRYPTED_NONCE_HEADER,
  ENCRYPTED_TYPE_HEADER,
  ENCRYPTION_FIELD,
  hkdfInfo,
  PAYLOAD_KEY_HEADER,
  PAYLOAD_LIMITS,
  PAYLOAD_MESSAGES,
  PAYLOAD_PATHS,
  PAYLOAD_SCHEME,
  PDF_PATHS,
  ZKeyExchangeRequest,
  ZKeyId,
  ZRequestId,
  ZUploadEncryption,
  type TKeyExchangeRequest,
  type TUploadEncryption,
} from '@workbench/contracts';
import { vi } from 'vitest';
import { payloadKeys } from '../lib/api-client';
import { fail, json, ok } from './fake-http';

/**
 * The server's side of payload encryption (decision 0021), written apart from the browser's
 * code with Web Crypto, in front of the fakes that read plain forms: it answers the key
 * exchange, opens an encrypted upload back into the plain FormData the fake behind it expects,
 * and encrypts that fake's 2xx answers (JSON, files with their report header, stream data lines)
 * for the request's key and id. Like the server it reads `X-Payload-Key: <key id>:<request id>`,
 * checks that the `encryption` field names the same key and request and the path it was sent
 * to, and opens every part with that field's exact text in its associated data.
 * A plain upload to a processing call is refused as the server does when encryption is required.
 * Simpler than the server: the exchange skips the CSRF check (the fakes behind check it on the
 * calls themselves), and a key lives until it is replaced (then `PAYLOAD_LIMITS.replacedKeyGraceMs`
 * more) or `keys` is cleared.
 */

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface FakePayloadServer {
  sessionId: string;
  /** The keys agreed and not yet replaced, by id; clear it to act as a restarted server. */
  keys: Map<string, CryptoKey>;
  /** Each key exchange request, in order. */
  exchanges: TKeyExchangeRequest[];
  /** Each encrypted upload as it arrived, before it was opened. */
  uploads: { path: string; keyId: string | null; requestId: string | null; form: FormData }[];
  /** What a middlebox (or a broken server) does to the answers. */
  tamper: {
    /** Break the ciphertext of JSON answers and files. */
    answers: boolean;
    /** Break the ciphertext of data lines by index (from 0). */
    events: Set<number>;
    /** Leave out these data lines (by index, from 0). */
    dropEvents: Set<number>;
    /** Answer 2xx calls plain, as if the request had not been encrypted. */
    plain: boolean;
    /** Seal answers for this request id instead of the request's own. */
    requestId: string | null;
  };
  /** When set, the key exchange answers this instead. */
  refuseExchange: (() => Response) | null;
  /** A fetch that puts this server in front of `inner`. */
  wrap: (inner: Fetch) => Fetch;
}

const PROCESSING_PATHS: ReadonlySet<string> = new Set([
  PDF_PATHS.extract,
  PDF_PATHS.search,
  PDF_PATHS.findWords,
  PDF_PATHS.redact,
  PDF_PATHS.marks,
  PDF_PATHS.markedCopy,
  PDF_PATHS.xfdf,
  PDF_PATHS.importMarks,
  DETECT_PATH,
]);

const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;
const encoder = new TextEncoder();

const base64 = (bytes: Uint8Array) =>
  btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
const bytesOf = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

async function seal(
  key: CryptoKey,
  plain: Uint8Array<ArrayBuffer>,
  ad: string,
  isTampered = false,
) {
  const nonce = crypto.getRandomValues(new Uint8Array(PAYLOAD_LIMITS.nonceBytes));
  const params = { name: 'AES-GCM', iv: nonce, additionalData: encoder.encode(ad) };
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt(params, key, plain));
  if (isTampered) ciphertext[0]! ^= 1;
  return { ciphertext, nonce: base64(nonce) };
}

async function sealJsonText(key: CryptoKey, text: string, ad: string, isTampered = false) {
  const { ciphertext, nonce } = await seal(key, encoder.encode(text), ad, isTampered);
  return JSON.stringify({ encrypted_data: base64(ciphertext), nonce });
}

async function open(
  key: CryptoKey,
  ciphertext: Uint8Array<ArrayBuffer>,
  nonce: string,
  ad: string,
) {
  const params = { name: 'AES-GCM', iv: bytesOf(nonce), additionalData: encoder.encode(ad) };
  return new Uint8Array(await crypto.subtle.decrypt(params, key, ciphertext));
}

function pathOf(input: RequestInfo | URL): string {
  const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
  return new URL(href, 'http://localhost').pathname;
}

const afterAMoment = () => new Promise((resolve) => setTimeout(resolve, 0));

export function createPayloadServer({
  isSignedIn = () => true,
  sessionId = 'fake-session-1',
}: { isSignedIn?: () => boolean; sessionId?: string } = {}): FakePayloadServer {
  const server: FakePayloadServer = {
    sessionId,
    keys: new Map(),
    exchanges: [],
    uploads: [],
    tamper: {
      answers: false,
      events: new Set(),
      dropEvents: new Set(),
      plain: false,
      requestId: null,
    },
    refuseExchange: null,
    wrap: (inner) => (input, init) => handle(input, init, inner),
  };
  const seenNonces = new Set<string>();
  /** Keys replaced by an exchange, still opening requests on their way until `until`. */
  const replaced = new Map<string, { key: CryptoKey; until: number }>();
  const keyOf = (keyId: string) => {
    const retired = replaced.get(keyId);
    if (retired !== undefined && retired.until <= Date.now()) replaced.delete(keyId);
    return server.keys.get(keyId) ?? replaced.get(keyId)?.key;
  };
  let counter = 0;

  async function exchange(init: RequestInit | undefined): Promise<Response> {
    await afterAMoment();
    if (!isSignedIn()) return fail('UNAUTHORIZED', AUTH_MESSAGES.notSignedIn);
    if (server.refuseExchange !== null) return server.refuseExchange();
    const parsed = ZKeyExchangeRequest.safeParse(
      JSON.parse(typeof init?.body === 'string' ? init.body : 'null'),
    );
    if (!parsed.success) return fail('VALIDATION_ERROR', PAYLOAD_MESSAGES.invalidPublicKey);
    server.exchanges.push(parsed.data);
    const clientKey = await crypto.subtle.importKey(
      'raw',
      bytesOf(parsed.data.client_public_key),
      ECDH,
      false,
      [],
    );
    const pair = await crypto.subtle.generateKey(ECDH, true, ['deriveBits']);
    const secret = await crypto.subtle.deriveBits(
      { name: 'ECDH', public: clientKey },
      pair.privateKey,
      256,
    );
    const salt = crypto.getRandomValues(new Uint8Array(PAYLOAD_LIMITS.saltBytes));
    const keyId = `fake-key-${String(++counter).padStart(8, '0')}`;
    const material = await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveKey']);
    const info = encoder.encode(hkdfInfo(server.sessionId, keyId));
    const key = await crypto.subtle.deriveKey(
      { name: 'HKDF', hash: 'SHA-256', salt, info },
      material,
      { name: 'AES-GCM', length: 256 },
      false,
      ['encrypt', 'decrypt'],
    );
    const replacesId = parsed.data.replaces_key_id;
    const replacedKey = replacesId === undefined ? undefined : server.keys.get(replacesId);
    if (replacesId !== undefined && replacedKey !== undefined) {
      server.keys.delete(replacesId);
      replaced.set(replacesId, {
        key: replacedKey,
        until: Date.now() + PAYLOAD_LIMITS.replacedKeyGraceMs,
      });
    }
    server.keys.set(keyId, key);
    const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
    return ok({
      scheme: PAYLOAD_SCHEME,
      key_id: keyId,
      server_public_key: base64(publicKey),
      salt: base64(salt),
      session_id: server.sessionId,
      expires_at: new Date(Date.now() + PAYLOAD_LIMITS.keyTtlMs).toISOString(),
      required: true,
    });
  }

  /** The plain form inside an encrypted upload, or the server's refusal. */
  async function openUpload(
    form: FormData,
    { path, keyId, requestId }: { path: string; keyId: string; requestId: string },
    key: CryptoKey,
  ) {
    const description = form.get(ENCRYPTION_FIELD);
    const [first] = [...form.keys()];
    if (typeof description !== 'string' || first !== ENCRYPTION_FIELD) {
      return fail('VALIDATION_ERROR', PAYLOAD_MESSAGES.malformed);
    }
    let raw: unknown;
    try {
      raw = JSON.parse(description);
    } catch {
      return fail('VALIDATION_ERROR', PAYLOAD_MESSAGES.malformed);
    }
    const parsed = ZUploadEncryption.safeParse(raw);
    if (
      !parsed.success ||
      parsed.data.key_id !== keyId ||
      parsed.data.request_id !== requestId ||
      parsed.data.path !== path
    ) {
      return fail('VALIDATION_ERROR', PAYLOAD_MESSAGES.malformed);
    }
    const encryption: TUploadEncryption = parsed.data;
    const parts = [...form.entries()].filter(([name]) => name !== ENCRYPTION_FIELD);
    const files = parts.filter((part): part is [string, File] => typeof part[1] !== 'string');
    const fieldParts = parts.filter(([name]) => name !== ENCRYPTED_FIELDS_FIELD);
    const sealedFields = form.getAll(ENCRYPTED_FIELDS_FIELD);
    if (
      files.length !== encryption.files.length ||
      fieldParts.length !== files.length ||
      sealedFields.length !== 1 ||
      typeof sealedFields[0] !== 'string'
    ) {
      return fail('VALIDATION_ERROR', PAYLOAD_MESSAGES.malformed);
    }
    const plain = new FormData();
    const nonces: string[] = [encryption.fields_nonce];
    try {
      const ad = associatedData.requestFields(description);
      const text = await open(key, bytesOf(sealedFields[0]), encryption.fields_nonce, ad);
      const fields = JSON.parse(new TextDecoder().decode(text)) as Record<string, string[]>;
      for (const [name, values] of Object.entries(fields)) {
        for (const value of values) plain.append(name, value);
      }
      for (const [index, [field, file]] of files.entries()) {
        const { nonce, size } = encryption.files[index]!;
        const fileAd = associatedData.requestFile(description, index, file.name, size);
        const bytes = await open(key, new Uint8Array(await file.arrayBuffer()), nonce, fileAd);
        if (bytes.byteLength !== size) throw new Error('size');
        nonces.push(nonce);
        plain.append(field, new File([bytes], file.name, { type: 'application/pdf' }), file.name);
      }
    } catch {
      return fail('DECRYPTION_FAILED', PAYLOAD_MESSAGES.decryptionFailed);
    }
    if (nonces.some((nonce) => seenNonces.has(nonce))) {
      return fail('PAYLOAD_REPLAYED', PAYLOAD_MESSAGES.replayed);
    }
    for (const nonce of nonces) seenNonces.add(nonce);
    return plain;
  }

  /** `<key id>:<request id>`, or null when the header does not have that form. */
  function parseKeyHeader(value: string) {
    const [keyId, requestId, ...rest] = value.split(':');
    if (rest.length > 0 || !ZKeyId.safeParse(keyId).success) return null;
    if (!ZRequestId.safeParse(requestId).success) return null;
    return { keyId: keyId!, requestId: requestId! };
  }

  async function handle(input: RequestInfo | URL, init: RequestInit | undefined, inner: Fetch) {
    const path = pathOf(input);
    if (path === PAYLOAD_PATHS.keyExchange) return exchange(init);
    const body = init?.body;
    if (!PROCESSING_PATHS.has(path) || !(body instanceof FormData)) return inner(input, init);
    const header = new Headers(init?.headers).get(PAYLOAD_KEY_HEADER);
    if (header === null) return fail('ENCRYPTION_REQUIRED', PAYLOAD_MESSAGES.encryptionRequired);
    const ids = parseKeyHeader(header);
    server.uploads.push({
      path,
      keyId: ids?.keyId ?? null,
      requestId: ids?.requestId ?? null,
      form: body,
    });
    if (ids === null) return fail('VALIDATION_ERROR', PAYLOAD_MESSAGES.malformed);
    const key = keyOf(ids.keyId);
    if (key === undefined) return fail('ENCRYPTION_KEY_UNKNOWN', PAYLOAD_MESSAGES.keyUnknown);
    const opened = await openUpload(body, { path, ...ids }, key);
    if (opened instanceof Response) return opened;
    const answer = await inner(input, { ...init, body: opened });
    if (server.tamper.plain) return answer;
    return sealAnswer(answer, ids.keyId, server.tamper.requestId ?? ids.requestId, key);
  }

  async function sealAnswer(
    answer: Response,
    keyId: string,
    requestId: string,
    key: CryptoKey,
  ): Promise<Response> {
    if (!answer.ok || answer.body === null) return answer;
    const type = answer.headers.get('Content-Type') ?? '';
    const { answers: isTampered } = server.tamper;
    if (type.includes('text/event-stream')) {
      const body = answer.body === null ? null : sealEvents(answer.body, keyId, requestId, key);
      return new Response(body, { status: answer.status, headers: answer.headers });
    }
    if (type.includes('json')) {
      const ad = associatedData.responseJson(keyId, requestId);
      return json(
        answer.status,
        JSON.parse(await sealJsonText(key, await answer.text(), ad, isTampered)),
      );
    }
    const plain = new Uint8Array(await answer.arrayBuffer());
    const fileAd = associatedData.responseFile(keyId, requestId, type);
    const sealed = await seal(key, plain, fileAd, isTampered);
    const headers = new Headers(answer.headers);
    headers.set('Content-Type', ENCRYPTED_CONTENT_TYPE);
    headers.set(ENCRYPTED_NONCE_HEADER, sealed.nonce);
    headers.set(ENCRYPTED_TYPE_HEADER, type);
    const report = answer.headers.get('X-Redaction-Report');
    if (report !== null) {
      const ad = associatedData.responseHeader(keyId, requestId, 'X-Redaction-Report');
      headers.set('X-Redaction-Report', await sealJsonText(key, report, ad));
    }
    return new Response(sealed.ciphertext, { status: answer.status, headers });
  }

  /**
   * The stream with every `data:` line sealed with its position in the stream (the fakes send
   * one data line per event). A dropped line still takes its position, as a middlebox's would.
   */
  function sealEvents(
    body: ReadableStream<Uint8Array>,
    keyId: string,
    requestId: string,
    key: CryptoKey,
  ) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let pending = '';
    let dataLines = 0;
    const sealLines = async (text: string) => {
      const lines = [];
      for (const line of text.split('\n')) {
        if (!line.startsWith('data:')) {
          lines.push(line);
          continue;
        }
        const sequence = dataLines++;
        if (server.tamper.dropEvents.has(sequence)) continue;
        const isTampered = server.tamper.events.has(sequence);
        const data = line.slice(5).replace(/^ /, '');
        const ad = associatedData.responseEvent(keyId, requestId, sequence);
        lines.push(`data: ${await sealJsonText(key, data, ad, isTampered)}`);
      }
      return encoder.encode(lines.join('\n'));
    };
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) {
            pending += decoder.decode();
            if (pending !== '') controller.enqueue(await sealLines(pending));
            controller.close();
            return;
          }
          pending += decoder.decode(value, { stream: true });
          const end = pending.lastIndexOf('\n');
          if (end < 0) continue;
          const complete = pending.slice(0, end + 1);
          pending = pending.slice(end + 1);
          controller.enqueue(await sealLines(complete));
          return;
        }
      },
      cancel: (reason) => reader.cancel(reason),
    });
  }

  return server;
}

/**
 * Stubs `fetch` with `inner` behind a new fake payload server. The tab forgets the key it held,
 * as after a page load, so each test agrees its own.
 */
export function stubEncryptedFetch(
  inner: Fetch,
  options?: Parameters<typeof createPayloadServer>[0],
): FakePayloadServer {
  const server = createPayloadServer(options);
  payloadKeys.forget();
  vi.stubGlobal('fetch', server.wrap(inner));
  return server;
}
