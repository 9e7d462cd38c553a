import type { TDeviceOperation, TPdfFileError } from '@workbench/contracts';
import type { DeviceEngine } from '@workbench/device';
import { chargeTicket, type Ticket } from './device-tickets';
import { fileErrorAsApiError, taskFileError } from './device-errors';

/** The pages charged for a piece of work, given back by file when one fails on its own. */
export interface Charge {
  /** Each file's pages, or the error it was refused with here (it costs nothing then). */
  counts: (number | TPdfFileError)[];
  /** Gives back the pages of these files (places in the list charged), e.g. a failed check. */
  giveBack(files: readonly number[]): Promise<void>;
  /** The work failed as a whole (stopped, or refused for its input): every page goes back. */
  giveBackAll(): Promise<void>;
}

/**
 * Counts each file's pages with the engine, as the server counts an upload before its work (a
 * file that does not open is refused here and charged nothing), then asks for the ticket.
 */
export async function chargeFiles(
  engine: DeviceEngine,
  operation: TDeviceOperation,
  files: readonly Uint8Array[],
  signal?: AbortSignal,
): Promise<Charge> {
  const counts = await Promise.all(
    files.map(async (bytes) => {
      const outcome = await engine.countPages(bytes, signal ? { signal } : {});
      return outcome.ok ? outcome.value : taskFileError(outcome.error);
    }),
  );
  signal?.throwIfAborted();
  const charged = counts.flatMap((count, index) => (typeof count === 'number' ? [index] : []));
  const ticket: Ticket = await chargeTicket(
    operation,
    charged.map((index) => counts[index] as number),
  );
  const placeOf = (index: number) => charged.indexOf(index);
  return {
    counts,
    giveBack: (indexes) => ticket.giveBack(indexes.map(placeOf).filter((place) => place >= 0)),
    giveBackAll: () => ticket.giveBack(charged.map((_, place) => place)),
  };
}

type Outcome<T> =
  { ok: true; value: T } | { ok: false; error: Parameters<typeof taskFileError>[0] };

/**
 * One file's work on the engine, charged as the server charges one upload: a file that does not
 * open is refused as the server refuses it, one that fails on its own gets its pages back and is
 * refused with its error, and work that fails as a whole gives every page back.
 */
export async function chargedFileWork<T>(
  engine: DeviceEngine,
  operation: TDeviceOperation,
  file: { name: string; bytes: Uint8Array },
  signal: AbortSignal | undefined,
  work: () => Promise<Outcome<T>>,
): Promise<T> {
  const charge = await chargeFiles(engine, operation, [file.bytes], signal);
  const [count] = charge.counts;
  if (typeof count !== 'number') throw fileErrorAsApiError(file.name, count!);
  try {
    const outcome = await work();
    if (outcome.ok) return outcome.value;
    await charge.giveBack([0]);
    throw fileErrorAsApiError(file.name, taskFileError(outcome.error));
  } catch (error) {
    await charge.giveBackAll();
    throw error;
  }
}
