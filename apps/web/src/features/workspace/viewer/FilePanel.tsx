import { ChevronDown, ChevronRight, Maximize2 } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useFilesStore, type OpenFile } from '../files/files-store';
import { useRemoveFile } from '../files/use-remove-file';
import { useFullscreenStore } from '../fullscreen/fullscreen-store';
import { truncateName } from '../truncate';
import { TRUNCATE } from '../workspace-constants';
import { baseScale } from './base-scale';
import { PdfPage } from './PdfPage';
import { UnlockForm } from '../unlock/UnlockForm';
import { usePdfDocument } from './use-pdf-document';

type Props = {
  file: OpenFile;
  isCurrent: boolean;
  isSelected: boolean;
  zoom: number;
  /** The viewer's width, which the page width is fitted to before zooming. */
  width: number;
  root: Element | null;
};

/** One open file: a header with its name and buttons, and its pages while expanded. */
export function FilePanel({ file, isCurrent, isSelected, zoom, width, root }: Props) {
  const { t } = useTranslation();
  const { setCurrent, toggleSelected, setExpanded } = useFilesStore.getState();
  const removeFile = useRemoveFile().ask;
  const redacted = useFilesStore((state) => state.redacted[file.key]);
  const isPreview = redacted?.shown === true;
  const document = usePdfDocument(file.expanded ? (isPreview ? redacted.blob : file.file) : null);
  const pageCount = document.status === 'ready' ? document.doc.numPages : null;
  const scale =
    document.status === 'ready'
      ? baseScale(width, window.innerWidth, document.firstPage.width) * zoom
      : zoom;

  const collapseLabel = t(file.expanded ? 'workspace.collapseFile' : 'workspace.expandFile', {
    name: file.name,
  });

  useEffect(() => {
    if (pageCount !== null) useFilesStore.getState().setPageCount(file.key, pageCount);
  }, [file.key, pageCount]);

  useEffect(() => {
    if (document.status === 'error') toast.error(t('workspace.notices.errorLoadingPdfGeneric'));
  }, [document.status, t]);

  return (
    <section
      className="file-panel"
      data-current={isCurrent}
      data-file-key={file.key}
      aria-label={file.name}
      onClick={() => setCurrent(file.key)}
    >
      <header className="file-panel-header">
        {/* Collapsing is its own control: a click on the name must pick the file, not hide it. */}
        <button
          type="button"
          className="icon-button file-panel-collapse"
          aria-expanded={file.expanded}
          aria-label={collapseLabel}
          title={collapseLabel}
          onClick={() => setExpanded(file.key, !file.expanded)}
        >
          {file.expanded ? (
            <ChevronDown aria-hidden="true" size={16} />
          ) : (
            <ChevronRight aria-hidden="true" size={16} />
          )}
        </button>
        <button
          type="button"
          className="file-panel-title"
          aria-current={isCurrent ? 'true' : undefined}
          title={file.name}
          onClick={() => setCurrent(file.key)}
        >
          {truncateName(file.name, TRUNCATE.filePanel)}
          {/* aria-current says it to a screen reader; the badge says it to the eye. */}
          {isCurrent && (
            <span className="file-panel-current" aria-hidden="true">
              {t('workspace.currentFile')}
            </span>
          )}
        </button>
        <span className="file-panel-pages">
          {file.pageCount !== null && t('workspace.pageCount', { count: file.pageCount })}
        </span>
        {redacted && (
          <button
            type="button"
            className="button file-panel-preview"
            aria-pressed={isPreview}
            title={t('workspace.preview.toggleTitle')}
            onClick={() => useFilesStore.getState().showRedacted(file.key, !isPreview)}
          >
            {t('workspace.preview.toggle')}
          </button>
        )}
        <label className="file-panel-select" title={t('workspace.selectFile')}>
          <input type="checkbox" checked={isSelected} onChange={() => toggleSelected(file.key)} />
          <span className="visually-hidden">{t('workspace.selectFile')}</span>
        </label>
        <button
          type="button"
          className="icon-button"
          onClick={() => useFullscreenStore.getState().open(file.key)}
          title={t('workspace.fullscreen.open')}
        >
          <Maximize2 aria-hidden="true" size={16} />
          <span className="visually-hidden">{t('workspace.fullscreen.open')}</span>
        </button>
        <button
          type="button"
          className="icon-button"
          onClick={() => removeFile(file.key)}
          title={t('workspace.removeFile')}
        >
          <span aria-hidden="true">✕</span>
          <span className="visually-hidden">{t('workspace.removeFile')}</span>
        </button>
      </header>
      {file.expanded && document.status === 'loading' && (
        <p className="file-panel-status">{t('workspace.loadingPdf')}</p>
      )}
      {file.expanded && document.status === 'password' && <UnlockForm file={file} />}
      {file.expanded && document.status === 'error' && (
        <div className="file-panel-status" role="alert">
          <strong>{t('workspace.errorLoadingPdf')}</strong>
          <p>{t('workspace.couldNotLoadPdf')}</p>
          <p>{t('workspace.tryUploadingAgain')}</p>
        </div>
      )}
      {file.expanded && isPreview && (
        <p className="file-panel-preview-note" role="status">
          {t('workspace.preview.note')}
        </p>
      )}
      {file.expanded && document.status === 'ready' && (
        <div className="file-panel-pages-list">
          {Array.from({ length: document.doc.numPages }, (_, index) => (
            <PdfPage
              key={index + 1}
              doc={document.doc}
              fileKey={file.key}
              pageNumber={index + 1}
              scale={scale}
              estimate={document.firstPage}
              root={root}
              isPreview={isPreview}
            />
          ))}
        </div>
      )}
    </section>
  );
}
