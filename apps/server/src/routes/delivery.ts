import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientGoneSignal } from '../pdf/form-fields';
import type { Upload } from '../pdf/read-upload';
import { repeatCallOf } from '../pdf/repeat-call';
import type { Delivery } from '../services/processing-meter';

/**
 * Where a processing call's answer goes: it counts as delivered once sent in full, the work stops
 * when `signal` aborts (by default, when the client goes), and a call under an idempotency key
 * carries it with its fingerprint.
 */
export function deliveryOf(
  request: FastifyRequest,
  reply: FastifyReply,
  upload: Upload,
  signal: AbortSignal = clientGoneSignal(reply.raw),
): Delivery {
  const repeat = repeatCallOf(request, upload);
  return { response: reply.raw, signal, ...(repeat !== undefined && { repeat }) };
}
