import type { OcrLine, PageCache } from '@workbench/pdf/calls';

/** About 2000 dense pages of words is tens of megabytes: a tab can keep them. */
const MAX_PAGES = 2000;

/**
 * Recognised pages kept in the page between calls, by the file's SHA-256 and page (the server's
 * OcrCache, in a tab): text selection, search and detection of a scan recognise it once. Without
 * `crypto.subtle` (a page not served over HTTPS or from localhost) nothing is kept.
 */
export class RecognisedPages {
  private readonly entries = new Map<string, OcrLine[]>();

  async forFile(bytes: Uint8Array): Promise<PageCache> {
    const hash = await fileHash(bytes);
    if (hash === null) return { get: () => undefined, set: () => undefined };
    return {
      get: (page) => {
        const key = `${hash}:${page}`;
        const lines = this.entries.get(key);
        if (lines === undefined) return undefined;
        this.entries.delete(key);
        this.entries.set(key, lines);
        return lines;
      },
      set: (page, lines) => {
        const key = `${hash}:${page}`;
        this.entries.delete(key);
        this.entries.set(key, lines);
        while (this.entries.size > MAX_PAGES) {
          const oldest = this.entries.keys().next();
          if (oldest.done) break;
          this.entries.delete(oldest.value);
        }
      },
    };
  }

  clear(): void {
    this.entries.clear();
  }
}

async function fileHash(bytes: Uint8Array): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
