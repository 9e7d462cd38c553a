import { AppError } from '../errors/app-error';

export interface UploadGateOptions {
  /** Bytes of processing requests held in memory at once, across all users. */
  maxBytes: number;
  /** Processing requests one user may have running at once; more wait their turn. */
  perUser: number;
  /** How long a request may wait for room before it is told to come back later. */
  waitMs: number;
}

interface Waiter {
  owner: string;
  bytes: number;
  admit: () => void;
}

export const BUSY_MESSAGE =
  'The server is busy with other documents right now. Please try again in a minute.';

/**
 * Admits processing requests before their bodies are read (decision 0022): the uploads held in
 * memory stay under `maxBytes` together, and one user runs at most `perUser` requests at once.
 * A request that does not fit waits (its body stays in the network buffers meanwhile); when room
 * is given back, the first in line that fits goes in. After `waitMs` a waiting request is
 * answered 503 with Retry-After. A request larger than the whole budget is admitted alone.
 */
export function createUploadGate(options: UploadGateOptions) {
  let bytesInFlight = 0;
  let requestsInFlight = 0;
  const running = new Map<string, number>();
  const waiting: Waiter[] = [];

  const fits = (waiter: Waiter) =>
    (running.get(waiter.owner) ?? 0) < options.perUser &&
    (bytesInFlight + waiter.bytes <= options.maxBytes || requestsInFlight === 0);

  function take(waiter: Waiter) {
    bytesInFlight += waiter.bytes;
    requestsInFlight++;
    running.set(waiter.owner, (running.get(waiter.owner) ?? 0) + 1);
  }

  function admitWaiting() {
    for (let index = 0; index < waiting.length;) {
      const waiter = waiting[index]!;
      if (!fits(waiter)) {
        index++;
        continue;
      }
      waiting.splice(index, 1);
      take(waiter);
      waiter.admit();
    }
  }

  function release(waiter: Waiter) {
    bytesInFlight -= waiter.bytes;
    requestsInFlight--;
    const count = (running.get(waiter.owner) ?? 1) - 1;
    if (count > 0) running.set(waiter.owner, count);
    else running.delete(waiter.owner);
    admitWaiting();
  }

  return {
    /** Waits for room; resolves with the function that gives the room back (call it once). */
    async enter(owner: string, bytes: number, signal: AbortSignal): Promise<() => void> {
      const waiter: Waiter = { owner, bytes, admit: () => undefined };
      let isReleased = false;
      const leave = () => {
        if (isReleased) return;
        isReleased = true;
        release(waiter);
      };
      if (fits(waiter)) {
        take(waiter);
        return leave;
      }
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          remove();
          reject(new AppError('SERVICE_UNAVAILABLE', BUSY_MESSAGE, { retry_after_seconds: 30 }));
        }, options.waitMs);
        const onAbort = () => {
          remove();
          reject(new DOMException('The client went away', 'AbortError'));
        };
        const remove = () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', onAbort);
          const index = waiting.indexOf(waiter);
          if (index >= 0) waiting.splice(index, 1);
        };
        waiter.admit = () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', onAbort);
          resolve();
        };
        signal.addEventListener('abort', onAbort, { once: true });
        waiting.push(waiter);
      });
      return leave;
    },

    /** What is in flight now (for tests and logs). */
    status: () => ({ bytesInFlight, requestsInFlight, waiting: waiting.length }),
  };
}

export type UploadGate = ReturnType<typeof createUploadGate>;
