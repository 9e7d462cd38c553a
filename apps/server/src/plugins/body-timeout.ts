import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

export const BODY_TIMEOUT_MESSAGE =
  'The request body stopped arriving before it was complete. Please send the request again.';

/** How often a body being read is looked at: often enough that the answer comes on time. */
const MAX_CHECK_MS = 1_000;

/**
 * A request body that sends nothing for `timeoutMs` while the server is reading it (a client that
 * declared more than it sends, or stalled) is answered 408 and its connection closed, instead of
 * holding the connection until the keep-alive timeout. Only time the server spends waiting on
 * the client counts: a body nobody reads yet (an upload waiting for room, decision 0022) or one
 * whose reader is busy is not timed.
 */
export function registerBodyTimeout(app: FastifyInstance, timeoutMs: number) {
  app.addHook('onRequest', async (request, reply) => {
    if (hasBody(request)) watchBody(request, reply, timeoutMs);
  });
}

function hasBody(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > 0 || request.headers['transfer-encoding'] !== undefined;
}

function watchBody(request: FastifyRequest, reply: FastifyReply, timeoutMs: number) {
  const { raw } = request;
  const socket = raw.socket;
  let bytesSeen = socket.bytesRead;
  let quietSince = Date.now();
  const timer = setInterval(
    () => {
      if (raw.complete || raw.readableEnded || socket.destroyed) return clearInterval(timer);
      // A paused body is the server's wait, not the client's: only a flowing one is timed.
      if (socket.bytesRead !== bytesSeen || raw.readableFlowing !== true) {
        bytesSeen = socket.bytesRead;
        quietSince = Date.now();
        return;
      }
      if (Date.now() - quietSince < timeoutMs) return;
      clearInterval(timer);
      timeOut(request, reply);
    },
    Math.min(MAX_CHECK_MS, Math.max(10, timeoutMs / 4)),
  );
  timer.unref();
}

function timeOut(request: FastifyRequest, reply: FastifyReply) {
  const { raw } = request;
  // Answered already (a 401 before the body was read): the rest of the body will not come.
  if (reply.sent || reply.raw.headersSent) {
    raw.socket.destroy();
    return;
  }
  // The connection still owes the rest of this body: it cannot carry another request.
  reply.header('connection', 'close');
  const error = new AppError('REQUEST_TIMEOUT', BODY_TIMEOUT_MESSAGE);
  request.log.info({ bytesRead: raw.socket.bytesRead }, 'request body timed out');
  // The body's reader (the JSON or the multipart parser) fails with the error, and the error
  // handler answers it; destroying the request instead would cut the connection unanswered.
  if (raw.listenerCount('error') > 0) raw.emit('error', error);
  else void reply.send(error);
}
