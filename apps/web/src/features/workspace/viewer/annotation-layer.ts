import type { AnnotationLayer, PageViewport } from 'pdfjs-dist';
import { loadPdfjs, type PDFPageProxy } from './pdfjs';
import './annotation-layer.css';

type LinkService = Parameters<AnnotationLayer['render']>[0]['linkService'];

/**
 * The layer never leads anywhere: a redaction viewer follows no link, runs no action and opens
 * no attachment of the file it shows.
 */
const INERT_LINKS = {
  eventBus: undefined,
  addLinkAttributes: () => {},
  getDestinationHash: () => '#',
  getAnchorUrl: () => '#',
  goToDestination: () => {},
  executeNamedAction: () => {},
  executeSetOCGState: () => {},
  getAttachmentContent: async () => null,
} as unknown as LinkService;

const CONTROLS = 'input, select, textarea, button';

type Annotation = { id: string; annotationType: number; hasAppearance?: boolean };

/**
 * Draws pdf.js's HTML layer of the page's annotations into `div`: form fields as real inputs
 * (their values readable by screen readers and tests) and comments' text. The canvas draws every
 * annotation's own appearance (annotationMode ENABLE): a field is seen as the file shows it,
 * where the search and detection boxes were measured. So each value is seen once, a field the
 * canvas drew keeps its input's text transparent ("drawn" class), and only a field without an
 * appearance shows the input's text. The layer is read-only: controls are disabled, links and
 * focusable parts leave the tab order, and CSS lets the mouse through to the marking layer.
 * `canvases` is the map the page render filled with the appearances pdf.js draws apart.
 */
export async function renderAnnotationLayer(options: {
  page: PDFPageProxy;
  viewport: PageViewport;
  div: HTMLDivElement;
  canvases: Map<string, HTMLCanvasElement>;
}): Promise<AnnotationLayer> {
  const { page, viewport, div, canvases } = options;
  const { AnnotationLayer, AnnotationType } = await loadPdfjs();
  // Links are drawn on the canvas already; as HTML they would only be tab stops to nowhere.
  const annotations = ((await page.getAnnotations({ intent: 'display' })) as Annotation[]).filter(
    (annotation) => annotation.annotationType !== AnnotationType.LINK,
  );
  const flat = viewport.clone({ dontFlip: true });
  const layer = new AnnotationLayer({
    div,
    page,
    viewport: flat,
    annotationCanvasMap: canvases,
    // The layer's own storage (pdf.js makes one): nothing it holds may change what the canvas
    // draws from the document's.
    annotationStorage: undefined,
    linkService: INERT_LINKS,
    accessibilityManager: null,
    annotationEditorUIManager: null,
    structTreeLayer: null,
    commentManager: null,
  });
  await layer.render({
    annotations,
    page,
    viewport: flat,
    div,
    linkService: INERT_LINKS,
    renderForms: true,
    enableScripting: false,
    enableAnnotationEditing: false,
  });
  makeReadOnly(div);
  markDrawn(div, annotations);
  return layer;
}

/** Fields whose look the canvas drew from their appearance: their inputs draw no text again. */
function markDrawn(div: HTMLDivElement, annotations: Annotation[]) {
  for (const { id, hasAppearance } of annotations) {
    if (!hasAppearance) continue;
    div.querySelector(`[data-annotation-id="${CSS.escape(id)}"]`)?.classList.add('drawn');
  }
}

/** No field of the layer takes input or focus; disabled controls still tell their values. */
function makeReadOnly(div: HTMLDivElement) {
  for (const control of div.querySelectorAll<HTMLInputElement>(CONTROLS)) control.disabled = true;
  for (const focusable of div.querySelectorAll<HTMLElement>('a, [tabindex]')) {
    focusable.tabIndex = -1;
  }
}
