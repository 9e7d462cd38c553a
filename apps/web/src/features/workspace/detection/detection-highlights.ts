import type { TDetectedPage } from '@workbench/contracts';
import { useFilesStore } from '../files/files-store';
import { fromBBox, type Highlight, type Rect } from '../highlights/highlight';
import { highlightColor } from '../highlights/highlight-colors';
import { useHighlightsStore } from '../highlights/highlights-store';
import { showPage } from '../viewer/navigation';
import { OPACITY } from '../workspace-constants';

const round = (value: number) => Math.round(value * 100) / 100;

/** Two entity highlights are the same when they mark the same box with the same type. */
function signature(page: number, rect: Rect, entity: string | undefined): string {
  return [page, round(rect.x), round(rect.y), round(rect.w), round(rect.h), entity].join('|');
}

function entityId(fileKey: string, page: number, now: number): string {
  return `${fileKey}-entity-p${page}-${now}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The ENTITY highlights of detected areas (bbox in page units), leaving out any area that an
 * identical entity highlight (the same page, box and type) already marks.
 */
export function entityHighlights(
  fileKey: string,
  pages: readonly TDetectedPage[],
  existing: readonly Highlight[],
  now = Date.now(),
): Highlight[] {
  const seen = new Set(
    existing
      .filter((highlight) => highlight.type === 'ENTITY')
      .map((highlight) => signature(highlight.page, highlight, highlight.entity)),
  );
  const added: Highlight[] = [];
  for (const { page, sensitive } of pages) {
    for (const item of sensitive) {
      const rect = fromBBox(item.bbox);
      const key = signature(page, rect, item.entity_type);
      if (seen.has(key) || rect.w <= 0 || rect.h <= 0) continue;
      seen.add(key);
      added.push({
        id: entityId(fileKey, page, now),
        fileKey,
        page,
        type: 'ENTITY',
        ...rect,
        color: highlightColor('ENTITY', item.engine),
        opacity: OPACITY.display,
        timestamp: now,
        text: item.original_text,
        entity: item.entity_type,
        model: item.engine,
        score: item.score,
        ...(item.field ? { field: true } : {}),
        ...(item.basis ? { basis: item.basis } : {}),
      });
    }
  }
  return added;
}

const areaSignature = (page: number, item: TDetectedPage['sensitive'][number]) =>
  signature(page, fromBBox(item.bbox), item.entity_type);

/** The signatures of detected areas, to tell later which areas a stream already delivered. */
export function areaSignatures(pages: readonly TDetectedPage[], into = new Set<string>()) {
  for (const { page, sensitive } of pages) {
    for (const item of sensitive) into.add(areaSignature(page, item));
  }
  return into;
}

/** The detected areas whose signature is not among `delivered`. */
export function undelivered(
  pages: readonly TDetectedPage[],
  delivered: ReadonlySet<string>,
): TDetectedPage[] {
  return pages
    .map(({ page, sensitive }) => ({
      page,
      sensitive: sensitive.filter((item) => !delivered.has(areaSignature(page, item))),
    }))
    .filter(({ sensitive }) => sensitive.length > 0);
}

/** Adds a file's detected areas as highlights, if the file is still open; answers how many. */
export function addEntityHighlights(fileKey: string, pages: readonly TDetectedPage[]): number {
  const isOpen = useFilesStore.getState().files.some((file) => file.key === fileKey);
  if (!isOpen || pages.length === 0) return 0;
  const store = useHighlightsStore.getState();
  const added = entityHighlights(fileKey, pages, store.byFile[fileKey] ?? []);
  if (added.length > 0) store.add(added);
  return added.length;
}

/** A page's entity highlights, top to bottom, left to right. */
export function pageEntityHighlights(fileKey: string, page: number): Highlight[] {
  return (useHighlightsStore.getState().byFile[fileKey] ?? [])
    .filter((highlight) => highlight.type === 'ENTITY' && highlight.page === page)
    .sort((a, b) => a.y - b.y || a.x - b.x);
}

/**
 * Goes to a page and selects its entity highlights. The viewer selects one highlight at a time,
 * so the first is selected, and going to the same page again steps to the next one.
 */
export async function showPageEntities(fileKey: string, page: number): Promise<void> {
  await showPage(fileKey, page);
  const highlights = pageEntityHighlights(fileKey, page);
  if (highlights.length === 0) return;
  const { selectedId, select } = useHighlightsStore.getState();
  const index = highlights.findIndex((highlight) => highlight.id === selectedId);
  select(highlights[(index + 1) % highlights.length]!.id);
}
