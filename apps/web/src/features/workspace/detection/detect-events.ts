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

/**
 * Reads a text event stream fed in chunks of any size (a chunk may end mid-line or mid-event).
 * Each readable event goes to `onEvent`. An unreadable one is logged and skipped, and told to
 * `onUnreadable` unless it was a heartbeat: a lost page or file event may mean missed results.
 */
export function createDetectEventReader(
  onEvent: (event: TDetectEvent) => void,
  onUnreadable: () => void = () => undefined,
) {
  const parser = createParser({
    onEvent(message) {
      const event = toDetectEvent(message.event, message.data);
      if (event === null) {
        console.warn('Skipped an unreadable detection event', message.event, message.data);
        if (message.event !== 'heartbeat') onUnreadable();
        return;
      }
      onEvent(event);
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
  };
}
