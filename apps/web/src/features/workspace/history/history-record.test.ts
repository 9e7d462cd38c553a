import { ZRedactionSchema } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import type { Highlight } from '../highlights/highlight';
import { hashFileName, redactionSchema } from './history-record';

const base = { fileKey: 'f', x: 10, y: 20, w: 30, h: 5, color: '#000', opacity: 1, timestamp: 0 };

describe('history record', () => {
  it('hashes the file name with SHA-256', async () => {
    expect(await hashFileName('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('keeps boxes, types, sources and models in page order, and no text', () => {
    const highlights: Highlight[] = [
      { ...base, id: '1', page: 2, type: 'MANUAL', text: 'Kari' },
      { ...base, id: '2', page: 1, type: 'ENTITY', entity: 'PERSON', model: 'fast', text: 'Ola' },
    ];
    const schema = redactionSchema(highlights, true);
    expect(ZRedactionSchema.parse(schema)).toEqual(schema);
    expect(schema.pages.map((page) => page.page)).toEqual([1, 2]);
    expect(schema.pages[0]!.sensitive[0]).toEqual({
      entity_type: 'PERSON',
      bbox: { x0: 10, y0: 20, x1: 40, y1: 25 },
      source: 'ENTITY',
      model: 'fast',
    });
    expect(JSON.stringify(schema)).not.toMatch(/Kari|Ola/);
  });
});
