import type { TDeviceOperation, TPdfFileError } from '@workbench/contracts';
import type { DeviceEngine } from '@workbench/device';
import { chargeTicket, type Ticket } from './device-tickets';
import { taskFileError } from './device-errors';

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
