import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { createMemoryStore } from '../rate-limit/memory-store';
import { createRateLimiter } from '../rate-limit/rate-limiter';
import { securityRoutes } from '../routes/security.routes';

/**
 * Security monitoring (decision 0019): the browsers' CSP reports and where the web app posts
 * its own. The policy itself is set by plugins/security-headers.ts.
 */
export async function registerSecurity(
  app: FastifyInstance,
  { config }: { config: Pick<Config, 'cspReportUrl'> },
) {
  const limiter = createRateLimiter(createMemoryStore());
  await app.register(securityRoutes, { cspReportUrl: config.cspReportUrl, limiter });
}
