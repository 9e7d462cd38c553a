import type { TExistingMark } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { buildMapping, redactable, DEFAULT_REDACTION_OPTIONS } from '../redaction/build-mapping';
import { entityTypeOf, shownText, sourceOf, statusOf } from '../highlights/highlight';
import { fileMarkHighlights } from './file-mark-highlights';

/** Acrobat's mark over a fødselsnummer in Helvetica 12: one line, 77 × 14 points. */
const LINE: TExistingMark = {
  page: 1,
  bbox: { x0: 95, y0: 100, x1: 172, y1: 114 },
  boxes: [{ x0: 95, y0: 100, x1: 172, y1: 114 }],
  overlay_text: 'Unntatt §13',
  author: 'Saksbehandler',
  text: '01017012345',
};

describe('marks a file arrived with, as suggestions', () => {
  it('lists a marked line for review, with its text, overlay text as code and author', () => {
    const [mark, ...rest] = fileMarkHighlights('a', [LINE], 5);
    expect(rest).toEqual([]);
    expect(mark).toMatchObject({
      id: 'file-mark:a:p1:0:0',
      fileKey: 'a',
      page: 1,
      type: 'MANUAL',
      x: 95,
      y: 100,
      w: 77,
      h: 14,
      text: '01017012345',
      code: 'Unntatt §13',
      fromFile: { author: 'Saksbehandler', textUnder: '01017012345' },
    });
    expect(statusOf(mark!)).toBe('suggested');
    expect(sourceOf(mark!)).toBe('file');
    expect(entityTypeOf(mark!)).toBe('EXISTING_MARK');
  });

  it('redacts nothing until accepted, then the line with its code', () => {
    const [mark] = fileMarkHighlights('a', [LINE]);
    expect(redactable([mark!], DEFAULT_REDACTION_OPTIONS)).toEqual([]);
    const accepted = { ...mark!, status: 'accepted' as const };
    expect(buildMapping(redactable([accepted], DEFAULT_REDACTION_OPTIONS))).toEqual({
      pages: [
        {
          page: 1,
          sensitive: [
            {
              bbox: LINE.boxes[0],
              entity_type: 'EXISTING_MARK',
              original_text: '01017012345',
              code: 'Unntatt §13',
            },
          ],
        },
      ],
    });
  });

  it('makes one suggestion per marked line, each naming the text', () => {
    const twoLines: TExistingMark = {
      ...LINE,
      bbox: { x0: 72, y0: 100, x1: 300, y1: 128 },
      boxes: [
        { x0: 200, y0: 100, x1: 300, y1: 114 },
        { x0: 72, y0: 114, x1: 140, y1: 128 },
      ],
      text: 'Kari Nordmann Storgata 1',
    };
    const marks = fileMarkHighlights('a', [twoLines]);
    expect(marks.map(({ id, text }) => [id, text])).toEqual([
      ['file-mark:a:p1:0:0', 'Kari Nordmann Storgata 1'],
      ['file-mark:a:p1:0:1', 'Kari Nordmann Storgata 1'],
    ]);
  });

  it('names no text for a box over several lines, so it takes everything it touches', () => {
    const paragraph: TExistingMark = {
      ...LINE,
      bbox: { x0: 72, y0: 100, x1: 300, y1: 160 },
      boxes: [{ x0: 72, y0: 100, x1: 300, y1: 160 }],
      overlay_text: null,
      author: null,
      text: 'Kari Nordmann har søkt om støtte. Hun bor i Storgata 1 i Oslo med to barn.',
    };
    const [mark] = fileMarkHighlights('a', [paragraph]);
    expect(mark!.text).toBeUndefined();
    expect(mark!.code).toBeUndefined();
    expect(shownText(mark!)).toBe(paragraph.text);
    expect(buildMapping([mark!]).pages[0]!.sensitive[0]!.original_text).toBe('');
  });

  it('names no text over blank space or a picture', () => {
    const [mark] = fileMarkHighlights('a', [{ ...LINE, text: '', overlay_text: ' ' }]);
    expect(mark!.text).toBeUndefined();
    expect(mark!.code).toBeUndefined();
  });
});
