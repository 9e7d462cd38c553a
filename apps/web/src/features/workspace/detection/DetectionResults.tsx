import { DETECT_MESSAGES } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { useFilesStore } from '../files/files-store';
import { isAccepted } from '../highlights/highlight';
import { useHighlightsStore } from '../highlights/highlights-store';
import { truncateName } from '../truncate';
import { TRUNCATE } from '../workspace-constants';
import { showPageEntities } from './detection-highlights';
import { localizeDetectMessage } from './detect-messages';
import { useDetectionStore } from './detection-store';
import { pageOfKey, type DetectionSummary } from './detection-summary';
import { shortEntityLabel } from './entity-choices';

function PerformanceBlock({ summary }: { summary: DetectionSummary }) {
  const { t } = useTranslation();
  const { performance } = summary;
  const seconds = (value: number | undefined) =>
    value === undefined
      ? null
      : t('workspace.detection.results.seconds', { value: value.toFixed(2) });
  const rows: [string, string | number | null][] = [
    ['readTime', seconds(performance.file_read_time)],
    ['extractionTime', seconds(performance.extraction_time)],
    ['detectionTime', seconds(performance.detection_time)],
    ['totalTime', seconds(performance.total_time)],
    ['words', performance.words_count],
    ['pages', performance.pages_count],
    ['density', t('workspace.detection.results.percent', { value: performance.entity_density })],
  ];
  return (
    <dl className="detection-performance">
      {rows
        .filter(([, value]) => value !== null)
        .map(([key, value]) => (
          <div key={key}>
            <dt>{t(`workspace.detection.results.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * Where the review of this run's marks stands now: the card's counts report what the run found,
 * and the marks change after it (accepted, rejected, removed).
 */
function ReviewLine({ summary }: { summary: DetectionSummary }) {
  const { t } = useTranslation();
  const marks = useHighlightsStore((state) => state.byFile[summary.fileKey]);
  const detected = (marks ?? []).filter((mark) => mark.type === 'ENTITY');
  const accepted = detected.filter(isAccepted).length;
  const gone = Math.max(0, summary.entities_detected.total - detected.length);
  return (
    <p className="detection-result-review">
      {t('workspace.detection.results.review', {
        accepted,
        left: detected.length - accepted,
        gone,
      })}
    </p>
  );
}

function FileResult({ summary, name }: { summary: DetectionSummary; name: string }) {
  const { t } = useTranslation();
  const { total, by_type, by_page } = summary.entities_detected;
  const types = Object.entries(by_type).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  const pages = Object.entries(by_page)
    .flatMap(([key, count]) => {
      const page = pageOfKey(key);
      return page === null || count === 0 ? [] : [[page, count] as const];
    })
    .sort(([a], [b]) => a - b);
  return (
    <li>
      <details className="detection-result" data-status={summary.status}>
        <summary>
          <span className="detection-result-name" title={name}>
            {truncateName(name, TRUNCATE.previewName)}
          </span>
          <span className="detection-result-total">
            {summary.status === 'processing'
              ? t('workspace.detection.results.running')
              : t('workspace.detection.results.total', { count: total })}
          </span>
        </summary>
        {summary.error !== undefined && (
          <p className="detection-result-error">
            {t('workspace.detection.results.fileError', {
              message:
                summary.error === DETECT_MESSAGES.cancelled
                  ? t('workspace.detection.results.cancelled')
                  : localizeDetectMessage(t, summary.error),
            })}
          </p>
        )}
        {summary.engineErrors.map((failure) => (
          <p key={failure.engine} className="detection-result-error">
            {t('workspace.detection.results.engineError', {
              model: t(`workspace.detection.models.${failure.engine}`),
              message: failure.message,
            })}
          </p>
        ))}
        {(summary.pagesWithoutText?.length ?? 0) > 0 && (
          <p className="detection-result-error">
            {t('workspace.detection.results.pagesWithoutText', {
              count: summary.pagesWithoutText!.length,
              pages: summary.pagesWithoutText!.join(', '),
            })}
          </p>
        )}
        {summary.status !== 'processing' && total > 0 && <ReviewLine summary={summary} />}
        <PerformanceBlock summary={summary} />
        {types.length > 0 && (
          <>
            <h4>{t('workspace.detection.results.byType')}</h4>
            <ul className="detection-counts">
              {types.map(([type, count]) => (
                <li key={type}>
                  <span title={type}>{shortEntityLabel(type)}</span> <span>{count}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        {pages.length > 0 && (
          <>
            <h4>{t('workspace.detection.results.byPage')}</h4>
            <ul className="detection-pages">
              {pages.map(([page, count]) => (
                <li key={page}>
                  <button
                    type="button"
                    className="button button-secondary"
                    title={t('workspace.detection.results.pageButtonLabel', { page, count })}
                    onClick={() => void showPageEntities(summary.fileKey, page)}
                  >
                    {t('workspace.detection.results.pageButton', { page, count })}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </details>
    </li>
  );
}

/** One expandable card per open file that has been analysed (workspace §2). */
export function DetectionResults() {
  const { t } = useTranslation();
  const files = useFilesStore((state) => state.files);
  const summaries = useDetectionStore((state) => state.summaries);
  const shown = files.filter((file) => summaries[file.key] !== undefined);
  if (shown.length === 0) return null;
  return (
    <section className="detection-results" aria-label={t('workspace.detection.results.title')}>
      <h3>{t('workspace.detection.results.title')}</h3>
      <ul>
        {shown.map((file) => (
          <FileResult key={file.key} summary={summaries[file.key]!} name={file.name} />
        ))}
      </ul>
    </section>
  );
}
