import type {
  TDetectedPage,
  TEngineFailure,
  TFileResults,
  TPageResults,
  TPdfPage,
} from '@workbench/contracts';

/** Adds up one file's page results into the per-file summary of workspace §3. */
export class FileTally {
  private readonly byType: Record<string, number> = {};
  private readonly byPage: Record<string, number> = {};
  private readonly mapping: TDetectedPage[] = [];
  private readonly failures = new Map<string, TEngineFailure>();
  private total = 0;
  private detectionTime = 0;
  pagesDone = 0;

  constructor(
    private readonly pages: readonly TPdfPage[],
    private readonly readSeconds: number,
    private readonly extractionSeconds: number,
  ) {}

  addPage(pageNumber: number, results: TPageResults): void {
    this.pagesDone++;
    this.addResults(pageNumber, results);
  }

  /**
   * Adds findings to a page already counted (a value found on a later page that also stands
   * here); its areas join the page's entry of the redaction mapping.
   */
  addResults(pageNumber: number, results: TPageResults): void {
    this.total += results.entities_detected.total;
    this.detectionTime += results.performance.detection_time;
    if (results.entities_detected.total > 0) {
      const key = `page_${pageNumber}`;
      this.byPage[key] = (this.byPage[key] ?? 0) + results.entities_detected.total;
    }
    for (const [type, count] of Object.entries(results.entities_detected.by_type)) {
      this.byType[type] = (this.byType[type] ?? 0) + count;
    }
    for (const entry of results.redaction_mapping.pages) {
      const known = this.mapping.find((one) => one.page === entry.page);
      if (known) known.sensitive = [...known.sensitive, ...entry.sensitive];
      else this.mapping.push({ ...entry, sensitive: [...entry.sensitive] });
    }
    for (const failure of results.engine_errors) {
      if (!this.failures.has(failure.engine)) this.failures.set(failure.engine, failure);
    }
  }

  results(totalSeconds: number): TFileResults {
    const words = this.pages.reduce((sum, page) => sum + page.words.length, 0);
    // Entity density (§9): entities per 100 words, or per page when no words are known.
    const density =
      words > 0 ? (this.total / words) * 100 : (this.total / Math.max(1, this.pages.length)) * 100;
    return {
      entities_detected: {
        total: this.total,
        by_type: { ...this.byType },
        by_page: { ...this.byPage },
      },
      performance: {
        file_read_time: this.readSeconds,
        extraction_time: round(this.extractionSeconds),
        detection_time: round(this.detectionTime),
        total_time: round(totalSeconds),
        words_count: words,
        pages_count: this.pages.length,
        entity_density: Math.round(density * 100) / 100,
      },
      redaction_mapping: { pages: [...this.mapping] },
      engine_errors: [...this.failures.values()],
    };
  }
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
