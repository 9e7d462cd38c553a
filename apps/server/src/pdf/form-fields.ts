import type { ServerResponse } from 'node:http';
import type { z } from 'zod';
import { AppError } from '../errors/app-error';

/** A true/false form field ("true", "false", "1", "0", any case); absent means `fallback`. */
export function parseFlag(value: string | undefined, name: string, fallback = false): boolean {
  if (value === undefined || value === '') return fallback;
  const normalized = value.trim().toLowerCase();
  if (normalized === 'true' || normalized === '1') return true;
  if (normalized === 'false' || normalized === '0') return false;
  throw new AppError('VALIDATION_ERROR', `${name} must be true or false`);
}

/** A plain text form field checked against its schema (an enum of choices, say). */
export function parseChoice<T extends z.ZodType>(
  value: string,
  name: string,
  schema: T,
): z.output<T> {
  const result = schema.safeParse(value.trim());
  if (!result.success)
    throw new AppError('VALIDATION_ERROR', result.error.issues[0]?.message ?? `${name} is invalid`);
  return result.data;
}

/** A JSON form field checked against its schema; the first problem becomes the message. */
export function parseJsonField<T extends z.ZodType>(
  value: string | undefined,
  name: string,
  schema: T,
): z.output<T> {
  if (value === undefined) throw new AppError('VALIDATION_ERROR', `${name} is required`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new AppError('VALIDATION_ERROR', `${name} is not valid JSON`);
  }
  const result = schema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? ` (at ${name}.${issue.path.join('.')})` : '';
    throw new AppError('VALIDATION_ERROR', `${issue?.message ?? `${name} is invalid`}${where}`, {
      issues: result.error.issues.map((one) => ({
        path: one.path.join('.'),
        message: one.message,
      })),
    });
  }
  return result.data;
}

/** Aborts when the client goes away before the answer is sent, so its work stops. */
export function clientGoneSignal(response: ServerResponse): AbortSignal {
  const controller = new AbortController();
  response.on('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return controller.signal;
}
