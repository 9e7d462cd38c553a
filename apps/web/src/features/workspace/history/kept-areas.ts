import type { TDetectionBasis } from '@workbench/contracts';
import { byPage, type CreationMode, type Highlight } from '../highlights/highlight';
import { HISTORY_PAGE_SIZE } from '../workspace-constants';

/**
 * What this browser keeps of each area of a history record, beside the server's record: the
 * text the area covered, which the server must never hold (decision 0010), how the mark was
 * made, and why detection typed it (its basis, decision 0050). Kept by record id in the record's
 * own area order (page by page, as `redactionSchema`).
 */
export interface KeptArea {
  text?: string;
  creationMode?: CreationMode;
  field?: boolean;
  basis?: TDetectionBasis;
}

const STORAGE_KEY = 'workbench.history-areas';
/** As many records as the history panel lists; older ones drop off. */
export const KEPT_RECORDS_LIMIT = HISTORY_PAGE_SIZE;

/** The kept details of highlights, in the order a record made from them lists its areas. */
export function keptAreasOf(highlights: readonly Highlight[]): KeptArea[] {
  return byPage(highlights, ({ text, creationMode, field, basis }) => ({
    ...(text && { text }),
    ...(creationMode && { creationMode }),
    ...(field && { field }),
    ...(basis && { basis }),
  })).flatMap((page) => page.sensitive);
}

function read(): [string, KeptArea[]][] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is [string, KeptArea[]] =>
        Array.isArray(entry) && typeof entry[0] === 'string' && Array.isArray(entry[1]),
    );
  } catch {
    return [];
  }
}

function write(entries: [string, KeptArea[]][]): boolean {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
    return true;
  } catch {
    return false;
  }
}

/** Keeps the areas of record `id`; when the storage is full, the oldest records go first. */
export function rememberAreas(id: number, areas: readonly KeptArea[]): void {
  const others = read().filter(([known]) => known !== String(id));
  const entries: [string, KeptArea[]][] = [...others, [String(id), [...areas]]];
  let kept = entries.slice(-KEPT_RECORDS_LIMIT);
  // Nothing kept is no failure: the record then comes back without its texts.
  while (kept.length > 0 && !write(kept)) kept = kept.slice(1);
}

/** The kept areas of record `id`, when this browser saved it. */
export function keptAreas(id: number): KeptArea[] | undefined {
  return read().find(([known]) => known === String(id))?.[1];
}

/** Forgets every record's areas (on sign-out: the texts stay with the person who redacted). */
export function forgetAreas(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}

/** Forgets the areas of one record, deleted from the history. */
export function forgetRecordAreas(id: number): void {
  const others = read().filter(([known]) => known !== String(id));
  write(others);
}
