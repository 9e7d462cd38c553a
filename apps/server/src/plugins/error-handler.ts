import {
  ERROR_STATUS,
  GENERIC_VALIDATION_MESSAGE,
  type TErrorCode,
  type TErrorEnvelope,
} from '@workbench/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error';
import { loggableError } from '../errors/loggable-error';

/** Fastify's own client errors, renamed to our codes with messages a person can act on. */
const FASTIFY_ERRORS: Record<string, { code: TErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'Malformed JSON in request body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'BAD_REQUEST',
    message: "Request body is empty but Content-Type is 'application/json'",
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported Content-Type',
  },
};

/** The generic code of each status, for Fastify's own errors that carry only a status. */
const GENERIC_CODES: readonly TErrorCode[] = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'PAYMENT_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'REQUEST_TIMEOUT',
  'CONFLICT',
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
];
const CODE_FOR_STATUS = new Map<number, TErrorCode>(
  GENERIC_CODES.map((code) => [ERROR_STATUS[code], code]),
);

export function sendError(
  reply: FastifyReply,
  code: TErrorCode,
  message: string,
  details?: unknown,
): FastifyReply {
  const body: TErrorEnvelope = { success: false, error: { code, message } };
  if (details !== undefined) body.error.details = details;
  return reply.status(ERROR_STATUS[code]).type('application/json').send(body);
}

/** The one place where every failure becomes the error envelope. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const retryAfter = (error.details as { retry_after_seconds?: unknown } | undefined)
        ?.retry_after_seconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return sendError(reply, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath,
        message: issue.message ?? GENERIC_VALIDATION_MESSAGE,
      }));
      const message = issues[0]?.message ?? GENERIC_VALIDATION_MESSAGE;
      return sendError(reply, 'VALIDATION_ERROR', message, { issues });
    }
    const known = FASTIFY_ERRORS[error.code];
    if (known !== undefined) return sendError(reply, known.code, known.message);
    if (error.name === 'AbortError' && reply.raw.destroyed) {
      // The client went away and its work was stopped: nobody is left to answer.
      request.log.info('the client went away before the answer');
      return sendError(reply, 'BAD_REQUEST', 'The request was cancelled');
    }
    const status = error.statusCode ?? 500;
    if (status < 500 && !isResponseSerializationError(error)) {
      return sendError(reply, CODE_FOR_STATUS.get(status) ?? 'BAD_REQUEST', error.message);
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return sendError(reply, 'INTERNAL_ERROR', 'Internal server error');
  });
}
