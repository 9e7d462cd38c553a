import { findSimilarPages, type FilePages, type PagePair } from './similar-pages';

/** What the page sends the worker: the page texts of the files to compare. */
export interface FindRequest {
  type: 'find';
  files: FilePages[];
}

/** What the worker answers: the pairs found, or why it could not. */
export type FindAnswer = { type: 'found'; pairs: PagePair[] } | { type: 'failed'; message: string };

// Two thousand pages take seconds to compare: off the page's thread, so the workspace stays
// responsive meanwhile.
self.onmessage = (event: MessageEvent<FindRequest>) => {
  let answer: FindAnswer;
  try {
    answer = { type: 'found', pairs: findSimilarPages(event.data.files) };
  } catch (error) {
    answer = { type: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(answer);
};
