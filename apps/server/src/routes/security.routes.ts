import {
  CSP_REPORT_CONTENT_TYPES,
  CSP_REPORT_LIMITS,
  SECURITY_PATHS,
  ZCspReportBody,
  ZErrorEnvelope,
  ZSecurityReportingResponse,
} from '@workbench/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { SECURITY_LIMITS } from '../rate-limit/security-limits';
import { logCspReport } from '../services/csp-reports.service';

const tags = ['security'];

type Options = { cspReportUrl: string | undefined; limiter: RateLimiter };

export const securityRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { cspReportUrl, limiter },
) => {
  app.get(
    SECURITY_PATHS.reporting,
    {
      schema: {
        summary: 'Where the web app posts its CSP violation records, if anywhere (public)',
        tags,
        response: { 200: ZSecurityReportingResponse },
      },
    },
    async () => ({ success: true as const, data: { csp_report_url: cspReportUrl ?? null } }),
  );

  // The two report formats are JSON under their own media types; only this route reads them.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      [CSP_REPORT_CONTENT_TYPES.reportUri, CSP_REPORT_CONTENT_TYPES.reportingApi],
      { parseAs: 'string' },
      scope.getDefaultJsonParser('error', 'error'),
    );
    scope.post(
      SECURITY_PATHS.cspReports,
      {
        // Browsers send reports without the CSRF header; a report changes nothing but the log.
        config: { csrf: false },
        bodyLimit: CSP_REPORT_LIMITS.requestBytes,
        // Counted before the body is read, so floods of bad bodies are limited too.
        onRequest: async (request) => {
          await limiter.consume(SECURITY_LIMITS.cspReportsPerIp, request.ip);
        },
        schema: {
          summary:
            "Content-Security-Policy violation reports: report-uri (application/csp-report), Reporting API (application/reports+json) or the web app's records (application/json); 128 KiB and 100 entries a body, 30 a minute per address",
          tags,
          consumes: Object.values(CSP_REPORT_CONTENT_TYPES),
          body: ZCspReportBody,
          response: {
            204: z.undefined().describe('Logged'),
            400: ZErrorEnvelope,
            413: ZErrorEnvelope,
            415: ZErrorEnvelope,
            429: ZErrorEnvelope,
          },
        },
      },
      async (request, reply) => {
        logCspReport(request.body, request.log);
        return reply.status(204).send();
      },
    );
  });
};
