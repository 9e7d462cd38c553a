type Figure = number | string | boolean | null;

const LABEL_WIDTH = 46;
const VALUE_WIDTH = 18;

/** Milliseconds as "850 ms" or "2.41 s". */
export function formatMs(ms: number): string {
  return ms < 10_000 ? `${ms.toFixed(ms < 100 ? 1 : 0)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** A rate as "412 pages/s". */
export function formatRate(rate: number, unit = 'pages/s'): string {
  return `${rate.toFixed(rate < 10 ? 2 : 0)} ${unit}`;
}

/** A ratio as "1.42×". */
export function formatRatio(ratio: number | null): string {
  return ratio === null || !Number.isFinite(ratio) ? 'n/a' : `${ratio.toFixed(2)}×`;
}

/** Whether a measured value meets its target, as a short note for the table. */
export function verdict(value: number, limit: number, unit: string): string {
  return `target ≤ ${limit}${unit}: ${value <= limit ? 'met' : 'MISSED'}`;
}

/**
 * Prints the benchmark as it runs (a table, section by section) and collects every figure for
 * the single JSON line printed at the end.
 */
export class Report {
  private readonly figures: Record<string, Figure> = {};

  section(title: string): void {
    console.log(`\n${title}`);
    console.log('-'.repeat(Math.max(title.length, LABEL_WIDTH + VALUE_WIDTH + 2)));
  }

  /** Prints one table row; `key` and `figure` also record a figure for the JSON line. */
  row(label: string, value: string, note = '', key?: string, figure?: Figure): void {
    console.log(`${label.padEnd(LABEL_WIDTH)}  ${value.padStart(VALUE_WIDTH)}  ${note}`.trimEnd());
    if (key !== undefined) this.record(key, figure ?? value);
  }

  record(key: string, figure: Figure): void {
    this.figures[key] = typeof figure === 'number' ? round(figure) : figure;
  }

  /** Every recorded figure as one line of JSON. */
  json(): string {
    return JSON.stringify(this.figures);
  }
}

function round(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  return Math.round(value * 1000) / 1000;
}
