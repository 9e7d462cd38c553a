import type { RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilesStore } from '../files/files-store';
import { whenRendered } from '../viewer/page-events';
import type { PDFDocumentProxy, PDFPageProxy } from '../viewer/pdfjs';
import type { PageSize } from '../viewer/page-size';
import { PAGE } from '../workspace-constants';
import { useNear } from '../viewer/use-near';
import { useHighlightsStore } from '../highlights/highlights-store';
import { isWholePage } from '../marks/page-marks';
import { PageRedactToggle } from './PageRedactToggle';

type Props = {
  doc: PDFDocumentProxy;
  fileKey: string;
  pageNumber: number;
  estimate: PageSize;
  isCurrent: boolean;
  root: Element | null;
  onOpen: () => void;
};

/** One page at scale 0.2, drawn when it comes near the panel's viewport and freed when far. */
export function Thumbnail({ doc, fileKey, pageNumber, estimate, isCurrent, root, onOpen }: Props) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const near = useNear(button, root, 1);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  const isRedacted = useHighlightsStore(
    (state) => state.byFile[fileKey]?.some(isWholePage(pageNumber)) ?? false,
  );

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    let page: PDFPageProxy | undefined;
    let task: RenderTask | undefined;
    const target = canvas.current!;
    (async () => {
      // The viewer's first page comes first; thumbnails fill in behind it.
      const inViewer = useFilesStore
        .getState()
        .files.some((file) => file.key === fileKey && file.expanded);
      if (inViewer) await whenRendered(fileKey, 1, undefined, true);
      if (cancelled) return;
      page = await doc.getPage(pageNumber);
      if (cancelled) return;
      const viewport = page.getViewport({ scale: PAGE.thumbnailScale });
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      task = page.render({ canvas: target, viewport });
      await task.promise;
    })().catch((error: unknown) => {
      if (cancelled || (error instanceof Error && error.name === 'RenderingCancelledException')) {
        return;
      }
      setFailed(true);
    });
    return () => {
      cancelled = true;
      task?.cancel();
      page?.cleanup();
      target.width = 0;
      target.height = 0;
    };
  }, [near, doc, fileKey, pageNumber]);

  return (
    <div className="thumbnail-cell" data-redacted={isRedacted || undefined}>
      <button
        ref={button}
        type="button"
        className="thumbnail"
        aria-current={isCurrent ? 'page' : undefined}
        aria-label={t('workspace.thumbnails.goToPage', { page: pageNumber })}
        onClick={onOpen}
      >
        <span
          className="thumbnail-page"
          style={{
            width: estimate.width * PAGE.thumbnailScale,
            height: estimate.height * PAGE.thumbnailScale,
          }}
        >
          <canvas ref={canvas} aria-hidden="true" />
          {failed && <span className="thumbnail-error">{t('workspace.thumbnails.error')}</span>}
        </span>
        <span className="thumbnail-label">{pageNumber}</span>
      </button>
      <PageRedactToggle fileKey={fileKey} pageNumber={pageNumber} isMarked={isRedacted} />
    </div>
  );
}
