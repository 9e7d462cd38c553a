import multipart from '@fastify/multipart';
import { PdfPool } from '@workbench/pdf';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { loggableError } from '../errors/loggable-error';
import { pdfWorkerFile } from '../pdf/pdf-worker-file';
import { MULTIPART_LIMITS } from '../pdf/read-upload';
import { detectRoutes } from '../routes/detect.routes';
import { pdfRoutes } from '../routes/pdf.routes';
import { createAiSearchService } from '../services/ai-search.service';
import { createDetectionService } from '../services/detection.service';
import type { DetectionEngines } from '../detect/engines';
import type { Metering } from '../services/metering.service';
import { createPdfProcessingService } from '../services/pdf-processing.service';
import type { Premium } from '../services/premium';
import { createProcessingMeter } from '../services/processing-meter';

type Dependencies = {
  config: Pick<Config, 'ocrEngine' | 'tesseractPath' | 'pdfWorkers'>;
  engines: DetectionEngines;
  premium: Premium;
  metering: Metering;
};

/**
 * The processing routes (PDF work and entity detection) and the worker pool behind them; the
 * pool closes with the app.
 */
export async function registerPdfProcessing(
  app: FastifyInstance,
  { config, engines, premium, metering }: Dependencies,
) {
  const pool = new PdfPool({
    workerFile: pdfWorkerFile(),
    threads: config.pdfWorkers,
    ocrEngine: config.ocrEngine,
    tesseractPath: config.tesseractPath,
    onWorkerError: (error) => app.log.error({ err: loggableError(error) }, 'PDF worker failed'),
  });
  app.addHook('onClose', () => pool.close());
  const meter = createProcessingMeter(pool, metering);
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
    await scope.register(pdfRoutes, {
      service: createPdfProcessingService(pool, app.log),
      aiSearch: createAiSearchService(pool, engines),
      premium,
      meter,
    });
    await scope.register(detectRoutes, {
      service: createDetectionService(pool, engines),
      premium,
      meter,
    });
  });
}
