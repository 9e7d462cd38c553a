import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilesStore, type OpenFile } from '../files/files-store';
import { truncateName } from '../truncate';
import { UploadArea } from '../upload/UploadArea';
import { showPage } from '../viewer/navigation';
import { usePdfDocument } from '../viewer/use-pdf-document';
import { TRUNCATE } from '../workspace-constants';
import { PageInput } from './PageInput';
import { Thumbnail } from './Thumbnail';
import './thumbnails.css';

function FileThumbnails({ file, root }: { file: OpenFile; root: Element | null }) {
  const { t } = useTranslation();
  const page = useFilesStore((state) => state.pages[file.key] ?? 1);
  const document = usePdfDocument(file.file);
  if (document.status === 'loading') {
    return <p className="sidebar-panel-empty">{t('workspace.thumbnails.loading')}</p>;
  }
  if (document.status === 'password') {
    return <p className="sidebar-panel-empty">{t('workspace.unlock.title')}</p>;
  }
  if (document.status === 'error') {
    return (
      <p className="thumbnail-error" role="alert">
        {t('workspace.thumbnails.error')}
      </p>
    );
  }
  const pageCount = document.doc.numPages;
  return (
    <>
      <PageInput
        page={page}
        pageCount={pageCount}
        label={file.name}
        onGo={(target) => void showPage(file.key, target)}
      />
      <div className="thumbnail-grid">
        {Array.from({ length: pageCount }, (_, index) => (
          <Thumbnail
            key={index + 1}
            doc={document.doc}
            fileKey={file.key}
            pageNumber={index + 1}
            estimate={document.firstPage}
            isCurrent={index + 1 === page}
            root={root}
            onOpen={() => void showPage(file.key, index + 1)}
          />
        ))}
      </div>
    </>
  );
}

/**
 * Page thumbnails per open file (spec §2). Only expanded files open a document here, so a
 * collapsed list costs nothing; the current file starts expanded.
 */
export function ThumbnailsPanel() {
  const { t } = useTranslation();
  const files = useFilesStore((state) => state.files);
  const currentKey = useFilesStore((state) => state.currentKey);
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const isExpanded = (key: string) => toggled[key] ?? key === currentKey;
  const attach = useCallback(
    (element: HTMLElement | null) => setRoot(element?.closest('.sidebar-panel-area') ?? null),
    [],
  );

  return (
    <section
      ref={attach}
      className="sidebar-panel thumbnails-panel"
      aria-labelledby="thumbnails-title"
    >
      <h2 id="thumbnails-title" className="sidebar-panel-title">
        {t('workspace.thumbnails.title', { count: files.length })}
      </h2>
      {files.length === 0 && (
        <>
          <p className="sidebar-panel-empty">{t('workspace.filesPanel.empty')}</p>
          <UploadArea mode="add" compact />
        </>
      )}
      {files.map((file) => (
        <div key={file.key} className="thumbnails-file" data-current={file.key === currentKey}>
          <button
            type="button"
            className="thumbnails-file-toggle"
            aria-expanded={isExpanded(file.key)}
            title={file.name}
            onClick={() => setToggled((state) => ({ ...state, [file.key]: !isExpanded(file.key) }))}
          >
            <span aria-hidden="true">{isExpanded(file.key) ? '▾' : '▸'}</span>{' '}
            {truncateName(file.name, TRUNCATE.thumbnailTitle)}
          </button>
          {isExpanded(file.key) && <FileThumbnails file={file} root={root} />}
        </div>
      ))}
    </section>
  );
}
