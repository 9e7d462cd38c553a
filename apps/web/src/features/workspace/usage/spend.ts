import type { TUsage } from '@workbench/contracts';
import type { TFunction } from 'i18next';

/**
 * The pages a run charges: the server counts every page of every file it is sent, once per
 * request (a search of several terms with the same options is one request). Null while a file's
 * page count is not known yet: then no number is better than a wrong one.
 */
export function pagesToSpend(
  files: readonly { pageCount: number | null }[],
  requests = 1,
): number | null {
  if (files.some((file) => file.pageCount === null)) return null;
  return files.reduce((sum, file) => sum + (file.pageCount ?? 0), 0) * requests;
}

/**
 * "5 pages of 23 left" for a button or dialog; "5 pages" when the count left is not known; and
 * "5 pages, only 2 left" when the run would be refused for want of pages.
 */
export function spendText(t: TFunction, pages: number, usage: TUsage | null): string {
  if (usage === null) return t('workspace.usage.spend.pages', { count: pages });
  const key = pages > usage.pages_left ? 'tooMany' : 'ofLeft';
  return t(`workspace.usage.spend.${key}`, { count: pages, left: usage.pages_left });
}

/** A button's label with what it spends after it: "Search 3 files · 5 pages of 23 left". */
export function withSpend(
  t: TFunction,
  label: string,
  pages: number | null,
  usage: TUsage | null,
): string {
  return pages === null || pages === 0 ? label : `${label} · ${spendText(t, pages, usage)}`;
}
