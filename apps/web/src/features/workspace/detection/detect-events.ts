import { ZDetectEvent, type TDetectEvent, type TDetectEventType } from '@workbench/contracts';
import { createParser } from 'eventsource-parser';

type Fields = Record<string, unknown>;

const has = (data: Fields, field: string) => data[field] !== undefined && data[field] !== null;

/**
 * The event name of a data line that came without one (workspace §4): page number plus results
 * is page_completed; file name plus total pages without a page number is file_completed; batch
 * id plus total files is batch_completed. The other names are told apart by the fields only
 * they carry, so a file_started or files_read is not read as a completion.
 */
export function inferEventType(data: Fields): TDetectEventType | undefined {
  if (has(data, 'page_number')) return has(data, 'results') ? 'page_completed' : 'page_started';
  if (has(data, 'file_name') && has(data, 'total_pages')) {
    return has(data, 'file_index') && !has(data, 'results') ? 'file_started' : 'file_completed';
  }
  if (has(data, 'batch_id') && has(data, 'total_files')) {
    return has(data, 'file_names') ? 'files_read' : 'batch_completed';
  }
  if (has(data, 'error_message')) return 'error';
  if (data.status === 'alive') return 'heartbeat';
  if (has(data, 'batch_id')) return 'reading_files';
  return undefined;
}

/** One SSE message as a detect event: the data's own type, else the event name, else inferred. */
export function toDetectEvent(name: string | undefined, raw: string): TDetectEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const fields = data as Fields;
  const type = fields.type ?? name ?? inferEventType(fields);
  const parsed = ZDetectEvent.safeParse({ ...fields, type });
  return parsed.success ? parsed.data : null;
}

export interface EventReaderOptions {
  /**
   * Decrypts a data line (decision 0021), given its position in the stream: `sequence` counts
   * the `data:` lines from 0 in arrival order, heartbeats included. A line it refuses is logged
   * and told to `onUndecryptable`, never dropped in silence. Events still reach `onEvent` in
   * stream order.
   */
  openData?: (data: string, sequence: number) => Promise<string>;
  onUndecryptable?: (eventName: string | undefined) => void;
}

/**
 * Reads a text event stream fed in chunks of any size (a chunk may end mid-line or mid-event).
 * Each readable event goes to `onEvent`. An unreadable one is logged and skipped, and told to
 * `onUnreadable` unless it was a heartbeat: a lost page or file event may mean missed results.
 * With `openData`, events are handed on through a promise chain; `settled` waits for it.
 */
export function createDetectEventReader(
  onEvent: (event: TDetectEvent) => void,
  onUnreadable: () => void = () => undefined,
  { openData, onUndecryptable = () => undefined }: EventReaderOptions = {},
) {
  const take = (name: string | undefined, data: string) => {
    const event = toDetectEvent(name, data);
    if (event === null) {
      console.warn('Skipped an unreadable detection event', name, data);
      if (name !== 'heartbeat') onUnreadable();
      return;
    }
    onEvent(event);
  };
  let queue = Promise.resolve();
  let failure: { error: unknown } | null = null;
  /** Decryption starts at once; the chain hands the events on in the order they came. */
  let sequence = 0;
  const takeSealed = (
    open: (data: string, sequence: number) => Promise<string>,
    name: string | undefined,
    sealed: string,
  ) => {
    const position = sequence;
    // An event of several data lines (joined by the parser) counts each; it cannot open.
    sequence += sealed.split('\n').length;
    const opened = open(sealed, position).then(
      (data) => ({ data }),
      (error: unknown) => ({ error }),
    );
    queue = queue
      .then(async () => {
        const result = await opened;
        if (failure !== null) return;
        if ('data' in result) return take(name, result.data);
        console.error('A detection event could not be decrypted', name, result.error);
        onUndecryptable(name);
      })
      .catch((error: unknown) => {
        failure ??= { error };
      });
  };
  const parser = createParser({
    onEvent(message) {
      if (openData === undefined) take(message.event, message.data);
      else takeSealed(openData, message.event, message.data);
    },
    onError(error) {
      console.warn('Skipped an unreadable detection stream line', error.message);
    },
  });
  return {
    feed: (chunk: string) => parser.feed(chunk),
    /** The stream ended: an event still waiting for its closing blank line is read too. */
    end: () => {
      parser.feed('\n\n');
      parser.reset();
    },
    /** Every event fed so far has been handed on; rejects with an error `onEvent` threw. */
    settled: async () => {
      await queue;
      if (failure !== null) throw failure.error;
    },
  };
}
