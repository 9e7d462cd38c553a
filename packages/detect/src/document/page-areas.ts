import { spanInField, type TDetectedItem, type TPdfPage } from '@workbench/contracts';
import { boxesForRange } from '../hybrid';
import type { Span } from '../span';

/** The redaction areas of a page's spans: one item per line a span covers. */
export function pageAreas(page: TPdfPage, spans: readonly Span[]): TDetectedItem[] {
  return spans.flatMap((span) => {
    const field = spanInField(page.words, span.start, span.end) ? { field: true } : {};
    const basis = span.basis ? { basis: span.basis } : {};
    return boxesForRange(page.words, span.start, span.end).map((bbox) => ({
      entity_type: span.entity_type,
      original_text: span.text,
      score: Math.round(span.score * 1000) / 1000,
      start: span.start,
      end: span.end,
      engine: span.engine,
      engines: span.engines ?? [span.engine],
      bbox,
      ...field,
      ...basis,
    }));
  });
}
