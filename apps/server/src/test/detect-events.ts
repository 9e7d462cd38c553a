import type { TDetectEvent } from '@workbench/contracts';
import { expect } from 'vitest';

/** The events of a one-file, one-page detection stream (workspace §7), without heartbeats. */
export const ONE_PAGE_EVENT_TYPES: readonly TDetectEvent['type'][] = [
  'reading_files',
  'files_read',
  'file_started',
  'page_started',
  'page_completed',
  'file_completed',
  'batch_completed',
];

/** The events of a Server-Sent Events body, checking that `event:` and `type` agree. */
export function readEvents(body: string): TDetectEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const name = /^event: (.+)$/m.exec(block)?.[1];
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? 'null') as TDetectEvent;
      expect(data.type).toBe(name);
      return data;
    });
}

/** Every sensitive item the pages of a stream reported. */
export function foundItems(events: TDetectEvent[]) {
  return events.flatMap((event) =>
    event.type === 'page_completed'
      ? event.results.redaction_mapping.pages.flatMap((page) => page.sensitive)
      : [],
  );
}
