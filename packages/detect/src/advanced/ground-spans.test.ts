import { describe, expect, it } from 'vitest';
import type { Span } from '../span';
import { dedupeSpans, DEFAULT_ADVANCED_SCORE, groundFindings } from './ground-spans';

const person = (text: string, score?: number) => ({ text, entityType: 'PERSON', score });

function ground(source: string, ...findings: ReturnType<typeof person>[]) {
  const result = groundFindings({ start: 100, text: source }, findings);
  for (const span of result.spans)
    expect(source.slice(span.start - 100, span.end - 100)).toBe(span.text);
  return result;
}

describe('groundFindings', () => {
  it('adds the chunk offset and finds every occurrence', () => {
    const { spans } = ground('Per og Per.', person('Per', 0.6));
    expect(spans.map((span) => [span.start, span.end, span.score])).toEqual([
      [100, 103, 0.6],
      [107, 110, 0.6],
    ]);
  });

  it('matches whole words only', () => {
    const { spans, dropped } = ground('Persson skrev i perioden.', person('Per'));
    expect(spans).toEqual([]);
    expect(dropped).toHaveLength(1);
  });

  it('collapses whitespace, invisible characters, ligatures and dash variants', () => {
    expect(ground('Kari\u00a0\u00adNordmann', person('Kari Nordmann')).spans[0]!.text).toBe(
      'Kari\u00a0\u00adNordmann',
    );
    expect(ground('Kari Nord\u00admann', person('Kari Nordmann')).spans[0]!.text).toBe(
      'Kari Nord\u00admann',
    );
    expect(ground('Stef\ufb01 Berg', person('Steffi Berg')).spans[0]!.text).toBe('Stef\ufb01 Berg');
    expect(ground('Anne\u2010Lise Ås', person('Anne-Lise Ås')).spans[0]!.text).toBe(
      'Anne\u2010Lise Ås',
    );
    expect(ground('Ha\u030akon', person('Håkon')).spans[0]!.text).toBe('Ha\u030akon');
  });

  it('finds every spelling of a finding, whatever its case', () => {
    // The model names the person once; the heading in capitals must be redacted too.
    const text = 'PASIENT: KARI NORDMANN\nKari Nordmann kom inn. Notat om kari nordmann.';
    const { spans } = ground(text, person('Kari Nordmann'));
    expect(spans.map((span) => span.text)).toEqual([
      'KARI NORDMANN',
      'Kari Nordmann',
      'kari nordmann',
    ]);
  });

  it('uses the default score when the model gives none or an impossible one', () => {
    const { spans } = ground('Kari og Ola', person('Kari'), person('Ola', 7));
    expect(spans.map((span) => span.score)).toEqual([
      DEFAULT_ADVANCED_SCORE,
      DEFAULT_ADVANCED_SCORE,
    ]);
  });

  it('drops empty and whitespace-only findings', () => {
    expect(ground('Kari', person('  \n')).dropped).toHaveLength(1);
  });
});

describe('dedupeSpans', () => {
  const span = (start: number, end: number, entity_type = 'PERSON'): Span => ({
    start,
    end,
    text: 'x',
    entity_type,
    score: 1,
    engine: 'advanced',
  });

  it('removes duplicates and same-type spans inside longer ones, keeping other types', () => {
    expect(dedupeSpans([span(5, 9), span(0, 13), span(0, 13), span(0, 4, 'LOCATION')])).toEqual([
      span(0, 13),
      span(0, 4, 'LOCATION'),
    ]);
  });
});
