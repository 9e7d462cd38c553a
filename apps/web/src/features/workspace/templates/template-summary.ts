import type { TFunction } from 'i18next';
import type { FileOutcome } from './apply-template';

/** "2-5, 7": pages in runs, as the page form takes them. */
export function pageRuns(pages: readonly number[]): string {
  const runs: [number, number][] = [];
  for (const page of [...pages].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last !== undefined && page === last[1] + 1) last[1] = page;
    else runs.push([page, page]);
  }
  return runs.map(([from, to]) => (from === to ? `${from}` : `${from}-${to}`)).join(', ');
}

/** "form-b.pdf: applied to 3 of 4 pages; page 4 did not match." */
export function outcomeText(t: TFunction, outcome: FileOutcome): string {
  const { name, matched, unmatched, pageCount } = outcome;
  if (matched.length === 0) return t('workspace.templates.noMatch', { name });
  const applied = t('workspace.templates.applied', {
    name,
    matched: matched.length,
    count: pageCount,
  });
  if (unmatched.length === 0) return applied;
  const rest = t('workspace.templates.unmatched', {
    pages: pageRuns(unmatched),
    count: unmatched.length,
  });
  return `${applied}; ${rest}`;
}
