import {
  DOCUMENT_LIMITS,
  DOCUMENT_PATHS,
  ZDocumentListQuery,
  ZDocumentListResponse,
  ZDocumentResponse,
  ZEmptyResponse,
  ZErrorEnvelope,
  ZRowIdParams,
  ZSaveDocumentRequest,
} from '@workbench/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../plugins/auth';
import type { DocumentsService } from '../services/documents.service';

const tags = ['documents'];
const signedIn = { 401: ZErrorEnvelope };
const invalid = { 400: ZErrorEnvelope };
const notFound = { 404: ZErrorEnvelope };

export const documentsRoutes: FastifyPluginAsyncZod<{ service: DocumentsService }> = async (
  app,
  { service },
) => {
  const config = { auth: 'required' as const };

  app.get(
    DOCUMENT_PATHS.documents,
    {
      config,
      schema: {
        summary: 'Redaction history, newest first (page from 1, pageSize 1–100, default 10)',
        tags,
        querystring: ZDocumentListQuery,
        response: { 200: ZDocumentListResponse, ...invalid, ...signedIn },
      },
    },
    async (request) => {
      const { items, meta } = await service.list(requireAuth(request).user, request.query);
      return { success: true as const, data: items, meta };
    },
  );

  app.post(
    DOCUMENT_PATHS.documents,
    {
      config,
      // Large redactions make long schemas; the app-wide limit would refuse them.
      bodyLimit: DOCUMENT_LIMITS.bodyBytes,
      schema: {
        summary: 'Save a redaction record (hashed file name and areas; no document, no text)',
        tags,
        body: ZSaveDocumentRequest,
        response: { 201: ZDocumentResponse, ...invalid, ...signedIn, 413: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const document = await service.save(requireAuth(request).user, request.body);
      return reply.status(201).send({ success: true as const, data: document });
    },
  );

  app.get(
    DOCUMENT_PATHS.document,
    {
      config,
      schema: {
        summary: 'One redaction record with its schema',
        tags,
        params: ZRowIdParams,
        response: { 200: ZDocumentResponse, ...invalid, ...signedIn, ...notFound },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.get(requireAuth(request).user, request.params.id),
    }),
  );

  app.delete(
    DOCUMENT_PATHS.document,
    {
      config,
      schema: {
        summary: 'Remove a redaction record',
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
