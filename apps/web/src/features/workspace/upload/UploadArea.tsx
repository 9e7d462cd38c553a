import { FilePlus2 } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadMode } from '../files/files-store';
import { useConversionsStore } from './conversions-store';
import { useUpload } from './use-upload';
import { UPLOAD_ACCEPT } from '../marks-exchange/xfdf-drop';
import { useProcessingLocation } from '../../on-device/processing-location';

/**
 * A drop zone that also opens the file picker; in replace mode it replaces the open files.
 * `compact` makes it the icon-only add button (spec §2), still a drop target.
 */
export function UploadArea({ mode, compact = false }: { mode: UploadMode; compact?: boolean }) {
  const { t } = useTranslation();
  const upload = useUpload();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const converting = useConversionsStore((state) => state.pending);
  // On this device only images become PDFs: the title and hint say so.
  const isOnDevice = useProcessingLocation() === 'device';

  function drop(event: DragEvent) {
    event.preventDefault();
    // The workspace around takes drops too; this one is handled here.
    event.stopPropagation();
    setDragging(false);
    upload([...event.dataTransfer.files], mode);
  }

  return (
    <div
      className={compact ? 'upload-area upload-area-compact' : 'upload-area'}
      data-dragging={dragging}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      {compact ? (
        <label htmlFor={inputId} className="upload-area-label" title={t('workspace.upload.add')}>
          <FilePlus2 aria-hidden="true" size={20} />
          <span className="visually-hidden">{t('workspace.upload.add')}</span>
        </label>
      ) : (
        <label htmlFor={inputId} className="upload-area-label">
          <strong>
            {t(isOnDevice ? 'workspace.onDevice.uploadTitle' : 'workspace.upload.title')}
          </strong>
          <span>{t(isOnDevice ? 'workspace.onDevice.uploadHint' : 'workspace.upload.hint')}</span>
          {converting.map((pending) => (
            <span key={pending.id} role="status" className="upload-area-converting">
              {t('workspace.filesPanel.converting', { name: pending.name })}
            </span>
          ))}
        </label>
      )}
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={UPLOAD_ACCEPT}
        multiple
        data-testid={`upload-${mode}`}
        onChange={(event) => {
          upload([...(event.currentTarget.files ?? [])], mode);
          event.currentTarget.value = '';
        }}
      />
    </div>
  );
}
