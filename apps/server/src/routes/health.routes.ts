import {
  HEALTH_PATH,
  READY_PATH,
  ZErrorEnvelope,
  ZHealthResponse,
  ZReadinessResponse,
} from '@workbench/contracts';
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

  app.get(
    READY_PATH,
    {
      schema: {
        summary:
          'Readiness for a load balancer: 503 while the server drains before a stop, or without its database or Redis',
        tags: ['system'],
        response: { 200: ZReadinessResponse, 503: ZErrorEnvelope },
      },
    },
    async (_request, reply) => {
      const readiness = await service.readiness();
      if (!readiness.ready) {
        const message = readiness.draining
          ? 'Draining before a stop'
          : 'A dependency is unreachable';
        return reply.status(503).send({
          success: false,
          error: { code: 'SERVICE_UNAVAILABLE', message, details: readiness },
        });
      }
      return { success: true as const, data: readiness };
    },
  );
};
