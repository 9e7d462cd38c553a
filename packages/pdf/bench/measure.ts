import { performance } from 'node:perf_hooks';

/** The median of a non-empty list (the mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Wall time of one synchronous call, in milliseconds. */
export function timeSync<T>(run: () => T): { ms: number; value: T } {
  const start = performance.now();
  const value = run();
  return { ms: performance.now() - start, value };
}

/** Wall time of one asynchronous call, in milliseconds. */
export async function timeAsync<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await run();
  return { ms: performance.now() - start, value };
}

/** Items per second for `count` items done in `ms`. */
export function perSecond(count: number, ms: number): number {
  return ms > 0 ? (count * 1000) / ms : Infinity;
}

/** A small seeded generator (mulberry32): the generated PDFs are the same on every run. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const MB = 1024 * 1024;

/**
 * Samples the resident set size of this process at a fixed interval. Worker threads live in the
 * same process, so their heaps (and MuPDF's WASM memory in each) are included.
 */
export class RssSampler {
  private timer: NodeJS.Timeout | null = null;
  private peak = 0;
  private samples = 0;

  start(intervalMs = 20): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), intervalMs);
  }

  /** Stops sampling; returns the peak in MiB and how many samples were taken. */
  stop(): { peakMb: number; samples: number } {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.sample();
    return { peakMb: this.peak / MB, samples: this.samples };
  }

  private sample(): void {
    this.samples++;
    this.peak = Math.max(this.peak, process.memoryUsage.rss());
  }
}
