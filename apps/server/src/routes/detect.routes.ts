import {
  DETECT_MESSAGES,
  DETECT_PATH,
  ZDetectResponse,
  ZErrorEnvelope,
  successEnvelope,
  type TDetectEvent,
} from '@workbench/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readDetectOptions } from '../detect/detect-form';
import { openEventStream } from '../detect/event-stream';
import { randomUUID } from 'node:crypto';
import { AppError } from '../errors/app-error';
import { eventSealer } from '../payload-crypto/response-encryption';
import { field, readUpload, type Upload } from '../pdf/read-upload';
import { requireCaller } from '../plugins/auth';
import { deliveryOf } from './delivery';
import type { DetectionService } from '../services/detection.service';
import type { Premium } from '../services/premium';
import type { ProcessingMeter } from '../services/processing-meter';

const errors = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  402: ZErrorEnvelope,
  403: ZErrorEnvelope,
  413: ZErrorEnvelope,
  415: ZErrorEnvelope,
};

export const detectRoutes: FastifyPluginAsyncZod<{
  service: DetectionService;
  premium: Premium;
  meter: ProcessingMeter;
  heartbeatMs?: number;
}> = async (app, { service, premium, meter, heartbeatMs }) => {
  app.post(
    DETECT_PATH,
    {
      config: {
        auth: 'required' as const,
        apiKey: true,
        payloadEncryption: true,
        receivesDocuments: true,
      },
      schema: {
        summary:
          'Find sensitive entities in up to 20 PDFs with the fast, standard and advanced engines (multipart: files, use_fast, use_standard, use_advanced, requested_entities, threshold, remove_words). With ?stream=true the answer is Server-Sent Events: reading_files, files_read, file_started, page_started, page_completed, file_completed, batch_completed, heartbeat, error',
        description:
          "requested_entities is a JSON array of entity types: a catalogue name (PERSON) goes to every engine whose catalogue has it, a suffixed one to one engine (PERSON_F fast, PERSON_S standard, PERSON_A advanced); ALL_FAST, ALL_STANDARD and ALL_ADVANCED stand for a whole catalogue, and PERSONAL_DATA (or PERSONAL_DATA_F) for the fast engine's personal-data preset: every fast type that identifies a person (names, addresses, phones, e-mails, national and financial identifiers, labelled numbers, incomes, dates of birth), none of an organisation's own (ORGANIZATION*, NO_ORGANIZATION_NUMBER), no LOCATION, DATE_TIME or URL. Each item found may carry basis: the form field label that named the value, the block it stands in (letterhead, sender, recipient, seller, buyer, footer, signature) and whose the block is (organisation or person).",
        tags: ['detection'],
        consumes: ['multipart/form-data'],
        querystring: z.object({ stream: z.enum(['true', 'false', 'True', 'False']).optional() }),
        response: { 200: successEnvelope(ZDetectResponse), ...errors },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      await premium.require(caller.user, caller.organizationId);
      if (request.query.stream?.toLowerCase() !== 'true') {
        const started = performance.now();
        const upload = await readUpload(request, ['files']);
        const batch = toBatch(upload, started);
        const delivery = deliveryOf(request, reply, upload);
        const data = await meter.run(caller, batch.files, delivery, (run) =>
          service.detect({ ...batch, batchId: randomUUID() }, () => {}, run),
        );
        return { success: true as const, data };
      }
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data');
      }
      const stream = openEventStream(reply, {
        heartbeatMs,
        encodeData: eventSealer(request.payloadKey ?? null),
      });
      // A server that has to stop before the run ends tells the stream so (app.ts).
      app.openStreams.add(stream);
      const started = performance.now();
      const batchId = randomUUID();
      let pagesDone = 0;
      const send = (event: TDetectEvent) => {
        if (event.type === 'page_completed') pagesDone++;
        stream.send(event);
      };
      try {
        send({ type: 'reading_files', batch_id: batchId });
        const upload = await readUpload(request, ['files']);
        const batch = toBatch(upload, started);
        const delivery = deliveryOf(request, reply, upload, stream.signal);
        await meter.run(caller, batch.files, delivery, (run) =>
          service.detect({ ...batch, batchId }, send, run),
        );
      } catch (error) {
        if (stream.signal.aborted) {
          request.log.info(
            { batch_id: batchId, pages_done: pagesDone },
            'Detection stopped: the client closed the stream',
          );
        } else {
          if (!(error instanceof AppError))
            request.log.error({ err: error }, 'Detection stream failed');
          stream.send({
            type: 'error',
            error_message: error instanceof AppError ? error.message : 'Detection failed',
            code: error instanceof AppError ? error.code : 'INTERNAL_ERROR',
          });
        }
      } finally {
        app.openStreams.delete(stream);
        stream.end();
      }
    },
  );
};

function toBatch(upload: Upload, started: number) {
  if (upload.files.length === 0)
    throw new AppError('VALIDATION_ERROR', DETECT_MESSAGES.filesRequired);
  const options = readDetectOptions((name) => field(upload, name));
  return {
    files: upload.files,
    options,
    readSeconds: Math.round(performance.now() - started) / 1000,
  };
}
