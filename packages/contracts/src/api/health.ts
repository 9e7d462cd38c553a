import { z } from 'zod';
import { successEnvelope } from '../envelope';

export const HEALTH_PATH = '/api/health';

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'error']),
  version: z.string(),
  uptime_seconds: z.number().nonnegative(),
});
export type THealth = z.infer<typeof ZHealth>;

export const ZHealthResponse = successEnvelope(ZHealth);
