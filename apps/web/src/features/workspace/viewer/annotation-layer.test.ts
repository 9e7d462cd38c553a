import { describe, expect, it, vi } from 'vitest';
import { renderAnnotationLayer } from './annotation-layer';
import type { PDFPageProxy } from './pdfjs';

type Annotation = {
  annotationType: number;
  id: string;
  fieldValue?: string;
  hasAppearance?: boolean;
  url?: string;
};

/**
 * pdf.js's layer, reduced to what it does with our parameters: a link becomes an anchor, a text
 * field an input pdf.js leaves editable, a comment a focusable section.
 */
const { drawn } = vi.hoisted(() => ({ drawn: [] as Annotation[][] }));
vi.mock('./pdfjs', () => ({
  loadPdfjs: async () => ({
    AnnotationType: { LINK: 2, TEXT: 1, WIDGET: 20 },
    AnnotationLayer: class {
      private readonly div: HTMLDivElement;
      constructor({ div }: { div: HTMLDivElement }) {
        this.div = div;
      }
      async render({ annotations }: { annotations: Annotation[] }) {
        drawn.push(annotations);
        for (const annotation of annotations) {
          const section = document.createElement('section');
          section.setAttribute('data-annotation-id', annotation.id);
          if (annotation.annotationType === 2) {
            const link = document.createElement('a');
            link.href = annotation.url!;
            section.append(link);
          } else if (annotation.fieldValue !== undefined) {
            const input = document.createElement('input');
            input.value = annotation.fieldValue;
            section.append(input);
          } else {
            section.tabIndex = 1000;
          }
          this.div.append(section);
        }
      }
    },
  }),
}));

const annotations: Annotation[] = [
  { annotationType: 20, id: 'name', fieldValue: 'John Doe' },
  { annotationType: 20, id: 'city', fieldValue: 'Chicago', hasAppearance: true },
  { annotationType: 2, id: 'link', url: 'https://example.com/' },
  { annotationType: 1, id: 'comment' },
];

async function draw() {
  const div = document.createElement('div');
  const page = { getAnnotations: async () => annotations } as unknown as PDFPageProxy;
  const viewport = { clone: () => ({}) } as never;
  await renderAnnotationLayer({ page, viewport, div, canvases: new Map() });
  return div;
}

describe('renderAnnotationLayer', () => {
  it('shows field values that cannot be changed or focused', async () => {
    const div = await draw();
    const inputs = [...div.querySelectorAll('input')];
    expect(inputs.map((input) => input.value)).toEqual(['John Doe', 'Chicago']);
    expect(inputs.every((input) => input.disabled)).toBe(true);
    expect(div.querySelector<HTMLElement>('section[tabindex]')!.tabIndex).toBe(-1);
  });

  it('marks the fields the canvas drew from their appearance, and only those', async () => {
    const div = await draw();
    const drawn = [...div.querySelectorAll('section.drawn')];
    expect(drawn.map((section) => section.getAttribute('data-annotation-id'))).toEqual(['city']);
  });

  it("draws no link: the viewer never follows a file's links", async () => {
    const div = await draw();
    expect(div.querySelector('a')).toBeNull();
    expect(drawn.at(-1)!.map((annotation) => annotation.id)).toEqual(['name', 'city', 'comment']);
  });
});
