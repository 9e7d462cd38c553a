import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cancelEngineDownload,
  ensureEngineFiles,
  useEngineFiles,
  type EngineFilesState,
} from './engine-files-store';
import './engine-download.css';

/** Failures another attempt may mend; the others need the page reloaded or another browser. */
const RETRYABLE = new Set(['offline', 'network', 'storage-full']);

/**
 * On-device mode's files: the one-line explanation, and a download button, the progress
 * ("12.4 of 20.1 MB") with Cancel, the kept size, or why it failed with Try again. The
 * workspace mounts it where it shows on-device mode; it reads `useEngineFiles`, and its buttons
 * call `ensureEngineFiles` and `cancelEngineDownload`.
 */
export function EngineDownload() {
  const { t, i18n } = useTranslation();
  const state = useEngineFiles();
  const megabytes = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const mb = (bytes: number) => megabytes.format(bytes / 1_000_000);
  const handleDownload = () => {
    // The failure is shown from the store; nothing waits on this call here.
    ensureEngineFiles().catch(() => undefined);
  };
  return (
    <section className="engine-download" aria-label={t('onDevice.download.title')}>
      <p className="engine-download-note">{t('onDevice.download.explanation')}</p>
      <div aria-live="polite">
        <EngineDownloadStatus state={state} mb={mb} onDownload={handleDownload} />
      </div>
    </section>
  );
}

function EngineDownloadStatus({
  state,
  mb,
  onDownload,
}: {
  state: EngineFilesState;
  mb: (bytes: number) => string;
  onDownload: () => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  switch (state.status) {
    case 'idle':
      return (
        <button type="button" className="button button-primary" onClick={onDownload}>
          {t('onDevice.download.start')}
        </button>
      );
    case 'checking':
      return <p>{t('onDevice.download.checking')}</p>;
    case 'downloading': {
      const text = t('onDevice.download.progress', {
        done: mb(state.done),
        total: mb(state.total),
      });
      const percent = state.total > 0 ? (100 * state.done) / state.total : 0;
      return (
        <div className="engine-download-progress">
          <span id={labelId}>{t('onDevice.download.progressLabel')}</span>
          <div
            role="progressbar"
            aria-labelledby={labelId}
            aria-valuemin={0}
            aria-valuemax={state.total}
            aria-valuenow={state.done}
            aria-valuetext={text}
            className="engine-download-track"
          >
            {/* Set through the CSSOM, which the strict style-src allows. */}
            <span style={{ width: `${Math.min(percent, 100)}%` }} />
          </div>
          <span className="engine-download-bytes">{text}</span>
          <button type="button" className="button button-secondary" onClick={cancelEngineDownload}>
            {t('onDevice.download.cancel')}
          </button>
        </div>
      );
    }
    case 'ready':
      return <p>{t('onDevice.download.ready', { total: mb(state.total) })}</p>;
    case 'failed':
      return (
        <div className="engine-download-failed">
          <p role="alert">{t(`onDevice.download.failed.${state.reason}`)}</p>
          {RETRYABLE.has(state.reason) && (
            <button type="button" className="button button-secondary" onClick={onDownload}>
              {t('onDevice.download.retry')}
            </button>
          )}
        </div>
      );
  }
}
