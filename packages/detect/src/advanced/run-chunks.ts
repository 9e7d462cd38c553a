import pLimit from 'p-limit';
import type { TextChunk } from './chunk-text';
import { abortReason } from './retry';

/**
 * Runs `task` for every chunk with at most `concurrency` in flight, in chunk order. The first
 * failure or an abort of `signal` cancels requests in flight and starts no new ones.
 */
export async function runChunks<T>(
  chunks: readonly TextChunk[],
  concurrency: number,
  signal: AbortSignal | undefined,
  task: (chunk: TextChunk, index: number, signal: AbortSignal) => Promise<T>,
): Promise<T[]> {
  if (signal?.aborted) throw abortReason(signal);
  const controller = new AbortController();
  const forwardAbort = (): void => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });
  const limit = pLimit(concurrency);
  try {
    return await Promise.all(
      chunks.map((chunk, index) =>
        limit(async () => {
          if (controller.signal.aborted) throw abortReason(controller.signal);
          return task(chunk, index, controller.signal);
        }),
      ),
    );
  } catch (error) {
    // One failed chunk fails the call, so the others' answers would be wasted work; queued
    // chunks see the aborted signal and never send.
    controller.abort(error);
    if (signal?.aborted) throw abortReason(signal);
    throw error;
  } finally {
    signal?.removeEventListener('abort', forwardAbort);
  }
}
