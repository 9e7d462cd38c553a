/** Minutes and seconds, or hours and minutes: "3m 10s", "1h 05m". */
export function duration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${String(seconds % 60).padStart(2, '0')}s`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}

export type Tally = { total: number; done: number; failed: number; skipped: number; pages: number };

/** Pages a minute over the files processed in this run (skipped ones cost no time). */
export function pagesPerMinute(pages: number, elapsedMs: number): number {
  return elapsedMs <= 0 ? 0 : pages / (elapsedMs / 60_000);
}

/** When the rest will be done at the pace so far (skipped files not counted). */
export function remainingMs(tally: Tally, elapsedMs: number): number | null {
  const processed = tally.done - tally.skipped;
  if (processed <= 0) return null;
  return ((tally.total - tally.done) * elapsedMs) / processed;
}

export function progressLine(tally: Tally, elapsedMs: number): string {
  const rate = pagesPerMinute(tally.pages, elapsedMs);
  const eta = remainingMs(tally, elapsedMs);
  const parts = [
    `[${tally.done}/${tally.total}]`,
    `${tally.pages.toLocaleString('en')} pages`,
    `${Math.round(rate).toLocaleString('en')} pages/min`,
    `ETA ${eta === null ? '…' : duration(eta)}`,
  ];
  if (tally.skipped > 0) parts.push(`${tally.skipped} already done`);
  if (tally.failed > 0) parts.push(`${tally.failed} failed`);
  return parts.join(' · ');
}

/**
 * Writes progress to a stream: one line rewritten in place on a terminal, else a line per
 * finished file (for logs of a scheduled job).
 */
export function createProgress(stream: NodeJS.WriteStream, now: () => number = Date.now) {
  const started = now();
  const isTerminal = stream.isTTY === true;
  return {
    update(tally: Tally, event?: string) {
      const line = progressLine(tally, now() - started);
      if (isTerminal) stream.write(`\r\u001b[2K${line}`);
      else if (event !== undefined) stream.write(`${event} — ${line}\n`);
    },
    note(text: string) {
      stream.write(isTerminal ? `\r\u001b[2K${text}\n` : `${text}\n`);
    },
    finish() {
      if (isTerminal) stream.write('\n');
    },
    elapsed: () => now() - started,
  };
}
