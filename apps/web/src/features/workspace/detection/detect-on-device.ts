import { DETECT_MESSAGES, requestedOf, type TDetectEvent } from '@workbench/contracts';
import { ApiError } from '../../../lib/api-error';
import { chargeFiles } from '../../on-device/charge-files';
import { bytesOf } from '../../on-device/device-bytes';
import { runOnDevice } from '../../on-device/device-engine';
import type { DetectRequest, StreamHooks } from './detect-request';

/** As the server's stream: a heartbeat every few seconds, so a long OCR never looks stalled. */
export const DEVICE_HEARTBEAT_MS = 5_000;

/**
 * The detection of on-device mode: the fast engine in this browser, through the same batch the
 * server runs, handing on the same events (workspace §7). The standard and advanced engines need
 * the server and are never asked (the panel shows them as not available on this device). The
 * pages are charged by a ticket first; files that fail on their own give theirs back.
 */
export function detectOnDevice(
  request: DetectRequest,
  onEvent: (event: TDetectEvent) => void,
  signal: AbortSignal,
  { onOpen }: StreamHooks = {},
): Promise<void> {
  const { entities } = requestedOf('fast', request.useFast ? request.requestedEntities : []);
  if (entities.length === 0) {
    return Promise.reject(new ApiError('VALIDATION_ERROR', DETECT_MESSAGES.noEngine, 400));
  }
  if (request.files.length === 0) {
    return Promise.reject(new ApiError('VALIDATION_ERROR', DETECT_MESSAGES.filesRequired, 400));
  }
  const options = {
    plan: { fast: entities },
    threshold: Math.min(1, Math.max(0, request.threshold)),
    ignoreWords: [...(request.removeWords ?? [])],
  };
  return runOnDevice(async (engine) => {
    const batchId = crypto.randomUUID();
    const emit = (event: TDetectEvent) => {
      if (!signal.aborted) onEvent(event);
    };
    emit({ type: 'reading_files', batch_id: batchId });
    const files = await Promise.all(
      request.files.map(async ({ file, name }) => ({ name, bytes: await bytesOf(file) })),
    );
    const charge = await chargeFiles(
      engine,
      'detect',
      files.map((file) => file.bytes),
      signal,
    );
    onOpen?.();
    const heartbeat = setInterval(
      () => emit({ type: 'heartbeat', status: 'alive', timestamp: Date.now() }),
      DEVICE_HEARTBEAT_MS,
    );
    try {
      const answer = await engine.detect(files, options, emit, { signal, batchId });
      const failed = answer.file_results.flatMap((result, index) =>
        result.status === 'error' ? [index] : [],
      );
      await charge.giveBack(failed);
    } catch (error) {
      await charge.giveBackAll();
      throw error;
    } finally {
      clearInterval(heartbeat);
    }
  });
}
