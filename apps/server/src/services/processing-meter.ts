import type { PdfPool } from '@workbench/pdf';
import type { UploadedFile } from '../pdf/read-upload';
import type { UserRow } from '../db/schema';
import type { Metering } from './metering.service';

/**
 * Who a processing request is for: the user (signed in, or the owner of the API key used) and
 * the organization context the request names, checked for membership when it is charged.
 */
export type Caller = { user: UserRow; organizationId: string | undefined };

/**
 * Charges a processing request's pages before its work starts and gives them back if the
 * request fails as a whole (not when the client went away). Files that do not open as PDFs cost nothing: they are answered with
 * their own error without any work.
 */
export function createProcessingMeter(pool: PdfPool, metering: Metering) {
  async function countPages(files: readonly UploadedFile[], signal: AbortSignal) {
    const counts = await Promise.all(
      files.map(async (file) => {
        if (file.isTooLarge) return 0;
        const outcome = await pool.countPages(file.bytes, { signal });
        return outcome.ok ? outcome.value : 0;
      }),
    );
    return counts.reduce((sum, count) => sum + count, 0);
  }

  return {
    countPages,

    async run<T>(
      caller: Caller,
      files: readonly UploadedFile[],
      signal: AbortSignal,
      work: () => Promise<T>,
    ): Promise<T> {
      const charge = await metering.charge(
        caller.user.id,
        caller.organizationId,
        await countPages(files, signal),
      );
      try {
        return await work();
      } catch (error) {
        // Work the client walked away from was still done; only a failed request is free.
        if (!signal.aborted) await charge.refund();
        throw error;
      }
    },
  };
}

export type ProcessingMeter = ReturnType<typeof createProcessingMeter>;
