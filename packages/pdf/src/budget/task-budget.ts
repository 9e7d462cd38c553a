import { PdfFileError } from '../engine/pdf-file-error';
import { DEFAULT_PDF_LIMITS, limitMessage, type LimitName, type PdfLimits } from './pdf-limits';

const MB = 1024 * 1024;

/**
 * The counters of one task in a worker: objects visited and bytes inflated, checked against the
 * limits, and `step`, which tells the pool's watchdog that a page is done (a page that never
 * reports back is stopped from outside).
 */
export class TaskBudget {
  private objectsVisited = 0;
  private bytesInflated = 0;

  constructor(
    readonly limits: Readonly<PdfLimits> = DEFAULT_PDF_LIMITS,
    private readonly onStep: (page: number | undefined) => void = () => undefined,
  ) {}

  /** Marks progress; `page` (1-based) is the page about to be worked on. */
  step(page?: number): void {
    this.onStep(page);
  }

  /** Counts objects visited by one of the engine's own walks. */
  visit(count = 1): void {
    this.objectsVisited += count;
    if (this.objectsVisited > this.limits.objects) throw this.exceeded('objects');
  }

  checkDepth(depth: number): void {
    if (depth > this.limits.depth) throw this.exceeded('depth');
  }

  /** The most one stream may inflate to, in bytes. */
  get streamBytes(): number {
    return this.limits.streamMb * MB;
  }

  /** Counts inflated bytes against the whole file's allowance. */
  inflate(bytes: number): void {
    this.bytesInflated += bytes;
    if (this.bytesInflated > this.limits.inflateMb * MB) throw this.exceeded('inflate');
  }

  exceeded(limit: LimitName): PdfFileError {
    return new PdfFileError('LIMIT_EXCEEDED', limitMessage(limit, this.limits), limit);
  }
}
