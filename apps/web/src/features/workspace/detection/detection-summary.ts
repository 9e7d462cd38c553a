import type { TEngineFailure, TFileResults, TPageResults } from '@workbench/contracts';

/** Workspace §3 "per-file detection summary", with how far the file got and what went wrong. */
export interface DetectionSummary {
  fileKey: string;
  fileName: string;
  status: 'processing' | 'completed' | 'failed';
  entities_detected: {
    total: number;
    by_type: Record<string, number>;
    by_page: Record<string, number>;
  };
  performance: {
    file_read_time?: number;
    extraction_time?: number;
    detection_time: number;
    /** Seconds; known once the file is done. */
    total_time?: number;
    words_count: number;
    pages_count: number;
    /** Entities per 100 words, or per page when no words are known (§9). */
    entity_density: number;
    sanitize_time?: number;
  };
  pagesDone: number;
  /**
   * Pages that held no readable text (a scan without OCR): nothing could be detected there, so
   * the user must look at them. Absent in summaries stored before it existed.
   */
  pagesWithoutText?: number[];
  engineErrors: TEngineFailure[];
  error?: string;
  /** When the summary was last changed (ms). */
  updatedAt: number;
}

export const pageKey = (page: number) => `page_${page}`;

/** The page number of a by_page key: 'page_3' or '3'. */
export function pageOfKey(key: string): number | null {
  const page = Number(key.replace(/^page_/, ''));
  return Number.isInteger(page) && page > 0 ? page : null;
}

export function entityDensity(total: number, words: number, pages: number): number {
  const density = words > 0 ? (total / words) * 100 : (total / Math.max(1, pages)) * 100;
  return Math.round(density * 100) / 100;
}

export function startedSummary(
  fileKey: string,
  fileName: string,
  pages: number,
  now: number,
): DetectionSummary {
  return {
    fileKey,
    fileName,
    status: 'processing',
    entities_detected: { total: 0, by_type: {}, by_page: {} },
    performance: { detection_time: 0, words_count: 0, pages_count: pages, entity_density: 0 },
    pagesDone: 0,
    engineErrors: [],
    updatedAt: now,
  };
}

export function withEngineErrors(
  known: readonly TEngineFailure[],
  added: readonly TEngineFailure[],
): TEngineFailure[] {
  const byEngine = new Map(known.map((failure) => [failure.engine, failure]));
  for (const failure of added)
    if (!byEngine.has(failure.engine)) byEngine.set(failure.engine, failure);
  return [...byEngine.values()];
}

/** A summary grown by one page's results. */
export function addPage(
  summary: DetectionSummary,
  page: number,
  results: TPageResults,
  now: number,
): DetectionSummary {
  const { total, by_type } = results.entities_detected;
  const byType = { ...summary.entities_detected.by_type };
  for (const [type, count] of Object.entries(by_type)) byType[type] = (byType[type] ?? 0) + count;
  const byPage = { ...summary.entities_detected.by_page };
  if (total > 0) byPage[pageKey(page)] = total;
  const sum = summary.entities_detected.total + total;
  const words = summary.performance.words_count + results.performance.words_count;
  return {
    ...summary,
    entities_detected: { total: sum, by_type: byType, by_page: byPage },
    performance: {
      ...summary.performance,
      detection_time: summary.performance.detection_time + results.performance.detection_time,
      words_count: words,
      entity_density: entityDensity(sum, words, summary.performance.pages_count),
    },
    pagesDone: summary.pagesDone + 1,
    pagesWithoutText:
      results.performance.words_count === 0
        ? [...(summary.pagesWithoutText ?? []), page]
        : summary.pagesWithoutText,
    engineErrors: withEngineErrors(summary.engineErrors, results.engine_errors),
    updatedAt: now,
  };
}

/** The summary as the server totals it at file_completed. */
export function completedSummary(
  summary: DetectionSummary,
  results: TFileResults,
  now: number,
): DetectionSummary {
  return {
    ...summary,
    status: 'completed',
    entities_detected: results.entities_detected,
    performance: results.performance,
    engineErrors: withEngineErrors(summary.engineErrors, results.engine_errors),
    updatedAt: now,
  };
}
