import { describe, expect, it } from 'vitest';
import type { Highlight } from '../highlights/highlight';
import { DEFAULT_HIGHLIGHT_COLORS, OPACITY } from '../workspace-constants';
import { highlightsFromSchema } from './apply-history';
import { redactionSchema } from './history-record';

type Area = Pick<Highlight, 'id' | 'page' | 'type' | 'x' | 'y' | 'w' | 'h'> & Partial<Highlight>;
const mark = (area: Area): Highlight => ({
  fileKey: 'old',
  color: '#000',
  opacity: 1,
  timestamp: 0,
  ...area,
});

const saved = [
  mark({ id: '1', page: 1, type: 'MANUAL', x: 10, y: 20, w: 30, h: 5 }),
  mark({ id: '2', page: 1, type: 'SEARCH', x: 300, y: 400, w: 60, h: 12, text: 'Ola' }),
  mark({
    id: '3',
    page: 3,
    type: 'ENTITY',
    entity: 'PERSON',
    model: 'fast',
    x: 50,
    y: 600,
    w: 40,
    h: 10,
  }),
];

function shape({ page, type, x, y, w, h, entity, model }: Highlight) {
  return { page, type, x, y, w, h, entity, model };
}

describe('highlights from a history record', () => {
  it('gives back the boxes, types, entities and models that were saved', () => {
    const restored = highlightsFromSchema(redactionSchema(saved, false), 'file-a', []);
    expect(restored.map(shape)).toEqual(saved.map(shape));
    expect(restored.every((highlight) => highlight.fileKey === 'file-a')).toBe(true);
    expect(new Set(restored.map((highlight) => highlight.id)).size).toBe(3);
  });

  it('colours each area by its type or model, as new highlights are', () => {
    const restored = highlightsFromSchema(redactionSchema(saved, false), 'file-a', []);
    expect(restored.map(({ color, opacity }) => [color, opacity])).toEqual([
      [DEFAULT_HIGHLIGHT_COLORS.manual, OPACITY.manual],
      [DEFAULT_HIGHLIGHT_COLORS.search, OPACITY.display],
      [DEFAULT_HIGHLIGHT_COLORS.fast, OPACITY.display],
    ]);
  });

  it('reads records without sources by their entity types', () => {
    const restored = highlightsFromSchema(
      {
        version: 1,
        pages: [
          {
            page: 2,
            sensitive: [
              { entity_type: 'MANUAL', bbox: { x0: 1, y0: 1, x1: 5, y1: 5 } },
              { entity_type: 'SEARCH', bbox: { x0: 200, y0: 200, x1: 220, y1: 210 } },
              { entity_type: 'EMAIL', bbox: { x0: 400, y0: 500, x1: 480, y1: 510 } },
            ],
          },
        ],
      },
      'file-a',
      [],
    );
    expect(restored.map(({ type, entity, color }) => [type, entity, color])).toEqual([
      ['MANUAL', undefined, DEFAULT_HIGHLIGHT_COLORS.manual],
      ['SEARCH', undefined, DEFAULT_HIGHLIGHT_COLORS.search],
      ['ENTITY', 'EMAIL', DEFAULT_HIGHLIGHT_COLORS.unknown],
    ]);
  });

  it('leaves out areas already marked at the same place on the same page', () => {
    const schema = redactionSchema(saved, false);
    const existing = highlightsFromSchema(schema, 'file-a', []).slice(0, 1);
    const onOtherPage = { ...existing[0]!, page: 2 };
    expect(highlightsFromSchema(schema, 'file-a', existing).map(shape)).toEqual(
      saved.slice(1).map(shape),
    );
    expect(highlightsFromSchema(schema, 'file-a', [onOtherPage])).toHaveLength(3);
  });
});
