import type { TDetectEvent } from '@workbench/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDetectEventReader, inferEventType } from './detect-events';
import {
  batchCompleted,
  fileCompleted,
  fileStarted,
  item,
  pageCompleted,
  sse,
} from './test-events';

function read(chunks: string[]) {
  const events: TDetectEvent[] = [];
  const reader = createDetectEventReader((event) => events.push(event));
  for (const chunk of chunks) reader.feed(chunk);
  reader.end();
  return events;
}

/** The same text cut into pieces of `size` characters. */
function cut(text: string, size: number): string[] {
  return Array.from({ length: Math.ceil(text.length / size) }, (_, index) =>
    text.slice(index * size, (index + 1) * size),
  );
}

/** The event's fields without `type`, as a server without the type field would send them. */
function untyped(event: TDetectEvent): string {
  const fields = Object.fromEntries(Object.entries(event).filter(([key]) => key !== 'type'));
  return `data: ${JSON.stringify(fields)}\n\n`;
}

const page = pageCompleted('a.pdf', 1, 2, [item('PERSON', 'fast', [10, 20, 60, 30])]);
const stream = [sse(fileStarted('a.pdf', 0, 2)), sse(page), sse(batchCompleted(1, 2))].join('');

afterEach(() => vi.restoreAllMocks());

describe('detection event stream', () => {
  it('reads the same events however the chunks split lines and events', () => {
    const whole = read([stream]);
    expect(whole.map((event) => event.type)).toEqual([
      'file_started',
      'page_completed',
      'batch_completed',
    ]);
    expect(whole[1]).toEqual(page);
    for (const size of [1, 3, 7, 50, 101]) expect(read(cut(stream, size))).toEqual(whole);
  });

  it('keeps an event whose data line is split mid-JSON across chunks', () => {
    const text = sse(page);
    const middle = text.indexOf('"results"');
    expect(read([text.slice(0, middle), text.slice(middle)])).toEqual([page]);
  });

  it('reads a last event that lacks its closing blank line when the stream ends', () => {
    expect(read([sse(page).trimEnd()])).toEqual([page]);
  });

  it('infers a missing event name from the fields (workspace §4)', () => {
    const events = read([
      untyped(page),
      untyped(fileCompleted('a.pdf', 2)),
      untyped(batchCompleted(1, 2)),
      untyped(fileStarted('a.pdf', 0, 2)),
    ]);
    expect(events.map((event) => event.type)).toEqual([
      'page_completed',
      'file_completed',
      'batch_completed',
      'file_started',
    ]);
    expect(inferEventType({ page_number: 2, file_name: 'a.pdf' })).toBe('page_started');
    expect(inferEventType({ error_message: 'boom' })).toBe('error');
    expect(inferEventType({ status: 'alive', timestamp: 1 })).toBe('heartbeat');
  });

  it('logs and skips an unreadable line, and goes on with the next event', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const events = read([
      'event: page_completed\ndata: {not json\n\n',
      'event: page_completed\ndata: {"page_number": "one"}\n\n',
      sse(batchCompleted(1, 2)),
    ]);
    expect(events.map((event) => event.type)).toEqual(['batch_completed']);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('hands decrypted events on in stream order, however long each takes to decrypt', async () => {
    const waiting: { sealed: string; open: () => void }[] = [];
    const openData = (sealed: string) =>
      new Promise<string>((resolve) => waiting.push({ sealed, open: () => resolve(sealed) }));
    const events: TDetectEvent[] = [];
    const reader = createDetectEventReader((event) => events.push(event), undefined, { openData });
    reader.feed(stream);
    reader.end();
    // The last event decrypts first, the first last.
    for (const { open } of [...waiting].reverse()) open();
    await reader.settled();
    expect(events.map((event) => event.type)).toEqual([
      'file_started',
      'page_completed',
      'batch_completed',
    ]);
  });

  it('tells, logs and goes past an event that fails to decrypt', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const undecryptable: (string | undefined)[] = [];
    const events: TDetectEvent[] = [];
    const reader = createDetectEventReader((event) => events.push(event), undefined, {
      openData: async (data) => {
        if (data.includes('page_number')) throw new Error('The event could not be decrypted');
        return data;
      },
      onUndecryptable: (name) => undecryptable.push(name),
    });
    reader.feed(stream);
    reader.end();
    await reader.settled();
    expect(events.map((event) => event.type)).toEqual(['file_started', 'batch_completed']);
    expect(undecryptable).toEqual(['page_completed']);
    expect(error).toHaveBeenCalledWith(
      'A detection event could not be decrypted',
      'page_completed',
      expect.any(Error),
    );
  });
});
