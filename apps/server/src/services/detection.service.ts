import type { TDetectResponse } from '@workbench/contracts';
import { detectBatch, type DetectEmit, type DetectOptions } from '@workbench/detect';
import type { PdfPool } from '@workbench/pdf';
import type { DetectionEngines } from '../detect/engines';
import { fileErrorOf } from '../pdf/pdf-file-status';
import { releaseBytes, uploadRefusal, type UploadedFile } from '../pdf/read-upload';
import type { ProcessingRun } from './processing-meter';

export type { DetectEmit };

type Batch = {
  files: readonly UploadedFile[];
  options: DetectOptions;
  /** Seconds the upload took to arrive, reported as each file's read time. */
  readSeconds: number;
  batchId: string;
};

/**
 * Entity detection over uploaded PDFs: words come from the PDF pool, and `detectBatch` (shared
 * with on-device mode) runs the engines page by page and reports the stream events of
 * workspace §7; a failing file or engine is an `error` event and the batch goes on.
 */
export function createDetectionService(pool: PdfPool, engines: DetectionEngines) {
  return {
    /** Runs a batch file by file; emits every event and answers with all results at the end. */
    async detect(batch: Batch, emit: DetectEmit, run: ProcessingRun): Promise<TDetectResponse> {
      const { files } = batch;
      return detectBatch(
        {
          fileNames: files.map((file) => file.name),
          options: batch.options,
          readSeconds: batch.readSeconds,
          batchId: batch.batchId,
          engines: engines.byName,
          signal: run.signal,
          fileFailed: (index) => run.fileFailed(files[index]!),
        },
        async (index) => {
          const file = files[index]!;
          const refusal = uploadRefusal(file);
          if (refusal) return refusal;
          const started = performance.now();
          const outcome = await pool.extract(file.bytes, run);
          releaseBytes(file);
          if (!outcome.ok) return fileErrorOf(outcome.error);
          return { pages: outcome.value.pages, seconds: (performance.now() - started) / 1000 };
        },
        emit,
      );
    },
  };
}

export type DetectionService = ReturnType<typeof createDetectionService>;
