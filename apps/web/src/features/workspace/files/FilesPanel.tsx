import { FileText, LoaderCircle, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DuplicatePagesPanel } from '../duplicates/DuplicatePagesPanel';
import { FileContentsPanel } from '../file-contents/FileContentsPanel';
import { truncateName } from '../truncate';
import { useConversionsStore } from '../upload/conversions-store';
import { UploadArea } from '../upload/UploadArea';
import { TRUNCATE } from '../workspace-constants';
import { useFilesStore } from './files-store';
import { useRemoveFile } from './use-remove-file';
import { goToFile } from '../viewer/page-tracking';
import './files-panel.css';

function formatSize(bytes: number, locale: string): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1
    ? `${megabytes.toLocaleString(locale, { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024)).toLocaleString(locale)} kB`;
}

/** The open files: choose the current one, select files for a scope, close files. */
export function FilesPanel() {
  const { t, i18n } = useTranslation();
  const files = useFilesStore((state) => state.files);
  const currentKey = useFilesStore((state) => state.currentKey);
  const selectedKeys = useFilesStore((state) => state.selectedKeys);
  const converting = useConversionsStore((state) => state.pending);
  const { toggleSelected } = useFilesStore.getState();
  const removeFile = useRemoveFile().ask;
  const allSelected = files.length > 0 && selectedKeys.length === files.length;

  function selectAll() {
    const keys = useFilesStore.getState().selectedKeys;
    for (const file of files) {
      if (keys.includes(file.key) === allSelected) toggleSelected(file.key);
    }
  }

  return (
    <section className="sidebar-panel files-panel" aria-labelledby="files-panel-title">
      <div className="files-panel-head">
        <h2 id="files-panel-title" className="sidebar-panel-title">
          {t('workspace.filesPanel.title', { count: files.length })}
        </h2>
        {files.length > 0 && (
          <button type="button" className="button" onClick={selectAll}>
            {allSelected
              ? t('workspace.filesPanel.selectNone')
              : t('workspace.filesPanel.selectAll')}
          </button>
        )}
      </div>
      {files.length === 0 && converting.length === 0 && (
        <p className="sidebar-panel-empty">{t('workspace.filesPanel.empty')}</p>
      )}
      <ul className="files-panel-list">
        {files.map((file) => {
          const isCurrent = file.key === currentKey;
          return (
            <li key={file.key} className="files-panel-item" data-current={isCurrent}>
              <input
                type="checkbox"
                checked={selectedKeys.includes(file.key)}
                onChange={() => toggleSelected(file.key)}
                aria-label={t('workspace.filesPanel.select', { name: file.name })}
              />
              <button
                type="button"
                className="files-panel-name"
                aria-current={isCurrent ? 'true' : undefined}
                title={file.name}
                onClick={() => goToFile(file.key)}
              >
                <FileText aria-hidden="true" size={16} />
                <span>{truncateName(file.name, TRUNCATE.filePanel)}</span>
                <small>
                  {[
                    file.pageCount !== null && t('workspace.pageCount', { count: file.pageCount }),
                    formatSize(file.size, i18n.language),
                    file.origin &&
                      t(
                        file.origin.combined
                          ? 'workspace.filesPanel.convertedFromMany'
                          : 'workspace.filesPanel.convertedFrom',
                        {
                          name: truncateName(file.origin.name, TRUNCATE.filePanel),
                          count: file.origin.combined?.length ?? 0,
                        },
                      ),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </small>
              </button>
              <button
                type="button"
                className="icon-button"
                onClick={() => removeFile(file.key)}
                title={t('workspace.removeFile')}
              >
                <Trash2 aria-hidden="true" size={16} />
                <span className="visually-hidden">
                  {t('workspace.filesPanel.remove', { name: file.name })}
                </span>
              </button>
              {file.origin?.notes && (
                <details className="files-panel-notes">
                  <summary>
                    {t('workspace.filesPanel.conversionNotes', { count: file.origin.notes.length })}
                  </summary>
                  <ul>
                    {file.origin.notes.map((note) => (
                      <li key={note}>{note}</li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          );
        })}
        {converting.map((pending) => (
          <li key={`converting-${pending.id}`} className="files-panel-item" aria-busy="true">
            <span className="files-panel-converting" role="status">
              <LoaderCircle aria-hidden="true" size={16} className="spin" />
              <span>
                {t('workspace.filesPanel.converting', {
                  name: truncateName(pending.name, TRUNCATE.filePanel),
                })}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <UploadArea mode="add" compact />
      <DuplicatePagesPanel />
      <FileContentsPanel />
    </section>
  );
}
