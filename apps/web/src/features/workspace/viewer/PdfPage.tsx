import type { AnnotationLayer, RenderTask, TextLayer } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HighlightLayer } from '../highlights/HighlightLayer';
import { MarkingLayer } from '../highlights/MarkingLayer';
import { useWordsStore } from '../text-selection/words-store';
import { PAGE } from '../workspace-constants';
import { renderAnnotationLayer } from './annotation-layer';
import { markReleased, markRendered, pageElementId } from './page-events';
import { loadPdfjs, type PDFDocumentProxy, type PDFPageProxy } from './pdfjs';
import './pdf-page.css';
import './text-layer.css';
import type { PageSize } from './page-size';
import { useNear } from './use-near';

export type { PageSize } from './page-size';

type Props = {
  doc: PDFDocumentProxy;
  fileKey: string;
  pageNumber: number;
  scale: number;
  /** The first page's size at scale 1, for the placeholder until this page is measured. */
  estimate: PageSize | null;
  /** The scrolling element pages are near to or far from. */
  root: Element | null;
  /** The page of a redacted copy: shown as it is, without marks to edit. */
  isPreview?: boolean;
};

/** Pages this far outside the viewport (in viewport heights) render; farther ones are released. */
const NEAR_MARGIN = 1.5;
/**
 * A render that makes no progress for this long is started again (three times at most): rarely
 * pdf.js never starts drawing a page rendered again right after a cancelled render (seen in CI,
 * a page left at "Loading page…"). Progress is each drawn chunk, so a slow page is not cut.
 */
export const RENDER_STALL_MS = [8_000, 12_000, 30_000];
/**
 * Between a cancelled render of a page and its next one, after a stall or a new scale alike:
 * pdf.js drops a cancelled page's operator list 100 ms after the cancel, and a render asked for
 * before then can wait on the dropped one.
 */
export const RESTART_PAUSE_MS = 250;

/**
 * pdf.js skips an image it cannot decode (a codec it lacks, a broken stream) and draws the rest:
 * the page's object for that image is left empty. Such a page must not pass for complete.
 */
function hasUndecodedImage(page: PDFPageProxy): boolean {
  for (const [, data] of page.objs) if (data === null) return true;
  return false;
}

/**
 * One page: a placeholder until it comes near the viewport, then the canvas, the form and
 * annotation layer, the text layer and the highlight layers. Far from the viewport again, the canvas and pdf.js's page data are freed,
 * so memory stays bounded in a 500-page file.
 */
export function PdfPage({
  doc,
  fileKey,
  pageNumber,
  scale,
  estimate,
  root,
  isPreview = false,
}: Props) {
  const { t } = useTranslation();
  const wrapper = useRef<HTMLDivElement>(null);
  const near = useNear(wrapper, root, NEAR_MARGIN);
  const canvas = useRef<HTMLCanvasElement>(null);
  const annotationLayer = useRef<HTMLDivElement>(null);
  const textLayer = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<PageSize | null>(null);
  const [state, setState] = useState<'idle' | 'rendered' | 'error'>('idle');
  /** Drawn, but without an image or the form values: said on the page. */
  const [isIncomplete, setIncomplete] = useState(false);
  const [attempt, setAttempt] = useState(0);
  /** When this page's last render was cancelled (Date.now()), so the next one waits out the pause. */
  const cancelledAt = useRef(-Infinity);
  const words = useWordsStore((store) => store.byFile[fileKey]?.status);

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    let page: PDFPageProxy | undefined;
    let task: RenderTask | undefined;
    let text: TextLayer | undefined;
    let annotations: AnnotationLayer | undefined;
    const target = canvas.current!;
    const container = textLayer.current!;
    const annotationDiv = annotationLayer.current!;
    let stall: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(stall);
      const wait = RENDER_STALL_MS[attempt];
      if (wait !== undefined) stall = setTimeout(() => setAttempt(attempt + 1), wait);
    };
    (async () => {
      const pause = cancelledAt.current + RESTART_PAUSE_MS - Date.now();
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
      if (cancelled) return;
      watch();
      page = await doc.getPage(pageNumber);
      if (cancelled) return;
      const unscaled = page.getViewport({ scale: 1 });
      setSize({ width: unscaled.width, height: unscaled.height });
      const viewport = page.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      target.width = Math.floor(viewport.width * ratio);
      target.height = Math.floor(viewport.height * ratio);
      const { AnnotationMode, TextLayer } = await loadPdfjs();
      const canvases = new Map<string, HTMLCanvasElement>();
      task = page.render({
        canvas: target,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        // Every annotation's own appearance, form fields' too, as readers draw them; the
        // annotation layer shows only the values no appearance draws (annotation-layer.ts).
        annotationMode: AnnotationMode.ENABLE,
        annotationCanvasMap: canvases,
      });
      task.onContinue = (proceed: () => void) => {
        watch();
        proceed();
      };
      await task.promise;
      if (cancelled) return;
      let isMissing = hasUndecodedImage(page);
      annotationDiv.replaceChildren();
      try {
        annotations = await renderAnnotationLayer({
          page,
          viewport,
          div: annotationDiv,
          canvases,
        });
      } catch (error) {
        if (cancelled) return;
        // The page itself is drawn; its fields are not, and the page says so.
        console.warn('The form and annotation layer of a page could not be drawn', error);
        isMissing = true;
      }
      if (cancelled) return;
      setIncomplete(isMissing);
      container.replaceChildren();
      text = new TextLayer({ textContentSource: page.streamTextContent(), container, viewport });
      await text.render();
      if (cancelled) return;
      clearTimeout(stall);
      setState('rendered');
      markRendered(fileKey, pageNumber);
    })().catch((error: unknown) => {
      if (cancelled || (error instanceof Error && error.name === 'RenderingCancelledException')) {
        return;
      }
      clearTimeout(stall);
      setState('error');
    });
    return () => {
      cancelled = true;
      clearTimeout(stall);
      if (task) cancelledAt.current = Date.now();
      task?.cancel();
      text?.cancel();
      annotations?.destroy();
      page?.cleanup();
      markReleased(fileKey, pageNumber);
      target.width = 0;
      target.height = 0;
      // A far page keeps no text spans either: 500 pages of them would fill the DOM.
      container.replaceChildren();
      annotationDiv.replaceChildren();
      setState('idle');
      setIncomplete(false);
    };
  }, [near, doc, fileKey, pageNumber, scale, attempt]);

  const shown = size ?? estimate;
  const width = shown ? shown.width * scale : undefined;
  const height = shown ? shown.height * scale : PAGE.placeholderHeight;
  return (
    <div
      ref={wrapper}
      id={pageElementId(fileKey, pageNumber)}
      className="pdf-page"
      data-file-key={fileKey}
      data-page={pageNumber}
      data-rendered={state === 'rendered'}
      data-near={near}
      data-attempt={attempt || undefined}
      data-preview={isPreview || undefined}
      style={{
        width,
        height: Math.max(height, shown ? 0 : PAGE.placeholderMinHeight),
        ['--scale-factor' as string]: scale,
        ['--total-scale-factor' as string]: scale,
        ['--user-unit' as string]: 1,
      }}
    >
      <canvas ref={canvas} className="pdf-page-canvas" aria-hidden="true" />
      <div ref={annotationLayer} className="annotationLayer" />
      <div ref={textLayer} className="textLayer" />
      {state === 'rendered' && !isPreview && (
        <>
          <HighlightLayer fileKey={fileKey} page={pageNumber} scale={scale} />
          <MarkingLayer fileKey={fileKey} page={pageNumber} scale={scale} />
        </>
      )}
      {state === 'idle' && <div className="pdf-page-loading">{t('workspace.loadingPage')}</div>}
      {state === 'error' && (
        <div className="pdf-page-error" role="alert">
          {t('workspace.errorLoadingPage')}
        </div>
      )}
      {state === 'rendered' && isIncomplete && (
        <span className="pdf-page-incomplete" role="alert">
          {t('workspace.pageIncomplete')}
        </span>
      )}
      {words === 'processing' && (
        <span className="pdf-page-ocr" data-status={words} role="status">
          {t('workspace.preparingTextLayer')}
        </span>
      )}
      {words === 'error' && (
        <span className="pdf-page-ocr" data-status={words} role="alert">
          {t('workspace.processingFailed')}
        </span>
      )}
      <span className="pdf-page-number" aria-hidden="true">
        {pageNumber}
      </span>
    </div>
  );
}
