import type { TPdfPage, TPdfWord } from '@workbench/contracts';
import type { Span } from '../span';
import { describe, expect, it } from 'vitest';
import { pageAreas } from './page-areas';

function word(text: string, start: number, x0: number, field = false): TPdfWord {
  const box = { x0, y0: 10, x1: x0 + text.length * 6, y1: 22 };
  return { text, ...box, ocr: false, ...(field ? { field } : {}), start, end: start + text.length };
}

// "Navn: Kari" is page text; the second "Kari" is a form field's value on a line of its own.
const page: TPdfPage = {
  page_number: 1,
  width: 600,
  height: 800,
  ocr: false,
  text: 'Navn: Kari\nKari',
  words: [
    word('Navn:', 0, 10),
    word('Kari', 6, 50),
    { ...word('Kari', 11, 300, true), y0: 40, y1: 52 },
  ],
};

const span = (start: number): Span => ({
  start,
  end: start + 4,
  text: 'Kari',
  entity_type: 'PERSON',
  score: 0.91,
  engine: 'fast',
});

describe('pageAreas', () => {
  it("marks an area found in a form field's value, and only that one", () => {
    const [inText, inField] = pageAreas(page, [span(6), span(11)]);
    expect(inText).not.toHaveProperty('field');
    expect(inField).toMatchObject({ field: true, bbox: { x0: 300, y0: 40 } });
  });
});
