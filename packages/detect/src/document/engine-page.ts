import type { TPdfPage } from '@workbench/contracts';
import type { EnginePage } from '../hybrid';

/** What the engines read of a page: its text, words with boxes, form fields and size. */
export function enginePage(page: TPdfPage): EnginePage & { words: TPdfPage['words'] } {
  return {
    text: page.text,
    words: page.words,
    ...(page.fields ? { fields: page.fields } : {}),
    pageSize: { width: page.width, height: page.height },
  };
}
