import {
  SETTINGS_PATHS,
  ZCreatePatternRequest,
  ZEmptyResponse,
  ZErrorEnvelope,
  ZPatternListResponse,
  ZPatternResponse,
  ZRowIdParams,
  ZUpdatePatternRequest,
} from '@workbench/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../plugins/auth';
import type { PatternsService } from '../services/patterns.service';

const tags = ['settings'];
const signedIn = { 401: ZErrorEnvelope };
const invalid = { 400: ZErrorEnvelope };
const premium = { 402: ZErrorEnvelope };

export const patternsRoutes: FastifyPluginAsyncZod<{ service: PatternsService }> = async (
  app,
  { service },
) => {
  const config = { auth: 'required' as const };

  app.get(
    SETTINGS_PATHS.patterns,
    {
      config,
      schema: {
        summary: 'Saved search terms',
        tags,
        response: { 200: ZPatternListResponse, ...signedIn },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.list(requireAuth(request).user),
    }),
  );

  app.post(
    SETTINGS_PATHS.patterns,
    {
      config,
      schema: {
        summary: 'Save a search term (AI and case-sensitive terms are premium)',
        tags,
        body: ZCreatePatternRequest,
        response: {
          201: ZPatternResponse,
          ...invalid,
          ...signedIn,
          ...premium,
          409: ZErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const pattern = await service.create(requireAuth(request).user, request.body);
      return reply.status(201).send({ success: true as const, data: pattern });
    },
  );

  app.put(
    SETTINGS_PATHS.pattern,
    {
      config,
      schema: {
        summary: "Change a saved search term's text or type",
        tags,
        params: ZRowIdParams,
        body: ZUpdatePatternRequest,
        response: {
          200: ZPatternResponse,
          ...invalid,
          ...signedIn,
          ...premium,
          404: ZErrorEnvelope,
          409: ZErrorEnvelope,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.update(requireAuth(request).user, request.params.id, request.body),
    }),
  );

  app.delete(
    SETTINGS_PATHS.pattern,
    {
      config,
      schema: {
        summary: 'Remove a saved search term',
        tags,
        params: ZRowIdParams,
        response: { 200: ZEmptyResponse, ...invalid, ...signedIn, 404: ZErrorEnvelope },
      },
    },
    async (request) => {
      await service.remove(requireAuth(request).user, request.params.id);
      return { success: true as const, data: null };
    },
  );
};
