import { describe, expect, it } from 'vitest';
import { hashBytes, OcrCache, ocrCacheKey } from './ocr-cache';
import type { OcrLine } from './ocr-types';

const line = (text: string): OcrLine[] => [
  [{ text, x0: 0, y0: 0, x1: 10, y1: 10, confidence: 90 }],
];

describe('OcrCache', () => {
  it('evicts the least recently used page when full', () => {
    const cache = new OcrCache(2);
    cache.set('a', line('a'));
    cache.set('b', line('b'));
    cache.set('c', line('c'));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.[0]?.[0]?.text).toBe('b');
    expect(cache.get('c')?.[0]?.[0]?.text).toBe('c');
    expect(cache.size).toBe(2);
  });

  it('counts a read as a use, so the entry read survives the next insert', () => {
    const cache = new OcrCache(2);
    cache.set('a', line('a'));
    cache.set('b', line('b'));
    cache.get('a');
    cache.set('c', line('c'));
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
  });

  it('replaces an existing key without growing', () => {
    const cache = new OcrCache(2);
    cache.set('a', line('old'));
    cache.set('a', line('new'));
    expect(cache.size).toBe(1);
    expect(cache.get('a')?.[0]?.[0]?.text).toBe('new');
  });

  it('rejects a capacity below one', () => {
    expect(() => new OcrCache(0)).toThrow(RangeError);
  });
});

describe('cache keys', () => {
  it('hashes bytes as SHA-256 hex', () => {
    expect(hashBytes(new TextEncoder().encode('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('differ by file hash, page and dpi', () => {
    const hash = hashBytes(new Uint8Array([1, 2, 3]));
    const keys = [
      ocrCacheKey(hash, 1, 300),
      ocrCacheKey(hashBytes(new Uint8Array([1, 2, 4])), 1, 300),
      ocrCacheKey(hash, 2, 300),
      ocrCacheKey(hash, 1, 150),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(ocrCacheKey(hash, 1, 300)).toBe(keys[0]);
  });

  it('lists the cached pages of one file at one resolution', () => {
    const cache = new OcrCache();
    const lines = [[{ text: 'Kari', x0: 0, y0: 0, x1: 1, y1: 1, confidence: 90 }]];
    cache.set(ocrCacheKey('aa', 1, 300), lines);
    cache.set(ocrCacheKey('aa', 3, 300), lines);
    cache.set(ocrCacheKey('aa', 2, 150), lines);
    cache.set(ocrCacheKey('bb', 1, 300), lines);
    expect(cache.pagesOf('aa', 300)).toEqual([
      [1, lines],
      [3, lines],
    ]);
  });
});
