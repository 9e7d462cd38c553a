/**
 * What of an error may be logged. Drizzle's query errors carry the bound parameters (e-mail
 * addresses, password and token hashes); the log keeps the SQL and the driver's code only.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error) || error.name !== 'DrizzleQueryError') return error;
  const { query, cause } = error as Error & { query?: string; cause?: unknown };
  const driverError =
    cause instanceof Error
      ? { name: cause.name, message: cause.message, code: (cause as { code?: unknown }).code }
      : undefined;
  return { type: error.name, query, cause: driverError, stack: error.stack?.split('\n')[1] };
}
