import { describe, expect, it } from 'vitest';
import type { Span } from '../span';
import { withNameLists } from './name-lists';

/** Spans of `type` on the first occurrence of each value in `text`. */
function spans(text: string, values: string[], type = 'PERSON'): Span[] {
  return values.map((value) => {
    const start = text.indexOf(value);
    if (start < 0) throw new Error(`${value} is not in the text`);
    return {
      start,
      end: start + value.length,
      text: value,
      entity_type: type,
      score: 0.9,
      engine: 'fast',
    };
  });
}

const texts = (found: readonly Span[]) => found.map((span) => `${span.entity_type}:${span.text}`);

describe('withNameLists', () => {
  it('takes the items of a list of names that the tagger missed or cut short', () => {
    const text =
      'They included Sean Walsh, Matt Wasserman, Miljenko Williams, “Wink,” Roger\nWood, “Ximmbo da Jazz,” and Richard Yanco. (I apologize';
    const found = withNameLists(
      text,
      spans(text, [
        'Sean Walsh',
        'Matt Wasserman',
        'Miljenko Williams',
        'Roger\nWood',
        'Jazz',
        'Richard',
      ]),
    );
    expect(texts(found)).toEqual([
      'PERSON:Sean Walsh',
      'PERSON:Matt Wasserman',
      'PERSON:Miljenko Williams',
      'PERSON:Wink',
      'PERSON:Roger\nWood',
      'PERSON:Ximmbo da Jazz',
      'PERSON:Richard Yanco',
    ]);
    for (const span of found) expect(text.slice(span.start, span.end)).toBe(span.text);
  });

  it('takes an item the tagger doubted as a name or as another type', () => {
    const text =
      'Sean Walsh, Matt Wasserman, Miljenko Williams, “Ximmbo da Jazz,” and Richard Yanco.';
    const doubted = [
      ...spans(text, ['Sean Walsh', 'Matt Wasserman', 'Miljenko Williams']),
      { ...spans(text, ['Jazz'], 'ORGANIZATION')[0]!, score: 0.29 },
      { ...spans(text, ['Richard Yanco'])[0]!, score: 0.41 },
    ];
    const found = withNameLists(text, doubted);
    expect(texts(found).slice(3)).toEqual(['PERSON:Ximmbo da Jazz', 'PERSON:Richard Yanco']);
    expect(found.at(-1)!.score).toBe(0.75);
  });

  it('goes on over a line-end hyphen and initials, and stops before the next sentence', () => {
    const text =
      'Jeff Keltner, James Lin-\ndenschmidt, K. L. Mann, Mark Manning and Fred Norton\nThe book';
    const found = withNameLists(
      text,
      spans(text, ['Jeff Keltner', 'James Lin', 'K. L. Mann', 'Mark Manning']),
    );
    expect(texts(found)).toEqual([
      'PERSON:Jeff Keltner',
      'PERSON:James Lin-\ndenschmidt',
      'PERSON:K. L. Mann',
      'PERSON:Mark Manning',
      'PERSON:Fred Norton',
    ]);
  });

  it('leaves lists of few names, of places and items another type holds', () => {
    const few = 'Kari Nordmann, Ola Hansen and Oslo Kommune';
    expect(texts(withNameLists(few, spans(few, ['Kari Nordmann', 'Ola Hansen'])))).toEqual([
      'PERSON:Kari Nordmann',
      'PERSON:Ola Hansen',
    ]);
    const places = 'Oslo, Bergen, Trondheim and Stavanger';
    const placeSpans = spans(places, ['Oslo', 'Bergen', 'Trondheim', 'Stavanger'], 'LOCATION');
    expect(withNameLists(places, placeSpans)).toEqual(placeSpans);
    const mixed = 'Ann Lee, Bo Berg, Per Dahl, Tokyo University and Liv Ek';
    const mixedSpans = [
      ...spans(mixed, ['Ann Lee', 'Bo Berg', 'Per Dahl', 'Liv Ek']),
      ...spans(mixed, ['Tokyo University'], 'ORGANIZATION'),
    ];
    expect(withNameLists(mixed, mixedSpans)).toEqual(mixedSpans);
  });

  it('does not count a list of capitalised words that are mostly no names', () => {
    const text = 'Kari Nordmann, Reports, Budgets, Minutes and Letters';
    const given = spans(text, ['Kari Nordmann']);
    expect(withNameLists(text, given)).toEqual(given);
  });
});
