import { describe, expect, it } from 'vitest';
import { firstIssue } from '../test/first-issue';
import {
  TEMPLATE_LIMITS as LIMITS,
  TEMPLATE_MESSAGES as M,
  ZCreateTemplateRequest,
  ZUpdateTemplateRequest,
} from './templates';

const box = { x0: 0.1, y0: 0.2, x1: 0.3, y1: 0.25, entity_type: 'PERSON' };
const page = (number: number, boxes = 1) => ({
  page: number,
  width: 612,
  height: 792,
  rotation: 0,
  boxes: Array.from({ length: boxes }, () => box),
  anchors: [{ text: 'Name:', box: { x0: 0.05, y0: 0.2, x1: 0.09, y1: 0.22 } }],
});
const request = (pages: unknown[], name = 'Form 1040') => ({ name, pages });

describe('redaction template contracts', () => {
  it('accepts a template and trims its name', () => {
    const parsed = ZCreateTemplateRequest.parse({ ...request([page(1), page(2)]), extra: 1 });
    expect(parsed.name).toBe('Form 1040');
    expect(parsed.pages[0]!.boxes[0]).toEqual(box);
    expect(parsed).not.toHaveProperty('extra');
    expect(ZCreateTemplateRequest.parse(request([page(1)], '  Skjema  ')).name).toBe('Skjema');
  });

  it('refuses names, boxes and pages out of bounds with their messages', () => {
    const cases: [unknown, string][] = [
      [request([page(1)], '   '), M.name],
      [request([page(1)], 'x'.repeat(LIMITS.nameLength + 1)), M.nameLength],
      [request([page(1)], 'Form\u00001040'), M.nameControl],
      [request([page(1)], 'Form\n1040'), M.nameControl],
      [
        request([{ ...page(1), boxes: [{ ...box, entity_type: 'PER\u0000SON' }] }]),
        M.entityTypeControl,
      ],
      [request([]), M.noPages],
      [request([page(1), page(1)]), M.samePage],
      [request([page(1, 0)]), M.noBoxes],
      [request([page(1, LIMITS.boxes + 1)]), M.tooManyBoxes],
      [request([page(1, 300), page(2, 201)]), M.tooManyBoxes],
      [request(Array.from({ length: LIMITS.pages + 1 }, (_, i) => page(i + 1))), M.tooManyPages],
      [request([{ ...page(1), boxes: [{ ...box, x1: 1.2 }] }]), M.fraction],
      [request([{ ...page(1), boxes: [{ ...box, x1: 0.1 }] }]), M.emptyBox],
      [request([{ ...page(1), width: 0 }]), M.pageSize],
      [request([{ ...page(1), rotation: 45 }]), M.rotation],
      [request([{ ...page(1), anchors: [{ text: '', box }] }]), M.anchor],
      [
        request([
          { ...page(1), anchors: Array(LIMITS.anchorsPerPage + 1).fill(page(1).anchors[0]) },
        ]),
        M.tooManyAnchors,
      ],
    ];
    for (const [input, message] of cases) {
      expect(firstIssue(ZCreateTemplateRequest, input), message).toBe(message);
    }
  });

  it('updates a name, the pages or both, never nothing', () => {
    expect(ZUpdateTemplateRequest.parse({ name: ' New ' })).toEqual({ name: 'New' });
    expect(ZUpdateTemplateRequest.parse({ pages: [page(3)] }).pages).toHaveLength(1);
    expect(firstIssue(ZUpdateTemplateRequest, {})).toBe(M.nothingToChange);
  });
});
