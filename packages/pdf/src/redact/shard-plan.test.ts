import type { TRedactionMapping } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { SHARD_MIN_AREAS, shardMapping } from './shard-plan';

const area = (text: string) => ({
  bbox: { x0: 0, y0: 0, x1: 10, y1: 10 },
  entity_type: 'T',
  original_text: text,
});

function mappingOf(counts: Record<number, number>): TRedactionMapping {
  return {
    pages: Object.entries(counts).map(([page, count]) => ({
      page: Number(page),
      sensitive: Array.from({ length: count }, (_, index) => area(`${page}-${index}`)),
    })),
  };
}

const pagesOf = (shards: TRedactionMapping[]) =>
  shards.map((shard) => shard.pages.map((p) => p.page));

describe('shardMapping', () => {
  it('keeps a small redaction whole', () => {
    const mapping = mappingOf({ 1: 10, 2: 10 });
    expect(shardMapping(mapping, 2)).toEqual([mapping]);
    expect(shardMapping(mappingOf({ 1: SHARD_MIN_AREAS }), 2)).toHaveLength(1);
  });

  it('splits consecutive pages into parts with about the same number of areas', () => {
    const shards = shardMapping(mappingOf({ 1: 50, 2: 50, 3: 50, 4: 50 }), 2, 0);
    expect(pagesOf(shards)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    const uneven = shardMapping(mappingOf({ 1: 300, 2: 10, 3: 10, 4: 10, 5: 10 }), 2, 0);
    expect(pagesOf(uneven)).toEqual([[1], [2, 3, 4, 5]]);
  });

  it('keeps every area once, a page listed twice in one shard, pages in order', () => {
    const mapping: TRedactionMapping = {
      pages: [
        { page: 3, sensitive: [area('a'), area('b')] },
        { page: 1, sensitive: [area('c')] },
        { page: 3, sensitive: [area('d')] },
        { page: 2, sensitive: [] },
      ],
    };
    const shards = shardMapping(mapping, 2, 0);
    expect(pagesOf(shards)).toEqual([[1], [3]]);
    expect(shards[1]!.pages[0]!.sensitive.map((item) => item.original_text)).toEqual([
      'a',
      'b',
      'd',
    ]);
  });

  it('gives every part at least one page, and stays whole with fewer pages than parts', () => {
    expect(pagesOf(shardMapping(mappingOf({ 1: 1, 2: 1, 3: 1000 }), 3, 0))).toEqual([
      [1],
      [2],
      [3],
    ]);
    expect(shardMapping(mappingOf({ 1: 5000 }), 2, 0)).toHaveLength(1);
  });
});
