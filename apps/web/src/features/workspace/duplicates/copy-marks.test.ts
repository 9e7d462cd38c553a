import type { TPdfWord } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { sourceOf, statusOf, type Highlight } from '../highlights/highlight';
import { buildHighlight } from '../test-fixtures';
import { copyMarks, type PageFacts } from './copy-marks';
import { findText, likeness } from './reanchor';
import type { PageRef } from './similar-pages';

/** Words on one line at y 100, each 10 points per letter, starting at x. */
function line(text: string, x = 50, y = 100): TPdfWord[] {
  let at = x;
  return text.split(' ').map((word) => {
    const box = { text: word, x0: at, y0: y, x1: at + word.length * 10, y1: y + 12 };
    at = box.x1 + 5;
    return { ...box, ocr: false, start: 0, end: 0 };
  });
}

const A1: PageRef = { fileKey: 'a', page: 1 };
const B3: PageRef = { fileKey: 'b', page: 3 };
const A4 = { width: 600, height: 800 };

describe('findText', () => {
  it('finds the words that read like the text, nearest the place it had', () => {
    const words = [...line('Kari Nordmann wrote to Kari Nordmann', 50, 100)];
    const near = { x: 230, y: 100, w: 130, h: 12 };
    expect(findText('Kari Nordmann', words, near)).toEqual({ x: 260, y: 100, w: 125, h: 12 });
  });

  it('reads through OCR that misread a letter or split a word', () => {
    const anywhere = { x: 0, y: 0, w: 1, h: 1 };
    expect(likeness('karinordmann', 'karinordrnann')).toBeGreaterThan(0.8);
    const misread = findText('Kari Nordmann', line('Dear Kari Nordrnann ,', 50, 300), anywhere);
    expect(misread).toEqual({ x: 95, y: 300, w: 135, h: 12 });
    const split = findText('Kari Nordmann', line('Dear Kari Nord mann', 50, 300), anywhere);
    expect(split).toEqual({ x: 95, y: 300, w: 130, h: 12 });
    expect(findText('Kari Nordmann', line('Dear Ola Hansen'), anywhere)).toBe(undefined);
  });
});

describe('copyMarks', () => {
  const facts = (words: TPdfWord[], size = A4): PageFacts => ({ size, words });
  const pages: Record<string, PageFacts> = {
    'a:1': facts(line('Letter to Kari Nordmann', 50, 100)),
    // The scan: twice the size, and the name lower down than the relative place would say.
    'b:3': facts(line('Letter to Kari Nordmann', 100, 260), { width: 1200, height: 1600 }),
  };
  const factsOf = (page: PageRef) => pages[`${page.fileKey}:${page.page}`];

  it('copies a mark to the same text on the duplicate, as a suggestion that says where from', () => {
    const name = buildHighlight({
      id: 'name',
      text: 'Kari Nordmann',
      type: 'ENTITY',
      entity: 'PERSON',
      status: 'accepted',
      reviewedBy: 'reviewer@example.com',
      code: '§ 13',
      x: 140,
      y: 100,
      w: 125,
      h: 12,
    });
    const marks: Record<string, Highlight[]> = { 'a:1': [name], 'b:3': [] };
    const marksOn = (page: PageRef) => marks[`${page.fileKey}:${page.page}`] ?? [];
    const [copy, ...more] = copyMarks([[A1, B3]], marksOn, factsOf, 7);
    expect(more).toEqual([]);
    expect(copy).toMatchObject({
      id: 'duplicate:name:b:p3',
      fileKey: 'b',
      page: 3,
      x: 190,
      y: 260,
      w: 125,
      h: 12,
      text: 'Kari Nordmann',
      entity: 'PERSON',
      code: '§ 13',
      copiedFrom: { fileKey: 'a', page: 1 },
    });
    expect(statusOf(copy!)).toBe('suggested');
    expect(sourceOf(copy!)).toBe('duplicate');
    expect(copy!.reviewedBy).toBeUndefined();

    // Copying again adds nothing, and the copy is not copied back.
    marks['b:3'] = [copy!];
    expect(copyMarks([[A1, B3]], marksOn, factsOf)).toEqual([]);
  });

  it('puts a box and a whole page at the same place relative to the page', () => {
    const box = buildHighlight({ id: 'box', x: 60, y: 400, w: 120, h: 40 });
    const page = buildHighlight({ id: 'page', creationMode: 'page', x: 0, y: 0, w: 600, h: 800 });
    const copies = copyMarks([[A1, B3]], (ref) => (ref === A1 ? [box, page] : []), factsOf);
    expect(copies.map(({ x, y, w, h }) => [x, y, w, h])).toEqual([
      [120, 800, 240, 80],
      [0, 0, 1200, 1600],
    ]);
  });

  it('copies both ways and skips a mark the duplicate already has', () => {
    const onA = buildHighlight({ id: 'on-a', x: 10, y: 10, w: 20, h: 20 });
    const onB = buildHighlight({ id: 'on-b', fileKey: 'b', page: 3, x: 100, y: 100, w: 40, h: 40 });
    // Where on-a goes on b's page, twice the size.
    const twin = buildHighlight({ id: 'twin', fileKey: 'b', page: 3, x: 20, y: 20, w: 40, h: 40 });
    const copies = copyMarks([[A1, B3]], (ref) => (ref === A1 ? [onA] : [onB, twin]), factsOf);
    expect(copies.map(({ id, x, w }) => [id, x, w])).toEqual([['duplicate:on-b:a:p1', 50, 20]]);
  });
});
