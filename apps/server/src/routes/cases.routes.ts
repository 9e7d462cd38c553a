import {
  CASE_PATHS,
  ZDecisionRequest,
  ZDecisionResponse,
  ZErrorEnvelope,
  ZLetterTemplate,
  ZLetterTemplateResponse,
} from '@workbench/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../plugins/auth';
import type { CasesService } from '../services/cases.service';

const tags = ['cases'];
const errors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 404: ZErrorEnvelope };

/**
 * A case's decision — reply letter and exemption schedule — from its marks and codes (no
 * document bytes, no pages spent), and the letter template it is written with.
 */
export const casesRoutes: FastifyPluginAsyncZod<{ service: CasesService }> = async (
  app,
  { service },
) => {
  const config = { auth: 'required' as const };

  app.post(
    CASE_PATHS.decision,
    {
      // The batch command drafts a case's decision with its API key; no document is sent.
      config: { ...config, apiKey: true },
      schema: {
        summary: 'Draft the reply letter and exemption schedule of a case',
        description:
          'Marks and codes in; the letter (DOCX, PDF) and schedule (CSV, DOCX, PDF) out, with ' +
          'their content. Uses the letter template of the organization the request names, or ' +
          "the caller's own, unless `template` is given.",
        tags,
        body: ZDecisionRequest,
        response: { 200: ZDecisionResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.decision(
        requireCaller(request),
        request.body.case,
        request.body.template,
      ),
    }),
  );

  app.get(
    CASE_PATHS.letterTemplate,
    {
      config,
      schema: {
        summary: "The letter template of the request's organization, or the caller's own",
        tags,
        response: { 200: ZLetterTemplateResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.letterTemplate(requireCaller(request)),
    }),
  );

  app.put(
    CASE_PATHS.letterTemplate,
    {
      config,
      schema: {
        summary: 'Change the letter template (an organization’s: its owner and admins)',
        tags,
        body: ZLetterTemplate,
        response: { 200: ZLetterTemplateResponse, ...errors, 403: ZErrorEnvelope },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.saveLetterTemplate(requireCaller(request), request.body),
    }),
  );
};
