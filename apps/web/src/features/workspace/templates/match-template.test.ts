import type { TTemplatePage } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { chooseAnchors } from './choose-anchors';
import { matchTemplate, matchTemplatePage } from './match-template';
import type { PageWord, TemplatePageInfo } from './page-words';

const LETTER = { width: 612, height: 792 };

/** A word at (x, y) in points on a letter page, 7 points wide a letter and 10 high. */
function word(text: string, x: number, y: number): PageWord {
  const w = text.length * 7;
  return { text, box: { x0: x / 612, y0: y / 792, x1: (x + w) / 612, y1: (y + 10) / 792 } };
}

/** An application form: labels left, values right of them, a signature line at the foot. */
const FORM_WORDS = [
  word('Application', 72, 60),
  word('for', 160, 60),
  word('benefit', 190, 60),
  word('Name:', 72, 120),
  word('Date', 72, 150),
  word('of', 104, 150),
  word('birth:', 122, 150),
  word('National', 72, 180),
  word('ID', 132, 180),
  word('number:', 150, 180),
  word('Address:', 72, 210),
  word('Signature', 72, 700),
  word('Date', 400, 700),
  word('Page', 290, 760),
  word('1', 325, 760),
];
/** What a person filled in: differs on every copy. */
const filled = (name: string, id: string) => [word(name, 220, 120), word(id, 220, 180)];

const box = (x: number, y: number, w: number, h: number) => ({
  x0: x / 612,
  y0: y / 792,
  x1: (x + w) / 612,
  y1: (y + h) / 792,
});
const ID_BOX = box(215, 176, 120, 18);
const SIGNATURE_BOX = box(150, 680, 200, 30);

function page(words: PageWord[], number = 1, size = LETTER): TemplatePageInfo {
  return { page: number, ...size, rotation: 0, words };
}

function templatePage(words: PageWord[]): TTemplatePage {
  const boxes = [ID_BOX, SIGNATURE_BOX];
  return {
    page: 1,
    ...LETTER,
    rotation: 0,
    boxes: boxes.map((b) => ({ ...b, entity_type: 'ID_NUMBER', code: 'offl. § 13' })),
    anchors: chooseAnchors(page(words), boxes),
  };
}

/** The same words moved by (dx, dy) points, as a scan fed in a little askew would be. */
const moved = (words: PageWord[], dx: number, dy: number) =>
  words.map(({ text, box: b }) => ({
    text,
    box: { x0: b.x0 + dx / 612, x1: b.x1 + dx / 612, y0: b.y0 + dy / 792, y1: b.y1 + dy / 792 },
  }));

const saved = templatePage([...FORM_WORDS, ...filled('Kari Nordmann', '01017012345')]);

describe('anchors of a template', () => {
  it('are the form words nearest the boxes, never what the boxes cover', () => {
    const texts = saved.anchors.map((anchor) => anchor.text);
    expect(texts).toContain('number:');
    expect(texts).toContain('Signature');
    expect(texts).not.toContain('01017012345');
    expect(texts.length).toBeGreaterThanOrEqual(6);
    expect(texts.length).toBeLessThanOrEqual(8);
  });
});

describe('matching a template page', () => {
  it('fits another copy of the form with other values, and places the boxes as saved', () => {
    const copy = page([...FORM_WORDS, ...filled('Ola Nordmann', '02028054321')]);
    const match = matchTemplatePage(saved, copy);
    // All but the filled-in name next to the boxes, which the copy does not have.
    expect(match.matches).toBe(true);
    expect(match.score).toBeGreaterThan(0.8);
    expect(match.boxes[0]!.bbox.x0).toBeCloseTo(215, 2);
    expect(match.boxes[0]!.bbox.y1).toBeCloseTo(194, 2);
    expect(match.boxes[1]).toMatchObject({ entity_type: 'ID_NUMBER', code: 'offl. § 13' });
  });

  it('follows a copy whose content moved a little, boxes and all', () => {
    const copy = page(moved([...FORM_WORDS, ...filled('Per', '1')], 9, -12));
    const match = matchTemplatePage(saved, copy);
    expect(match.matches).toBe(true);
    expect(match.boxes[0]!.bbox.x0).toBeCloseTo(224, 1);
    expect(match.boxes[0]!.bbox.y0).toBeCloseTo(164, 1);
    expect(match.boxes[1]!.bbox.x1).toBeCloseTo(359, 1);
  });

  it('does not fit the same words moved further than a scan moves', () => {
    const match = matchTemplatePage(saved, page(moved(FORM_WORDS, 0, 60)));
    expect(match).toMatchObject({ matches: false, reason: 'anchors', boxes: [] });
  });

  it('does not fit a page of another size, a4 beside letter', () => {
    const a4 = page(FORM_WORDS, 1, { width: 595, height: 842 });
    expect(matchTemplatePage(saved, a4)).toMatchObject({ matches: false, reason: 'size' });
    // Within 1 %, a page is the same size (a scan's 611 × 790).
    const scan = page(FORM_WORDS, 1, { width: 611, height: 790 });
    expect(matchTemplatePage(saved, scan).matches).toBe(true);
  });

  it('does not fit another form that shares some of its words', () => {
    const other = page([
      word('Complaint', 72, 60),
      word('Name:', 72, 100),
      word('Signature', 300, 650),
      word('Date', 72, 700),
      word('of', 104, 150),
      word('number:', 420, 180),
      word('Address:', 72, 300),
    ]);
    const match = matchTemplatePage(saved, other);
    expect(match.matches).toBe(false);
    expect(match.score).toBeLessThan(0.6);
  });

  it('is not pulled away by a label repeated nearby: most anchors decide the shift', () => {
    const copy = page([...FORM_WORDS, word('Signature', 72, 680), word('number:', 150, 200)]);
    const match = matchTemplatePage(saved, copy);
    expect(match.matches).toBe(true);
    expect(match.shift.dx).toBeCloseTo(0, 5);
    expect(match.shift.dy).toBeCloseTo(0, 5);
  });

  it('matches a page saved without words by its size alone, below any page found by words', () => {
    const scanned = { ...saved, anchors: [] };
    expect(matchTemplatePage(scanned, page([]))).toMatchObject({ matches: true, score: 0.5 });
  });
});

describe('matching a template to a file', () => {
  it('answers for each page which template page fits it, if any', () => {
    const coverLetter = page([word('Dear', 72, 100), word('Sir', 110, 100)], 1);
    const first = page([...FORM_WORDS, ...filled('A', '1')], 2);
    const second = page(moved(FORM_WORDS, -5, 4), 3);
    const results = matchTemplate([saved], [coverLetter, first, second]);
    expect(results.map((result) => [result.page, result.match?.matches ?? false])).toEqual([
      [1, false],
      [2, true],
      [3, true],
    ]);
  });
});
