import { findSimilarPages, type FilePages, type PagePair } from './similar-pages';
import type { FindAnswer, FindRequest } from './similar-pages.worker';

/**
 * findSimilarPages in a Web Worker of its own, ended once it answers, so a large comparison
 * never freezes the page. Where there are no workers (unit tests) it runs here.
 */
export function findSimilarPagesAside(files: FilePages[]): Promise<PagePair[]> {
  if (typeof Worker === 'undefined') return Promise.resolve(findSimilarPages(files));
  const worker = new Worker(new URL('./similar-pages.worker.ts', import.meta.url), {
    type: 'module',
  });
  return new Promise<PagePair[]>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<FindAnswer>) => {
      if (event.data.type === 'found') resolve(event.data.pairs);
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => reject(new Error(event.message));
    worker.postMessage({ type: 'find', files } satisfies FindRequest);
  }).finally(() => worker.terminate());
}
