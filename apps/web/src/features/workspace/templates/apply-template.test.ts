import type { TTemplatePage } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { entityTypeOf, sourceOf, statusOf } from '../highlights/highlight';
import { templateMarks } from './apply-template';
import { templatePagesOf } from './build-template';
import { wordsOfItems } from './page-words';

/** An upright US letter page: PDF y grows upwards, the viewer's downwards. */
const viewport = {
  width: 612,
  height: 792,
  convertToViewportPoint: (x: number, y: number) => [x, 792 - y],
};
const item = (str: string, x: number, baseline: number) => ({
  str,
  transform: [10, 0, 0, 10, x, baseline],
  width: str.length * 5,
  height: 10,
});
const words = wordsOfItems(
  [item('Name of applicant:', 72, 700), item('Signature', 72, 100), item('Date', 400, 100)],
  viewport,
);
const page = { page: 1, width: 612, height: 792, rotation: 0, words };

describe('page words from pdf.js text runs', () => {
  it('splits a run into words at their share of its width, in the page as shown', () => {
    expect(words.map((word) => word.text)).toEqual([
      'Name',
      'of',
      'applicant:',
      'Signature',
      'Date',
    ]);
    expect(words[1]!.box.x0 * 612).toBeCloseTo(72 + 5 * 5, 5);
    expect(words[0]!.box.y0 * 792).toBeCloseTo(792 - 708, 5);
  });
});

describe('a template saved from marks and applied to a copy', () => {
  const marks = [
    { id: 'm', fileKey: 'a', page: 1, type: 'MANUAL' as const, x: 180, y: 80, w: 120, h: 16 },
    {
      id: 'p',
      fileKey: 'a',
      page: 1,
      type: 'ENTITY' as const,
      entity: 'PERSON',
      code: 'offl. § 13',
    },
  ].map((mark, index) => ({
    x: 170,
    y: 670 + index,
    w: 200,
    h: 14,
    color: '#000',
    opacity: 1,
    timestamp: 0,
    ...mark,
  }));
  const pages: TTemplatePage[] = templatePagesOf(marks, [page]);

  it('holds each box as fractions of its page with its type and code, and its anchors', () => {
    expect(pages).toHaveLength(1);
    expect(pages[0]!.boxes[1]).toMatchObject({ entity_type: 'PERSON', code: 'offl. § 13' });
    expect(pages[0]!.boxes[0]!.x0).toBeCloseTo(180 / 612, 4);
    expect(pages[0]!.anchors.map((anchor) => anchor.text)).toContain('Signature');
  });

  it('marks the copy with suggestions of the template, once however often it is applied', () => {
    const template = { name: 'Søknad', pages };
    const file = { key: 'b', name: 'copy.pdf' };
    const first = templateMarks(template, file, [page, { ...page, page: 2, words: [] }], []);
    expect(first.outcome).toMatchObject({ matched: [1], unmatched: [2], added: 2 });
    const [box, person] = first.highlights;
    expect(statusOf(box!)).toBe('suggested');
    expect(sourceOf(box!)).toBe('template');
    expect(entityTypeOf(person!)).toBe('PERSON');
    expect(person).toMatchObject({ code: 'offl. § 13', fileKey: 'b', page: 1 });
    expect(box!.x).toBeCloseTo(180, 1);
    const again = templateMarks(template, file, [page], first.highlights);
    expect(again.highlights).toEqual([]);
  });
});
