import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZEngineStatus, ZEngineStatuses } from './detect';

export const HEALTH_PATH = '/api/health';
/**
 * Whether a load balancer should send this server requests: 503 while it drains before a stop,
 * or while its database or Redis cannot be reached.
 */
export const READY_PATH = '/api/health/ready';

/**
 * How LibreOffice is kept from the server: `sealed` in a sandbox that reads only its own files
 * and reaches no network; `network_only` or `none` when the operator turned the sandbox off.
 */
export const ZConverterSandbox = z.enum(['sealed', 'network_only', 'none']);
export type TConverterSandbox = z.infer<typeof ZConverterSandbox>;

/** Writing systems a stock server may have no font for; their text would print as empty boxes. */
export const ZFontScript = z.enum(['cjk', 'arabic', 'hebrew', 'devanagari', 'thai']);
export type TFontScript = z.infer<typeof ZFontScript>;

export const ZOfficeStatus = ZEngineStatus.extend({
  sandbox: ZConverterSandbox,
  /** Scripts no installed font covers; null when the server cannot tell (no fontconfig tools). */
  fonts_missing: z.array(ZFontScript).nullable(),
});

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'error']),
  version: z.string(),
  uptime_seconds: z.number().nonnegative(),
  /** Whether each detection engine can run on this server. */
  engines: ZEngineStatuses,
  /** Whether files of other kinds can be converted to PDF here (images always can). */
  converters: z.object({ office: ZOfficeStatus }),
});
export type THealth = z.infer<typeof ZHealth>;

export const ZHealthResponse = successEnvelope(ZHealth);

export const ZReadiness = z.object({
  ready: z.boolean(),
  draining: z.boolean(),
  database: z.enum(['ok', 'error']),
  /** `none` when no Redis is configured. */
  redis: z.enum(['ok', 'error', 'none']),
});
export type TReadiness = z.infer<typeof ZReadiness>;

export const ZReadinessResponse = successEnvelope(ZReadiness);

/** The server's status for its administrators (the accounts in ADMIN_EMAILS). */
export const ADMIN_STATUS_PATH = '/api/admin/status';

export const ZAdminStatus = z.object({
  health: ZHealth,
  readiness: ZReadiness,
  database_kind: z.enum(['pglite', 'postgres']),
  pdf_workers: z.number().int(),
  ocr_engine: z.enum(['auto', 'cli', 'js', 'off']),
});
export type TAdminStatus = z.infer<typeof ZAdminStatus>;

export const ZAdminStatusResponse = successEnvelope(ZAdminStatus);

export const ADMIN_MESSAGES = {
  notAdmin:
    "Only this server's administrators can see its status: ask the person who runs it to add your address to ADMIN_EMAILS.",
} as const;
