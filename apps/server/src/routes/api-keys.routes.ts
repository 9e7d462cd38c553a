import {
  BILLING_PATHS,
  ZApiKeysResponse,
  ZCreateApiKeyRequest,
  ZCreatedApiKeyResponse,
  ZEmptyResponse,
  ZErrorEnvelope,
} from '@workbench/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../plugins/auth';
import type { ApiKeysService } from '../services/api-keys.service';

const tags = ['api-keys'];
const signedIn = { config: { auth: 'required' as const } };
const errors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope };

export const apiKeysRoutes: FastifyPluginAsyncZod<{ service: ApiKeysService }> = async (
  app,
  { service },
) => {
  app.get(
    BILLING_PATHS.apiKeys,
    {
      ...signedIn,
      schema: {
        summary: 'Your API keys (never the keys themselves)',
        tags,
        response: { 200: ZApiKeysResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.list(requireAuth(request).user),
    }),
  );

  app.post(
    BILLING_PATHS.apiKeys,
    {
      ...signedIn,
      schema: {
        summary: 'Create an API key for the processing routes; the key is in this answer only',
        tags,
        body: ZCreateApiKeyRequest,
        response: { 201: ZCreatedApiKeyResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { name, duration } = request.body;
      const created = await service.create(requireAuth(request).user, name, duration);
      return reply.status(201).send({ success: true as const, data: created });
    },
  );

  app.delete(
    BILLING_PATHS.apiKey,
    {
      ...signedIn,
      schema: {
        summary: 'Delete an API key; it stops working at once',
        tags,
        params: z.object({ id: z.uuid({ error: 'API key not found' }) }),
        response: { 200: ZEmptyResponse, ...errors, 404: ZErrorEnvelope },
      },
    },
    async (request) => {
      await service.remove(requireAuth(request).user, request.params.id);
      return { success: true as const, data: null };
    },
  );
};
