import type { TDetectEvent, TDetectedItem, TEngineName } from '@workbench/contracts';

/** Builders of detection events for tests, shaped as the server sends them. */

export function item(
  entity_type: string,
  engine: TEngineName,
  box: [number, number, number, number],
  text = 'Kari Nordmann',
): TDetectedItem {
  const [x0, y0, x1, y1] = box;
  return {
    entity_type,
    original_text: text,
    score: 0.9,
    start: 0,
    end: text.length,
    engine,
    engines: [engine],
    bbox: { x0, y0, x1, y1 },
  };
}

export function pageCompleted(
  file_name: string,
  page_number: number,
  total_pages: number,
  items: TDetectedItem[] = [],
): TDetectEvent {
  const by_type: Record<string, number> = {};
  for (const one of items) by_type[one.entity_type] = (by_type[one.entity_type] ?? 0) + 1;
  return {
    type: 'page_completed',
    file_name,
    page_number,
    total_pages,
    results: {
      performance: { words_count: 100, detection_time: 0.5 },
      entities_detected: { total: items.length, by_type },
      redaction_mapping: {
        pages: items.length > 0 ? [{ page: page_number, sensitive: items }] : [],
      },
      engine_errors: [],
    },
  };
}

export function fileStarted(file_name: string, file_index: number, total_pages: number) {
  return { type: 'file_started', file_name, file_index, total_pages } satisfies TDetectEvent;
}

export function fileCompleted(
  file_name: string,
  total_pages: number,
  items: TDetectedItem[] = [],
  pageOf: (index: number) => number = () => 1,
): TDetectEvent {
  const by_type: Record<string, number> = {};
  const by_page: Record<string, number> = {};
  const pages = new Map<number, TDetectedItem[]>();
  items.forEach((one, index) => {
    const page = pageOf(index);
    by_type[one.entity_type] = (by_type[one.entity_type] ?? 0) + 1;
    by_page[`page_${page}`] = (by_page[`page_${page}`] ?? 0) + 1;
    pages.set(page, [...(pages.get(page) ?? []), one]);
  });
  return {
    type: 'file_completed',
    file_name,
    total_pages,
    successful_pages: total_pages,
    processing_time: 1.5,
    results: {
      entities_detected: { total: items.length, by_type, by_page },
      performance: {
        file_read_time: 0.1,
        extraction_time: 0.2,
        detection_time: 1,
        total_time: 1.5,
        words_count: 100 * total_pages,
        pages_count: total_pages,
        entity_density: (items.length / (100 * total_pages)) * 100,
      },
      redaction_mapping: {
        pages: [...pages.entries()].map(([page, sensitive]) => ({ page, sensitive })),
      },
      engine_errors: [],
    },
  };
}

export const filesRead = (names: string[]): TDetectEvent => ({
  type: 'files_read',
  batch_id: 'b1',
  total_files: names.length,
  file_names: names,
});

export const batchCompleted = (files: number, pages: number): TDetectEvent => ({
  type: 'batch_completed',
  batch_id: 'b1',
  total_files: files,
  successful_files: files,
  total_pages: pages,
  total_processing_time: 2,
});

/** One event as the server writes it: its name line and one data line. */
export function sse(event: TDetectEvent, { withName = true } = {}): string {
  return `${withName ? `event: ${event.type}\n` : ''}data: ${JSON.stringify(event)}\n\n`;
}
