import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadMode } from '../files/files-store';
import { useUpload } from './use-upload';

/** A drop zone that also opens the file picker; in replace mode it replaces the open files. */
export function UploadArea({ mode }: { mode: UploadMode }) {
  const { t } = useTranslation();
  const upload = useUpload();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    upload([...event.dataTransfer.files], mode);
  }

  return (
    <div
      className="upload-area"
      data-dragging={dragging}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <label htmlFor={inputId} className="upload-area-label">
        <strong>{t('workspace.upload.title')}</strong>
        <span>{t('workspace.upload.hint')}</span>
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept="application/pdf,.pdf"
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
