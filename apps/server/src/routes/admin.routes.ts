import {
  ADMIN_MESSAGES,
  ADMIN_STATUS_PATH,
  ZAdminStatusResponse,
  ZErrorEnvelope,
  type TAdminStatus,
} from '@workbench/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error';
import { requireAuth } from '../plugins/auth';
import type { HealthService } from '../services/health.service';

/** Who may see the administrators' status, and what it tells of this server's set-up. */
export interface AdminStatusOptions {
  service: HealthService;
  emails: readonly string[];
  databaseKind: TAdminStatus['database_kind'];
  pdfWorkers: number;
  ocrEngine: TAdminStatus['ocr_engine'];
}

/** The status page of the server's administrators (ADMIN_EMAILS); registered after sign-in. */
export const adminRoutes: FastifyPluginAsyncZod<AdminStatusOptions> = async (app, admin) => {
  app.get(
    ADMIN_STATUS_PATH,
    {
      config: { auth: 'required' },
      schema: {
        summary:
          "The server's status for its administrators (ADMIN_EMAILS): health, readiness, and each detection engine with how to set it up",
        tags: ['system'],
        response: { 200: ZAdminStatusResponse, 401: ZErrorEnvelope, 403: ZErrorEnvelope },
      },
    },
    async (request) => {
      const { email, emailVerifiedAt } = requireAuth(request).user;
      // A verified address only: anyone may sign up with an administrator's address unverified.
      if (emailVerifiedAt === null || !admin.emails.includes(email.toLowerCase())) {
        throw new AppError('FORBIDDEN', ADMIN_MESSAGES.notAdmin);
      }
      const [health, readiness] = await Promise.all([
        admin.service.check(),
        admin.service.readiness(),
      ]);
      return {
        success: true as const,
        data: {
          health,
          readiness,
          database_kind: admin.databaseKind,
          pdf_workers: admin.pdfWorkers,
          ocr_engine: admin.ocrEngine,
        },
      };
    },
  );
};
