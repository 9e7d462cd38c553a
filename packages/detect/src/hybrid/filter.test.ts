import { describe, expect, it } from 'vitest';
import type { Span } from '../span';
import { filterSpans } from './filter';

const span = (text: string, score: number): Span => ({
  start: 0,
  end: text.length,
  text,
  entity_type: 'PERSON',
  score,
  engine: 'fast',
});

describe('filterSpans', () => {
  const spans = [span('Kari Nordmann', 0.9), span('Oslo', 0.3), span('Ola', 0.5)];

  it('keeps spans at or above the clamped threshold', () => {
    expect(filterSpans(spans, { threshold: 0.5 }).map((one) => one.text)).toEqual([
      'Kari Nordmann',
      'Ola',
    ]);
    expect(filterSpans(spans, { threshold: -3 })).toHaveLength(3);
    expect(filterSpans(spans, { threshold: 7 })).toHaveLength(0);
    expect(filterSpans(spans, { threshold: 'high' })).toHaveLength(2);
  });

  it('drops whole-entity matches of the ignore list, whatever the case and spacing', () => {
    const kept = filterSpans(spans, { threshold: 0, ignoreWords: ['kari  NORDMANN', ' oslo '] });
    expect(kept.map((one) => one.text)).toEqual(['Ola']);
  });

  it('does not drop an entity that only contains an ignored word', () => {
    const kept = filterSpans(spans, { threshold: 0, ignoreWords: ['Kari'] });
    expect(kept.map((one) => one.text)).toContain('Kari Nordmann');
  });
});
