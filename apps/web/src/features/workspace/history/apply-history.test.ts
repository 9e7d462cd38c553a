import { describe, expect, it } from 'vitest';
import { codeOf } from '../marks/exemption';
import { isAccepted, type Highlight } from '../highlights/highlight';
import { DEFAULT_HIGHLIGHT_COLORS, OPACITY } from '../workspace-constants';
import { restoreFromSchema } from './apply-history';
import { redactionSchema } from './history-record';
import { keptAreasOf } from './kept-areas';

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

const restore = (...args: Parameters<typeof restoreFromSchema>) =>
  restoreFromSchema(...args).highlights;

function shape({ page, type, x, y, w, h, entity, model }: Highlight) {
  return { page, type, x, y, w, h, entity, model };
}

/** What a reviewer sees of a mark: where, what, how decided and with which code. */
function review(highlight: Highlight) {
  return {
    ...shape(highlight),
    text: highlight.text,
    accepted: isAccepted(highlight),
    code: codeOf(highlight, {}),
  };
}

/** 11 areas on 3 pages, several on one line a few points apart, each with its own code. */
function elevenAreas(): Highlight[] {
  const codes = ['Offl. § 13', 'Offl. § 24', 'Fvl. § 13'];
  return Array.from({ length: 11 }, (_, index) => {
    const page = (index % 3) + 1;
    const onLine = Math.floor(index / 3);
    return mark({
      id: `a${index}`,
      page,
      type: index % 2 === 0 ? 'SEARCH' : 'ENTITY',
      ...(index % 2 === 1 && { entity: 'PERSON', model: 'fast' }),
      x: 72 + onLine * 42,
      y: 100,
      w: 38,
      h: 11,
      text: `word ${index}`,
      status: 'accepted',
      code: codes[index % 3]!,
    });
  });
}

describe('restoring a history record', () => {
  it('gives back the boxes, types, entities and models that were saved', () => {
    const restored = restore(redactionSchema(saved, false), 'file-a', []);
    expect(restored.map(shape)).toEqual(saved.map(shape));
    expect(restored.every((highlight) => highlight.fileKey === 'file-a')).toBe(true);
    expect(new Set(restored.map((highlight) => highlight.id)).size).toBe(3);
  });

  it('restores 11 areas on 3 pages as 11 accepted marks with their codes and texts', () => {
    const redacted = elevenAreas();
    const schema = redactionSchema(redacted, false);
    const restored = restore(schema, 'file-a', [], keptAreasOf(redacted));
    expect(restored).toHaveLength(11);
    const byPlace = (list: Highlight[]) =>
      list.map(review).sort((a, b) => a.page - b.page || a.x - b.x);
    expect(byPlace(restored)).toEqual(byPlace(redacted));
  });

  it('takes suggestions at the same places for the recorded areas, not their neighbours', () => {
    const redacted = elevenAreas();
    // The file was opened again and detected: suggestions without codes lie on the same words.
    const suggestions = redacted.map((area) => ({
      ...area,
      id: `s-${area.id}`,
      fileKey: 'file-a',
      status: 'suggested' as const,
      code: undefined,
      x: area.x + 0.4,
    }));
    const { highlights, replacedIds } = restoreFromSchema(
      redactionSchema(redacted, false),
      'file-a',
      suggestions.slice(0, 3),
    );
    expect(highlights).toHaveLength(11);
    expect(replacedIds).toEqual(['s-a0', 's-a1', 's-a2']);
    expect(highlights.every(isAccepted)).toBe(true);
    // The suggestion's text serves where this browser kept none.
    expect(highlights.filter((highlight) => highlight.text).map((h) => h.id)).toEqual([
      's-a0',
      's-a1',
      's-a2',
    ]);
  });

  it('keeps the texts and how marks were made only where this browser kept them', () => {
    const selected = mark({ ...saved[0]!, creationMode: 'text_selection', text: '12.12.2018' });
    const schema = redactionSchema([selected], false);
    const [withKept] = restore(schema, 'file-a', [], keptAreasOf([selected]));
    expect(withKept).toMatchObject({ text: '12.12.2018', creationMode: 'text_selection' });
    const [withoutKept] = restore(schema, 'file-a', []);
    expect(withoutKept!.text).toBeUndefined();
    // Details of another record (another number of areas) are not applied to this one.
    const [mismatched] = restore(schema, 'file-a', [], keptAreasOf(saved));
    expect(mismatched!.text).toBeUndefined();
  });

  it('keeps why a detected area was typed so, from this browser or from the mark it replaces', () => {
    const basis = { block: 'sender' as const, holder: 'organisation' as const };
    const found = mark({ ...saved[2]!, text: 'post@nav.no', basis });
    const schema = redactionSchema([found], false);
    const [kept] = restore(schema, 'file-a', [], keptAreasOf([found]));
    expect(kept!.basis).toEqual(basis);
    const suggestion = { ...found, id: 'suggested', fileKey: 'file-a' };
    const [replacing] = restore(schema, 'file-a', [suggestion]);
    expect(replacing).toMatchObject({ id: 'suggested', basis });
    const [none] = restore(schema, 'file-a', []);
    expect(none).not.toHaveProperty('basis');
  });

  it('colours each area by its type or model, as new highlights are', () => {
    const restored = restore(redactionSchema(saved, false), 'file-a', []);
    expect(restored.map(({ color, opacity }) => [color, opacity])).toEqual([
      [DEFAULT_HIGHLIGHT_COLORS.manual, OPACITY.manual],
      [DEFAULT_HIGHLIGHT_COLORS.search, OPACITY.display],
      [DEFAULT_HIGHLIGHT_COLORS.fast, OPACITY.display],
    ]);
  });

  it('reads records without sources by their entity types', () => {
    const restored = restore(
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

  it('marks nothing twice when a record is opened again', () => {
    const schema = redactionSchema(saved, false);
    const first = restore(schema, 'file-a', []);
    const again = restoreFromSchema(schema, 'file-a', first);
    expect(again.replacedIds).toEqual(first.map((highlight) => highlight.id));
    expect(again.highlights.map((highlight) => highlight.id)).toEqual(again.replacedIds);
    const onOtherPage = { ...first[0]!, page: 2 };
    expect(restoreFromSchema(schema, 'file-a', [onOtherPage]).replacedIds).toEqual([]);
  });
});
