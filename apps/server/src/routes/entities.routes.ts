import {
  invalidMethodIdMessage,
  parseMethodId,
  SETTINGS_PATHS,
  ZAddEntitiesRequest,
  ZDeletedResponse,
  ZEmptyResponse,
  ZEntityListResponse,
  ZErrorEnvelope,
  ZReplaceEntitiesRequest,
  ZRowIdParams,
  type TEntityMethodId,
} from '@workbench/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { requireAuth } from '../plugins/auth';
import type { EntitiesService } from '../services/entities.service';

const tags = ['settings'];
const signedIn = { 401: ZErrorEnvelope };
const invalid = { 400: ZErrorEnvelope };
const premium = { 402: ZErrorEnvelope };
const ZMethodParams = z.object({ methodId: z.string() });

/** 1, 2 or 3, else 400 'Invalid method ID: {id}' (accounts §8). */
function methodIdOf(raw: string): TEntityMethodId {
  const methodId = parseMethodId(raw);
  if (methodId === null) throw new AppError('BAD_REQUEST', invalidMethodIdMessage(raw));
  return methodId;
}

export const entitiesRoutes: FastifyPluginAsyncZod<{ service: EntitiesService }> = async (
  app,
  { service },
) => {
  const config = { auth: 'required' as const };

  app.get(
    SETTINGS_PATHS.entitiesOfMethod,
    {
      config,
      schema: {
        summary: "A model's entity list (1 fast, 2 advanced, 3 standard)",
        tags,
        params: ZMethodParams,
        response: { 200: ZEntityListResponse, ...invalid, ...signedIn },
      },
    },
    async (request) => {
      const methodId = methodIdOf(request.params.methodId);
      return {
        success: true as const,
        data: await service.list(requireAuth(request).user, methodId),
      };
    },
  );

  app.post(
    SETTINGS_PATHS.entities,
    {
      config,
      schema: {
        summary: 'Add entity types to a model; 409 when some were there (the rest are added)',
        tags,
        body: ZAddEntitiesRequest,
        response: {
          201: ZEntityListResponse,
          ...invalid,
          ...signedIn,
          ...premium,
          409: ZErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { method_id, entity_texts } = request.body;
      const added = await service.add(requireAuth(request).user, method_id, entity_texts);
      return reply.status(201).send({ success: true as const, data: added });
    },
  );

  app.put(
    SETTINGS_PATHS.entitiesOfMethod,
    {
      config,
      schema: {
        summary: "Replace a model's chosen entity types (predefined ones stay)",
        tags,
        params: ZMethodParams,
        body: ZReplaceEntitiesRequest,
        response: { 200: ZEntityListResponse, ...invalid, ...signedIn, ...premium },
      },
    },
    async (request) => {
      const methodId = methodIdOf(request.params.methodId);
      const { user } = requireAuth(request);
      return {
        success: true as const,
        data: await service.replace(user, methodId, request.body.entity_texts),
      };
    },
  );

  app.delete(
    SETTINGS_PATHS.entity,
    {
      config,
      schema: {
        summary: 'Remove one entity type (predefined ones cannot be removed)',
        tags,
        params: ZRowIdParams,
        response: {
          200: ZEmptyResponse,
          ...invalid,
          ...signedIn,
          ...premium,
          403: ZErrorEnvelope,
          404: ZErrorEnvelope,
        },
      },
    },
    async (request) => {
      await service.remove(requireAuth(request).user, request.params.id);
      return { success: true as const, data: null };
    },
  );

  app.delete(
    SETTINGS_PATHS.entitiesDeleteByMethod,
    {
      config,
      schema: {
        summary: "Remove all of a model's chosen entity types (predefined ones stay)",
        tags,
        params: ZMethodParams,
        response: { 200: ZDeletedResponse, ...invalid, ...signedIn, ...premium },
      },
    },
    async (request) => {
      const methodId = methodIdOf(request.params.methodId);
      const deleted = await service.removeAll(requireAuth(request).user, methodId);
      return { success: true as const, data: { deleted } };
    },
  );
};
