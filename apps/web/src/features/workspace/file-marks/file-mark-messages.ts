import type { TExistingMarkRef } from '@workbench/contracts';
import type { TFunction } from 'i18next';

/** "page 1", "pages 1 and 3", "pages 1, 2 and 5", in the reader's language. */
function pagesNamed(t: TFunction, pages: readonly number[]): string {
  const list =
    pages.length <= 1
      ? pages.join('')
      : t('workspace.fileMarks.listJoin', {
          rest: pages.slice(0, -1).join(', '),
          last: pages.at(-1),
        });
  return t('workspace.fileMarks.pages', { count: pages.length, list });
}

/**
 * Why a file with marks made in another program was not redacted, in the reader's language: the
 * marks were not read here, so redacting would have dropped them unseen. (The server's own
 * message speaks to API callers: existing_marks=apply ….)
 */
export function marksRefusalReason(t: TFunction, marks: readonly TExistingMarkRef[]): string {
  const pages = [...new Set(marks.map((mark) => mark.page))].sort((a, b) => a - b);
  return t('workspace.fileMarks.refused', {
    count: Math.max(1, marks.length),
    pages: pagesNamed(t, pages),
  });
}
