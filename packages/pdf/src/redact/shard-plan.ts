import type { TRedactionMapping } from '@workbench/contracts';

/**
 * Below this many areas one worker redacts the whole file: splitting costs an extra save, open
 * and copy of the pages' content (~0.3 s on a 200-page file), which only pays off when MuPDF's
 * text filter — every glyph tested against every area of its page — dominates.
 */
export const SHARD_MIN_AREAS = 2000;

/**
 * Splits a large redaction into `parts` mappings over consecutive pages with about the same number
 * of areas each, so several workers can redact one file's pages at once. A page's areas always
 * stay together. Small mappings, and mappings with fewer pages than parts, stay whole.
 */
export function shardMapping(
  mapping: TRedactionMapping,
  parts: number,
  minAreas = SHARD_MIN_AREAS,
): TRedactionMapping[] {
  const byPage = new Map<number, TRedactionMapping['pages'][number]['sensitive']>();
  for (const page of mapping.pages) {
    byPage.set(page.page, [...(byPage.get(page.page) ?? []), ...page.sensitive]);
  }
  const pages = [...byPage]
    .filter(([, sensitive]) => sensitive.length > 0)
    .sort(([a], [b]) => a - b)
    .map(([page, sensitive]) => ({ page, sensitive }));
  const total = pages.reduce((sum, page) => sum + page.sensitive.length, 0);
  if (parts < 2 || total < minAreas || pages.length < parts) return [mapping];
  const shards: TRedactionMapping[] = [];
  let current: TRedactionMapping['pages'] = [];
  let done = 0;
  for (const [index, page] of pages.entries()) {
    current.push(page);
    done += page.sensitive.length;
    const pagesLeft = pages.length - index - 1;
    const shardsLeft = parts - shards.length - 1;
    const share = (total * (shards.length + 1)) / parts;
    if (shardsLeft > 0 && (done >= share || pagesLeft === shardsLeft)) {
      shards.push({ pages: current });
      current = [];
    }
  }
  shards.push({ pages: current });
  return shards;
}
