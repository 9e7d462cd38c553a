import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { engineLabel } from '../../../lib/entity-labels';
import { errorMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { useFilesStore, type RedactedFile } from '../files/files-store';
import { saveBlob } from './redact-files';
import { imageFormatFor, saveAsImage } from './save-as-image';
import { logPdf } from './redaction-log-pdf';
import { markTypeName } from '../marks/marks-filter';
import { logCsv, logFileName, type LogLabels, type RedactionLog } from './redaction-log';

/**
 * The redaction log of each redacted copy (issue 26), as PDF or CSV: per area its page, type,
 * source, exemption code and reviewer. The redacted text is left out unless the user ticks it.
 */
export function RedactionLogs() {
  const { t } = useTranslation();
  const headingId = useId();
  const [withText, setWithText] = useState(false);
  const logged = useFilesStore(
    useShallow((state) =>
      Object.values(state.redacted).filter((file): file is RedactedFile & { log: RedactionLog } =>
        Boolean(file.log),
      ),
    ),
  );
  if (logged.length === 0) return null;

  const labels: LogLabels & { title: string } = {
    title: t('workspace.redactionLog.title'),
    fields: {
      file: t('workspace.redactionLog.fields.file'),
      original: t('workspace.redactionLog.fields.original'),
      output: t('workspace.redactionLog.fields.output'),
      date: t('workspace.redactionLog.fields.date'),
      user: t('workspace.redactionLog.fields.user'),
      areas: t('workspace.redactionLog.fields.areas'),
    },
    columns: {
      page: t('workspace.redactionLog.columns.page'),
      type: t('workspace.redactionLog.columns.type'),
      source: t('workspace.redactionLog.columns.source'),
      code: t('workspace.redactionLog.columns.code'),
      reviewer: t('workspace.redactionLog.columns.reviewer'),
      text: t('workspace.redactionLog.columns.text'),
    },
    source: (source) => t(`workspace.marks.sources.${source}`),
    type: (type) => markTypeName(type, t),
    model: engineLabel,
    format: (format) => t(`workspace.formats.${format}`),
  };

  async function download(log: RedactionLog, format: 'pdf' | 'csv') {
    try {
      const blob =
        format === 'csv'
          ? new Blob([logCsv(log, labels, withText)], { type: 'text/csv;charset=utf-8' })
          : await logPdf(log, labels, withText);
      saveBlob(logFileName(log.outputName, format), blob);
    } catch {
      toast.error(t('workspace.redactionLog.failed'));
    }
  }

  return (
    <section className="redaction-logs" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('workspace.redactionLog.title')}</h3>
      <label className="redaction-option">
        <input
          type="checkbox"
          checked={withText}
          onChange={(event) => setWithText(event.target.checked)}
        />
        {t('workspace.redactionLog.withText')}
      </label>
      <ul className="redaction-log-list">
        {logged.map(({ key, log, blob, name }) => (
          <li key={key}>
            <span className="redaction-log-name" title={log.outputName}>
              {log.outputName} · {t('workspace.redactionLog.areas', { count: log.rows.length })}
            </span>
            <button
              type="button"
              className="link-button"
              aria-label={t('workspace.redactionLog.downloadPdf', { name: log.outputName })}
              onClick={() => void download(log, 'pdf')}
            >
              {t('workspace.redactionLog.pdf')}
            </button>
            <button
              type="button"
              className="link-button"
              aria-label={t('workspace.redactionLog.downloadCsv', { name: log.outputName })}
              onClick={() => void download(log, 'csv')}
            >
              {t('workspace.redactionLog.csv')}
            </button>
            <ImageButton copy={blob} name={name} format={imageFormatFor(log.origin?.format)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** For a copy made from a photo or scan: the redacted pages back as images of its pixel size. */
function ImageButton({
  copy,
  name,
  format,
}: {
  copy: Blob;
  name: string;
  format: 'png' | 'jpeg' | null;
}) {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  if (format === null) return null;
  const label = format === 'png' ? 'PNG' : 'JPEG';
  async function save(imageFormat: 'png' | 'jpeg') {
    setIsBusy(true);
    try {
      await saveAsImage(copy, name, imageFormat);
    } catch (error) {
      toast.error(errorMessage(t, error, t('workspace.redactionLog.imageFailed')));
    } finally {
      setIsBusy(false);
    }
  }
  return (
    <button
      type="button"
      className="link-button"
      disabled={isBusy}
      aria-label={t('workspace.redactionLog.downloadImage', { name, format: label })}
      onClick={() => void save(format)}
    >
      {t('workspace.redactionLog.image', { format: label })}
    </button>
  );
}
