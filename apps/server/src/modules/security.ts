import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { securityRoutes } from '../routes/security.routes';

/**
 * Security monitoring (decision 0019): the browsers' CSP reports and where the web app posts
 * its own. The policy itself is set by plugins/security-headers.ts.
 */
export async function registerSecurity(
  app: FastifyInstance,
  { config, limiter }: { config: Pick<Config, 'cspReportUrl'>; limiter: RateLimiter },
) {
  await app.register(securityRoutes, { cspReportUrl: config.cspReportUrl, limiter });
}
