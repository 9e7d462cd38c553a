import { PAYLOAD_KEY_HEADER, PAYLOAD_MESSAGES } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';
import { sealAnswer } from '../payload-crypto/response-encryption';
import type { UploadKey } from '../payload-crypto/upload-decryption';
import type { SessionKeysService } from '../services/session-keys.service';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The agreed key and request id an encrypted request named (X-Payload-Key:
     * `<key_id>:<request_id>`); null for plain requests.
     */
    payloadKey: UploadKey | null;
  }
  interface FastifyContextConfig {
    /** true for the processing routes, whose uploads and answers may travel encrypted. */
    payloadEncryption?: boolean;
  }
}

const KEY_HEADER = PAYLOAD_KEY_HEADER.toLowerCase();
/** `<key_id>:<request_id>`, both as ZKeyId / ZRequestId spell them. */
const KEY_HEADER_VALUE = /^([A-Za-z0-9_-]{16,64}):([A-Za-z0-9_-]{16,64})$/;

type Options = { keys: SessionKeysService; requireEncryption: boolean };

/**
 * Encrypted processing calls (decision 0021). Runs after the auth plugin's onRequest and before
 * the body is read, so an unknown key or a refused plain upload costs no upload; the answer of an
 * encrypted request is sealed on its way out.
 */
export const payloadEncryption = fp(async (app: FastifyInstance, options: Options) => {
  const { keys, requireEncryption } = options;
  app.decorateRequest('payloadKey', null);

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.payloadEncryption !== true) return;
    const header = request.headers[KEY_HEADER];
    const session = request.apiKeyUser === null ? request.auth?.session : undefined;
    if (header === undefined) {
      if (requireEncryption && session !== undefined)
        throw new AppError('ENCRYPTION_REQUIRED', PAYLOAD_MESSAGES.encryptionRequired);
      return;
    }
    // Keys belong to browser sessions; an API key has none to look in.
    if (session === undefined) throw new AppError('BAD_REQUEST', PAYLOAD_MESSAGES.needsSession);
    const match = typeof header === 'string' ? KEY_HEADER_VALUE.exec(header) : null;
    if (match === null) throw new AppError('BAD_REQUEST', PAYLOAD_MESSAGES.malformed);
    const key = await keys.requestKey(session.id, match[1]!, match[2]!);
    if (key === undefined)
      throw new AppError('ENCRYPTION_KEY_UNKNOWN', PAYLOAD_MESSAGES.keyUnknown);
    request.payloadKey = key;
  });

  // Routes registered before this plugin never see the decoration (undefined, not null).
  app.addHook('onSend', async (request, reply, payload) =>
    request.payloadKey ? sealAnswer(reply, request.payloadKey, payload) : payload,
  );
});
