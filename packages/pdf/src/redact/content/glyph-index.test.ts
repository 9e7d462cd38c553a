import { describe, expect, it } from 'vitest';
import { readCorpus } from '../../test/fixtures';
import { wordsOf } from '../../test/redact-helpers';
import { centreInside, intersects } from '../geometry';
import { GlyphIndex } from './glyph-index';
import { boxAt } from '../survey-page';

describe('GlyphIndex', () => {
  it('finds the same glyphs as a pass over the page, for areas anywhere on it', async () => {
    const text = wordsOf(await readCorpus('norwegian_soknad-kontantstotte_synthetic-person.pdf'));
    const index = new GlyphIndex(text);
    const all = Array.from(text.text, (char, at) => ({ char, at }))
      .filter(({ char, at }) => text.lines[at]! >= 0 && !/\s/u.test(char))
      .map(({ at }) => boxAt(text, at));
    const areas = text.words.slice(0, 40).map((word, at) => ({
      x0: word.x0 - at,
      y0: word.y0 - 1,
      x1: word.x1 + at * 3,
      y1: word.y1 + (at % 5),
    }));
    for (const area of areas) {
      expect(index.centredIn(area)).toEqual(
        expect.arrayContaining(all.filter((box) => centreInside(box, area))),
      );
      expect(index.centredIn(area)).toHaveLength(
        all.filter((box) => centreInside(box, area)).length,
      );
      const near = new Set(index.near(area).map((box) => JSON.stringify(box)));
      const meeting = all.filter((box) => intersects(box, area));
      expect(meeting.every((box) => near.has(JSON.stringify(box)))).toBe(true);
    }
  });
});
