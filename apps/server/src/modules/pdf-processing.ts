import multipart from '@fastify/multipart';
import type { OfficeConverter } from '@workbench/convert';
import { PdfPool } from '@workbench/pdf';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { loggableError } from '../errors/loggable-error';
import type { JobScheduler } from '../jobs/periodic-job';
import { createUploadConverter } from '../pdf/convert-uploads';
import { pdfWorkerFile } from '../pdf/pdf-worker-file';
import { MULTIPART_LIMITS } from '../pdf/read-upload';
import { clientGoneSignal } from '../pdf/form-fields';
import { createUploadGate, type UploadGate } from '../pdf/upload-gate';
import { requireCaller } from '../plugins/auth';
import { detectRoutes } from '../routes/detect.routes';
import { marksRoutes } from '../routes/marks.routes';
import { createMarksExchangeService } from '../services/marks-exchange.service';
import { pdfRoutes } from '../routes/pdf.routes';
import { createAiSearchService } from '../services/ai-search.service';
import { createDetectionService } from '../services/detection.service';
import type { DetectionEngines } from '../detect/engines';
import { createMetering } from '../services/metering.service';
import { createPdfProcessingService } from '../services/pdf-processing.service';
import type { Premium } from '../services/premium';
import { createDeliveredCallsRepository } from '../repositories/delivered-calls.repository';
import { createProcessingMeter, REPEAT_WINDOW_MS } from '../services/processing-meter';
import { createRunSettlement, RUN_HEARTBEAT_MS } from '../services/run-settlement';

declare module 'fastify' {
  interface FastifyInstance {
    /** The PDF worker pool behind the processing routes. */
    pdfPool: PdfPool;
  }
}

const MB = 1024 * 1024;
/** The largest processing request: 20 files and their fields (an encrypted one's sealed fields). */
const MAX_REQUEST_BYTES =
  MULTIPART_LIMITS.files * MULTIPART_LIMITS.fileSize + MULTIPART_LIMITS.fieldSize + MB;
/**
 * Processing requests held in memory at once (decision 0022): 320 MB of uploads together, four
 * requests per user; the rest wait up to a minute before a 503.
 */
const UPLOAD_GATE = { maxBytes: 320 * MB, perUser: 4, waitMs: 60_000 };

type Dependencies = {
  config: Pick<
    Config,
    'ocrEngine' | 'tesseractPath' | 'pdfWorkers' | 'pdfWorkersPerUser' | 'pdfLimits'
  >;
  database: DatabaseHandle;
  engines: DetectionEngines;
  premium: Premium;
  /** This server among those sharing the database (its unfinished runs are its own). */
  instanceId: string;
  /** LibreOffice for Office and OpenDocument files (refuses them when it is not installed). */
  office: OfficeConverter;
  jobs: JobScheduler;
};

/**
 * The processing routes (PDF work and entity detection), the worker pool behind them, and the
 * metering that charges their pages and gives back what was not delivered (decision 0022). The
 * pool closes with the app.
 */
export async function registerPdfProcessing(
  app: FastifyInstance,
  { config, database, engines, premium, instanceId, jobs, office }: Dependencies,
) {
  const pool = new PdfPool({
    workerFile: pdfWorkerFile(),
    threads: config.pdfWorkers,
    ownerThreads: config.pdfWorkersPerUser,
    limits: config.pdfLimits,
    ocrEngine: config.ocrEngine,
    tesseractPath: config.tesseractPath,
    onWorkerError: (error) => app.log.error({ err: loggableError(error) }, 'PDF worker failed'),
  });
  app.addHook('onClose', () => pool.close());
  app.decorate('pdfPool', pool);
  const metering = createMetering(database.db, { instanceId });
  registerRunSettlement(app, database, instanceId);
  const convertUploads = createUploadConverter(pool, office);
  const meter = createProcessingMeter(pool, metering, database.db, app.log, convertUploads);
  // Records of calls delivered under an idempotency key are kept for their window (0041).
  const deliveredCalls = createDeliveredCallsRepository(database.db);
  jobs.add({
    name: 'purge-delivered-calls',
    intervalMs: 60 * 60_000,
    run: () => deliveredCalls.purge(new Date(Date.now() - REPEAT_WINDOW_MS)),
  });
  const gate = createUploadGate(UPLOAD_GATE);
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
    scope.addHook('preHandler', (request, reply) => admit(gate, request, reply));
    await scope.register(pdfRoutes, {
      service: createPdfProcessingService(pool, app.log, convertUploads),
      aiSearch: createAiSearchService(pool, engines),
      premium,
      meter,
    });
    await scope.register(marksRoutes, {
      service: createMarksExchangeService(pool, app.log, convertUploads),
      meter,
    });
    await scope.register(detectRoutes, {
      service: createDetectionService(pool, engines),
      premium,
      meter,
    });
  });
}

/** Waits for room for the request's body before anything reads it; gives the room back at the end. */
async function admit(gate: UploadGate, request: FastifyRequest, reply: FastifyReply) {
  const declared = Number(request.headers['content-length']);
  const bytes = Number.isFinite(declared) && declared > 0 ? declared : MAX_REQUEST_BYTES;
  const release = await gate.enter(
    requireCaller(request).user.id,
    Math.min(bytes, MAX_REQUEST_BYTES),
    clientGoneSignal(reply.raw),
  );
  reply.raw.once('close', release);
}

/** Gives back charges of runs that never finished: at start, every 30 s, and at a clean stop. */
function registerRunSettlement(app: FastifyInstance, database: DatabaseHandle, instanceId: string) {
  const settlement = createRunSettlement(database.db, {
    instanceId,
    // The embedded database lets one server in at a time: every earlier run is abandoned.
    isExclusive: database.kind === 'pglite',
  });
  const report = (when: string) => (pages: number) => {
    if (pages > 0) app.log.warn({ pages }, `refunded pages of unfinished runs (${when})`);
  };
  const failed = (error: unknown) =>
    app.log.error({ err: loggableError(error) }, 'settling unfinished runs failed');
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await settlement.start().then(report('start-up'), failed);
    timer = setInterval(
      () => void settlement.sweep().then(report('other servers'), failed),
      RUN_HEARTBEAT_MS,
    ).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await settlement.stop().then(report('shutdown'), failed);
  });
}
