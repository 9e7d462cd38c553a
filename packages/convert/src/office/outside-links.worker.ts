import { parentPort } from 'node:worker_threads';
import type { TSourceFormat } from '@workbench/contracts';
import { ConversionError } from '../conversion-error';
import { withoutOutsideLinks } from './outside-links';

/**
 * Reads one Office file for references outside it (outside-links.ts) in a worker thread: a
 * package's XML parts may be hundreds of megabytes (a sheet of a million rows), which would hold
 * the server's event loop for seconds. One message in, one answer out, then the thread ends.
 */
parentPort!.once('message', ({ bytes, format }: { bytes: Uint8Array; format: TSourceFormat }) => {
  try {
    parentPort!.postMessage({ ok: true, ...withoutOutsideLinks(bytes, format) });
  } catch (error) {
    if (!(error instanceof ConversionError)) throw error;
    parentPort!.postMessage({ ok: false, code: error.code, message: error.message });
  }
});
