import type { TPdfFileErrorCode } from '@workbench/contracts';

/** Why one file could not be converted; the per-file error the API reports for it. */
export class ConversionError extends Error {
  constructor(
    readonly code: TPdfFileErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ConversionError';
  }
}
