import { describe, expect, it } from 'vitest';
import type { Span } from '../span';
import { mergeSpans } from './merge';

const span = (over: Partial<Span>): Span => ({
  start: 0,
  end: 4,
  text: 'Kari',
  entity_type: 'PERSON',
  score: 0.5,
  engine: 'fast',
  ...over,
});

describe('mergeSpans', () => {
  it('keeps the higher score of the same range and names both engines', () => {
    const merged = mergeSpans([
      span({ engine: 'fast', score: 0.6 }),
      span({ engine: 'advanced', score: 0.9, entity_type: 'PERSON' }),
    ]);
    expect(merged).toEqual([
      span({ engine: 'advanced', score: 0.9, engines: ['advanced', 'fast'] }),
    ]);
  });

  it('keeps overlapping but different ranges, sorted by position', () => {
    const merged = mergeSpans([
      span({ start: 5, end: 13, text: 'Nordmann' }),
      span({ start: 0, end: 13, text: 'Kari Nordmann', engine: 'standard' }),
      span({ start: 0, end: 4 }),
    ]);
    expect(merged.map((one) => [one.start, one.end])).toEqual([
      [0, 13],
      [0, 4],
      [5, 13],
    ]);
  });

  it('keeps the first type when the scores tie', () => {
    const merged = mergeSpans([
      span({ entity_type: 'EMAIL_ADDRESS', score: 0.8 }),
      span({ entity_type: 'EMAIL', engine: 'advanced', score: 0.8 }),
    ]);
    expect(merged[0]).toMatchObject({
      entity_type: 'EMAIL_ADDRESS',
      engines: ['fast', 'advanced'],
    });
  });
});
