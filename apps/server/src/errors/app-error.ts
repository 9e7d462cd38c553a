import type { TErrorCode } from '@workbench/contracts';

/** The one error type services throw; the error handler maps its code to an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: TErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
