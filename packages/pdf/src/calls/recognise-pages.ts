import type { OcrLine } from '../ocr/ocr-types';
import type { OcrPageResult, TaskOutcome } from '../worker/tasks';
import type { CallOptions, PageCache, TaskRunner } from './task-runner';

/**
 * Recognises the pages of a file, from the cache or as `ocr-page` tasks of their own, a few at a
 * time (as many as the owner may run: the server's fair queue puts other owners' tasks between
 * them, and one file never floods the queue). The first failure ends the call.
 */
export async function recognisePages(
  runner: TaskRunner,
  file: Uint8Array,
  pages: readonly number[],
  cache: PageCache,
  options: CallOptions,
): Promise<TaskOutcome<Map<number, OcrLine[]>>> {
  const lines = new Map<number, OcrLine[]>();
  const waiting: number[] = [];
  for (const page of pages) {
    const cached = cache.get(page);
    if (cached) lines.set(page, cached);
    else waiting.push(page);
  }
  const total = waiting.length;
  if (total > 0) options.onOcrProgress?.({ page: waiting[0]!, done: 0, total });
  const state: { done: number; failed: TaskOutcome<never> | null } = { done: 0, failed: null };
  const next = async (): Promise<void> => {
    for (let page = waiting.shift(); page !== undefined; page = waiting.shift()) {
      if (state.failed) return;
      const outcome = await runner.run<OcrPageResult>(
        { type: 'ocr-page', bytes: file, page },
        options,
      );
      if (!outcome.ok) {
        state.failed = outcome;
        return;
      }
      lines.set(page, outcome.value.lines);
      cache.set(page, outcome.value.lines);
      options.onOcrProgress?.({ page, done: ++state.done, total });
    }
  };
  await Promise.all(Array.from({ length: Math.min(runner.ownerThreads, total) }, next));
  return state.failed ?? { ok: true, value: lines };
}
