import { z } from 'zod';

/** Error codes the server answers with; each maps to exactly one HTTP status. */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  DECRYPTION_FAILED: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  QUOTA_EXCEEDED: 402,
  FORBIDDEN: 403,
  CSRF_INVALID: 403,
  ENCRYPTION_REQUIRED: 403,
  /** The caller's organization requires documents to be processed on their own device. */
  ON_DEVICE_REQUIRED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  ENCRYPTION_KEY_UNKNOWN: 409,
  PAYLOAD_REPLAYED: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;

export const ZErrorCode = z.enum(Object.keys(ERROR_STATUS) as [TErrorCode, ...TErrorCode[]]);

/** The fallback text when a schema gives no message of its own. */
export const GENERIC_VALIDATION_MESSAGE = 'Validation failed';
