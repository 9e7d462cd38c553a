import {
  PAYLOAD_PATHS,
  ZErrorEnvelope,
  ZKeyExchangeRequest,
  ZKeyExchangeResponse,
} from '@workbench/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../plugins/auth';
import type { SessionKeysService } from '../services/session-keys.service';

export const sessionKeyRoutes: FastifyPluginAsyncZod<{ service: SessionKeysService }> = async (
  app,
  { service },
) => {
  app.post(
    PAYLOAD_PATHS.keyExchange,
    {
      // Signed-in browsers only: keys belong to a cookie session (an API key gets 403).
      config: { auth: 'required' },
      schema: {
        summary:
          'Agree a payload encryption key for this session (ECDH P-256, HKDF-SHA-256, AES-256-GCM); processing calls that name it in X-Payload-Key travel encrypted (decision 0021)',
        tags: ['auth'],
        body: ZKeyExchangeRequest,
        response: {
          200: ZKeyExchangeResponse,
          400: ZErrorEnvelope,
          401: ZErrorEnvelope,
          403: ZErrorEnvelope,
        },
      },
    },
    async (request) => {
      const { session } = requireAuth(request);
      return { success: true as const, data: await service.exchange(session, request.body) };
    },
  );
};
