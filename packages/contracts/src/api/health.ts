import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZEngineStatuses } from './detect';

export const HEALTH_PATH = '/api/health';

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'error']),
  version: z.string(),
  uptime_seconds: z.number().nonnegative(),
  /** Whether each detection engine can run on this server. */
  engines: ZEngineStatuses,
});
export type THealth = z.infer<typeof ZHealth>;

export const ZHealthResponse = successEnvelope(ZHealth);
