import { HEALTH_PATH, ZErrorEnvelope, ZHealthResponse } from '@workbench/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HealthService } from '../services/health.service';

export const healthRoutes: FastifyPluginAsyncZod<{ service: HealthService }> = async (
  app,
  { service },
) => {
  app.get(
    HEALTH_PATH,
    {
      schema: {
        summary: 'Liveness and database reachability',
        tags: ['system'],
        response: { 200: ZHealthResponse, 503: ZErrorEnvelope },
      },
    },
    async (_request, reply) => {
      const health = await service.check();
      if (health.database !== 'ok') {
        return reply.status(503).send({
          success: false,
          error: { code: 'SERVICE_UNAVAILABLE', message: 'Database unreachable', details: health },
        });
      }
      return { success: true as const, data: health };
    },
  );
};
