import {
  TEMPLATE_PATHS,
  ZCreateTemplateRequest,
  ZEmptyResponse,
  ZErrorEnvelope,
  ZRowIdParams,
  ZTemplateListResponse,
  ZTemplateResponse,
  ZUpdateTemplateRequest,
} from '@workbench/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../plugins/auth';
import type { TemplatesService } from '../services/templates.service';

const tags = ['templates'];
const signedIn = { 401: ZErrorEnvelope };
const invalid = { 400: ZErrorEnvelope };
const notFound = { 404: ZErrorEnvelope };
const conflict = { 409: ZErrorEnvelope };

export const templatesRoutes: FastifyPluginAsyncZod<{ service: TemplatesService }> = async (
  app,
  { service },
) => {
  const config = { auth: 'required' as const };

  app.get(
    TEMPLATE_PATHS.templates,
    {
      config,
      schema: {
        summary: 'Redaction templates of the caller, by name (without their pages)',
        tags,
        response: { 200: ZTemplateListResponse, ...signedIn },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.list(requireAuth(request).user),
    }),
  );

  app.post(
    TEMPLATE_PATHS.templates,
    {
      config,
      schema: {
        summary: 'Save a redaction template (a name, page sizes, relative boxes, anchor words)',
        tags,
        body: ZCreateTemplateRequest,
        response: { 201: ZTemplateResponse, ...invalid, ...signedIn, ...conflict },
      },
    },
    async (request, reply) => {
      const template = await service.create(requireAuth(request).user, request.body);
      return reply.status(201).send({ success: true as const, data: template });
    },
  );

  app.get(
    TEMPLATE_PATHS.template,
    {
      config,
      schema: {
        summary: 'One redaction template with its pages',
        tags,
        params: ZRowIdParams,
        response: { 200: ZTemplateResponse, ...invalid, ...signedIn, ...notFound },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.get(requireAuth(request).user, request.params.id),
    }),
  );

  app.patch(
    TEMPLATE_PATHS.template,
    {
      config,
      schema: {
        summary: 'Rename a redaction template or replace its pages',
        tags,
        params: ZRowIdParams,
        body: ZUpdateTemplateRequest,
        response: { 200: ZTemplateResponse, ...invalid, ...signedIn, ...notFound, ...conflict },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.update(requireAuth(request).user, request.params.id, request.body),
    }),
  );

  app.delete(
    TEMPLATE_PATHS.template,
    {
      config,
      schema: {
        summary: 'Remove a redaction template',
        tags,
        params: ZRowIdParams,
        response: { 200: ZEmptyResponse, ...invalid, ...signedIn, ...notFound },
      },
    },
    async (request) => {
      await service.remove(requireAuth(request).user, request.params.id);
      return { success: true as const, data: null };
    },
  );
};
