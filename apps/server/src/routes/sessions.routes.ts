import {
  USER_PATHS,
  ZEmptyResponse,
  ZErrorEnvelope,
  ZRevokeSessionRequest,
  ZSessionsResponse,
} from '@workbench/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookies } from '../auth/cookies';
import { requireAuth } from '../plugins/auth';
import type { SessionsService } from '../services/sessions.service';

const tags = ['users'];

export const sessionsRoutes: FastifyPluginAsyncZod<{ service: SessionsService }> = async (
  app,
  { service },
) => {
  app.get(
    USER_PATHS.sessions,
    {
      config: { auth: 'required' },
      schema: {
        summary: "The signed-in user's active sessions",
        tags,
        response: { 200: ZSessionsResponse, 401: ZErrorEnvelope },
      },
    },
    async (request) => {
      const { user, session } = requireAuth(request);
      return { success: true as const, data: await service.list(user.id, session.id) };
    },
  );

  app.delete(
    USER_PATHS.sessions,
    {
      config: { auth: 'required' },
      schema: {
        summary: 'Sign one session out (revoking the current one logs out)',
        tags,
        body: ZRevokeSessionRequest,
        response: {
          200: ZEmptyResponse,
          400: ZErrorEnvelope,
          401: ZErrorEnvelope,
          404: ZErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { user, session } = requireAuth(request);
      await service.revoke(user.id, request.body.session_id);
      if (request.body.session_id === session.id) clearSessionCookies(request, reply);
      return { success: true as const, data: null };
    },
  );
};
