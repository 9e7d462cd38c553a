import { describe, expect, it } from 'vitest';
import type { Span } from '../span';
import { runningWords, withoutCommonWords } from './common-words';
import { spreadValues } from './document-values';

const person = (text: string, at: number, extra: Partial<Span> = {}): Span => ({
  start: at,
  end: at + text.length,
  text,
  entity_type: 'PERSON',
  score: 0.9,
  engine: 'fast',
  ...extra,
});

describe('words a document writes in lower case', () => {
  it('are read from running text only, not from mailboxes, handles or a name alone on its line', () => {
    const words = runningWords([
      'De partijen sluiten de overeenkomst voor een jaar.\nkari.nordmann@example.no\nanass bouhir',
    ]);
    expect(words.has('overeenkomst')).toBe(true);
    expect(words.has('nordmann')).toBe(false);
    expect(words.has('bouhir')).toBe(false);
    expect(words.has('anass')).toBe(false);
  });

  it('make a tagger’s name of them no name, unless a list knows it or the layout gave it', () => {
    const text = 'Overeenkomst\nDe partijen sluiten de overeenkomst met bill en rose.\nBill';
    const words = runningWords([text]);
    const spans = [
      person('Overeenkomst', 0),
      person('Bill', text.lastIndexOf('Bill')),
      person('Overeenkomst', 0, { basis: { label: 'Naam' } }),
      person('Overeenkomst', 0, { engine: 'standard' }),
    ];
    expect(withoutCommonWords(spans, words).map((span) => span.basis ?? span.engine)).toEqual([
      'fast',
      { label: 'Naam' },
      'standard',
    ]);
  });

  it('are left out before a document’s values spread', () => {
    const pages = [
      { text: 'ALGEMENE VOORWAARDEN\nOvereenkomst', spans: [person('Overeenkomst', 21)] },
      { text: 'Artikel 1. De voorwaarden van de overeenkomst gelden.', spans: [] },
    ];
    expect(spreadValues(pages).flat()).toEqual([]);
  });
});
