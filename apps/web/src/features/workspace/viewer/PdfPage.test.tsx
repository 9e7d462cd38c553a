import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { PdfPage, RENDER_STALL_MS, RESTART_PAUSE_MS } from './PdfPage';
import type { PDFDocumentProxy } from './pdfjs';

vi.mock('./pdfjs', () => ({
  loadPdfjs: async () => ({
    AnnotationMode: { ENABLE: 1, ENABLE_FORMS: 2 },
    AnnotationType: { LINK: 2 },
    TextLayer: class {
      render = async () => {};
      cancel = () => {};
    },
    AnnotationLayer: class {
      render = async () => {};
      destroy = () => {};
    },
  }),
}));

/** A task pdf.js never finishes (no chunk drawn), or one that draws a chunk and finishes. */
type FakeTask = {
  onContinue?: (proceed: () => void) => void;
  cancel: () => void;
  promise: Promise<void>;
};

function renderTask(finishes: boolean): FakeTask {
  const task: FakeTask = { cancel: vi.fn(), promise: new Promise<void>(() => {}) };
  if (finishes) task.promise = Promise.resolve().then(() => task.onContinue?.(() => {}));
  return task;
}

/** `objs` are the page's decoded images as pdf.js keeps them: null for one it could not decode. */
function fakeDoc(finishing: boolean[], objs: [string, unknown][] = []) {
  const page = {
    getViewport: ({ scale }: { scale: number }) => ({
      width: 600 * scale,
      height: 800 * scale,
      clone: () => ({}),
    }),
    render: vi.fn((_params: { annotationMode?: number }) => renderTask(finishing.shift() ?? true)),
    streamTextContent: () => ({}),
    getAnnotations: async () => [],
    objs,
    cleanup: vi.fn(),
  };
  return { page, doc: { getPage: async () => page } as unknown as PDFDocumentProxy };
}

function show(doc: PDFDocumentProxy) {
  return render(
    <PdfPage doc={doc} fileKey="f" pageNumber={1} scale={1} estimate={null} root={null} />,
  );
}

const rendered = (container: HTMLElement) =>
  container.querySelector('.pdf-page')!.getAttribute('data-rendered');

describe('PdfPage', () => {
  beforeEach(() => {
    startI18n();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Every page is near the viewport.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
        observe() {
          this.report([{ isIntersecting: true }]);
        }
        disconnect() {}
      },
    );
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('renders a page and says so', async () => {
    const { doc, page } = fakeDoc([true], [['img_p0_1', { width: 10 }]]);
    const { container } = show(doc);
    await vi.waitFor(() => expect(rendered(container)).toBe('true'));
    expect(page.render).toHaveBeenCalledTimes(1);
    // Every appearance on the canvas, form fields' too; the annotation layer between the canvas
    // and the text shows only the values no appearance draws.
    expect(page.render.mock.calls[0]![0].annotationMode).toBe(1);
    const layers = [...container.querySelector('.pdf-page')!.children].map((child) =>
      child.getAttribute('class'),
    );
    expect(layers.slice(0, 3)).toEqual(['pdf-page-canvas', 'annotationLayer', 'textLayer']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says on the page that an image of it could not be decoded', async () => {
    const { doc } = fakeDoc([true], [['img_p0_1', null]]);
    const { container } = show(doc);
    await vi.waitFor(() => expect(rendered(container)).toBe('true'));
    expect(screen.getByRole('alert')).toHaveTextContent(/Part of this page could not be drawn/);
  });

  it('says on the page that it could not be drawn at all', async () => {
    const { doc, page } = fakeDoc([]);
    page.render.mockImplementation(() => ({
      cancel: vi.fn(),
      promise: Promise.reject(new Error('broken content stream')),
    }));
    const { container } = show(doc);
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown.'),
    );
    expect(rendered(container)).toBe('false');
  });

  it('starts a render again that never drew anything, after the pause pdf.js needs', async () => {
    const { doc, page } = fakeDoc([false, true]);
    const { container } = show(doc);
    await vi.waitFor(() => expect(page.render).toHaveBeenCalledTimes(1));
    await act(() => vi.advanceTimersByTimeAsync(RENDER_STALL_MS[0]! - 100));
    expect(rendered(container)).toBe('false');
    expect(page.render).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(100 + RESTART_PAUSE_MS));
    const stalled = page.render.mock.results[0]!.value as FakeTask;
    expect(stalled.cancel).toHaveBeenCalled();
    await vi.waitFor(() => expect(rendered(container)).toBe('true'));
    expect(page.render).toHaveBeenCalledTimes(2);
  });

  it('a new scale cancels the render and waits out the pause before drawing again', async () => {
    const { doc, page } = fakeDoc([false, true]);
    const { container, rerender } = show(doc);
    await vi.waitFor(() => expect(page.render).toHaveBeenCalledTimes(1));
    rerender(
      <PdfPage doc={doc} fileKey="f" pageNumber={1} scale={2} estimate={null} root={null} />,
    );
    expect((page.render.mock.results[0]!.value as FakeTask).cancel).toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(RESTART_PAUSE_MS - 100));
    expect(page.render).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await vi.waitFor(() => expect(rendered(container)).toBe('true'));
    expect(page.render).toHaveBeenCalledTimes(2);
  });

  it('gives up starting again after its last try, and keeps waiting', async () => {
    const tries = RENDER_STALL_MS.length + 1;
    const { doc, page } = fakeDoc([...Array<boolean>(tries).fill(false), true]);
    show(doc);
    await vi.waitFor(() => expect(page.render).toHaveBeenCalledTimes(1));
    for (const [index, wait] of RENDER_STALL_MS.entries()) {
      await act(() => vi.advanceTimersByTimeAsync(wait + RESTART_PAUSE_MS));
      await vi.waitFor(() => expect(page.render).toHaveBeenCalledTimes(index + 2));
    }
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(page.render).toHaveBeenCalledTimes(tries);
  });
});
