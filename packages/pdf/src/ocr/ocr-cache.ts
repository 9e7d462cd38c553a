import { createHash } from 'node:crypto';
import type { OcrLine } from './ocr-types';

/** About 2000 dense pages of words is tens of megabytes, well within a server's memory. */
export const OCR_CACHE_DEFAULT_MAX_ENTRIES = 2000;

/** SHA-256 of the bytes as lowercase hex: identifies a file whatever its name. */
export function hashBytes(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Cache key of one page's OCR; the dpi is part of it because boxes and words depend on it. */
export function ocrCacheKey(fileHash: string, page: number, dpi: number): string {
  return `${fileHash}:${page}:${dpi}`;
}

/** Least-recently-used cache of OCR results, bounded by the number of pages it holds. */
export class OcrCache {
  // A Map iterates in insertion order, so re-inserting on use keeps the oldest entry first.
  private readonly entries = new Map<string, OcrLine[]>();

  constructor(private readonly maxEntries = OCR_CACHE_DEFAULT_MAX_ENTRIES) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) {
      throw new RangeError(`OcrCache needs at least one entry, got ${maxEntries}`);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** Returns the cached lines and marks them as recently used. */
  get(key: string): OcrLine[] | undefined {
    const lines = this.entries.get(key);
    if (lines === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, lines);
    return lines;
  }

  /** Every cached page of one file at one resolution, as `[page, lines]`. */
  pagesOf(fileHash: string, dpi: number): [number, OcrLine[]][] {
    const pages: [number, OcrLine[]][] = [];
    for (const [key, lines] of this.entries) {
      const [hash, page, keyDpi] = key.split(':');
      if (hash === fileHash && Number(keyDpi) === dpi) pages.push([Number(page), lines]);
    }
    return pages;
  }

  /** Stores the lines, evicting the least recently used page when full. */
  set(key: string, lines: OcrLine[]): void {
    this.entries.delete(key);
    this.entries.set(key, lines);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }
}
