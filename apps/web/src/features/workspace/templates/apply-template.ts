import type { TTemplate } from '@workbench/contracts';
import type { OpenFile } from '../files/files-store';
import { fromBBox, type Highlight } from '../highlights/highlight';
import { highlightColor } from '../highlights/highlight-colors';
import { isSameBox } from '../history/apply-history';
import { OPACITY } from '../workspace-constants';
import { matchTemplate } from './match-template';
import type { TemplatePageInfo } from './page-words';

/** What applying a template did to one file, for the summary the user reads. */
export interface FileOutcome {
  fileKey: string;
  name: string;
  pageCount: number;
  matched: number[];
  unmatched: number[];
  /** Marks added (boxes already marked at the same place are not added twice). */
  added: number;
}

/**
 * The template's boxes as suggestions on the pages of a file it fits. They are placed by a
 * machine, so they wait for review like a detection: a filled-in value may be longer than the
 * box the template was saved with.
 */
export function templateMarks(
  template: Pick<TTemplate, 'name' | 'pages'>,
  file: Pick<OpenFile, 'key' | 'name'>,
  pages: readonly TemplatePageInfo[],
  existing: readonly Highlight[],
  now = Date.now(),
): { highlights: Highlight[]; outcome: FileOutcome } {
  const results = matchTemplate(template.pages, pages);
  const highlights: Highlight[] = [];
  for (const { page, match } of results) {
    for (const box of match?.boxes ?? []) {
      const rect = fromBBox(box.bbox);
      const isMarked = [...existing, ...highlights].some(
        (mark) => mark.page === page && isSameBox(mark, rect),
      );
      if (isMarked) continue;
      highlights.push({
        ...rect,
        id: `${file.key}-template-p${page}-${crypto.randomUUID()}`,
        fileKey: file.key,
        page,
        type: 'MANUAL',
        creationMode: 'rectangular',
        status: 'suggested',
        template: template.name,
        color: highlightColor('MANUAL'),
        opacity: OPACITY.manual,
        timestamp: now,
        ...(box.entity_type !== 'MANUAL' && { entity: box.entity_type }),
        ...(box.code !== undefined && { code: box.code }),
      });
    }
  }
  const outcome: FileOutcome = {
    fileKey: file.key,
    name: file.name,
    pageCount: pages.length,
    matched: results.filter(({ match }) => match !== null).map(({ page }) => page),
    unmatched: results.filter(({ match }) => match === null).map(({ page }) => page),
    added: highlights.length,
  };
  return { highlights, outcome };
}
