import { useTranslation } from 'react-i18next';
import { useFilesStore } from '../files/files-store';
import { useFileMarksStore, type FileMarksRead } from './file-marks-store';
import { readFileMarks } from './read-file-marks';

const isUnread = (read: FileMarksRead | undefined) => read?.state === 'failed' && !read.isLocked;

/**
 * In the marks tab, the open files whose own redaction marks could not be read, each with a way
 * to try again: until they are read, redacting such a file is refused if it holds any.
 */
export function FileMarksNotice() {
  const { t } = useTranslation();
  const files = useFilesStore((state) => state.files);
  const reads = useFileMarksStore((state) => state.byFile);
  const unread = files.filter((file) => isUnread(reads[file.key]));
  if (unread.length === 0) return null;
  return (
    <ul className="file-marks-notice">
      {unread.map((file) => (
        <li key={file.key}>
          {t('workspace.fileMarks.notRead', { name: file.name })}{' '}
          <button type="button" className="link-button" onClick={() => void readFileMarks(file, t)}>
            {t('workspace.fileMarks.retry')}
          </button>
        </li>
      ))}
    </ul>
  );
}
