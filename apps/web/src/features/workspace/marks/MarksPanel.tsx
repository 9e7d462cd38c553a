import { Undo2 } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FileMarksNotice } from '../file-marks/FileMarksNotice';
import { useFilesStore } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { TemplatesSection } from '../templates/TemplatesSection';
import { MarksExchange } from '../marks-exchange/MarksExchange';
import { MarkGroups } from './MarkGroups';
import { MarksFilterFields } from './MarksFilterFields';
import { PageRedactionForm } from './PageRedactionForm';
import { filterEntries, marksInOrder, reviewCounts, usableFilter } from './marks-filter';
import { mergeDuplicates, type MarkEntry } from './merge-duplicates';
import { acceptMarks, rejectMarks } from './review-actions';
import { useUndoReview } from './use-undo-review';
import { useReviewStore } from './review-store';
import './marks-panel.css';

const ids = (entries: readonly MarkEntry[]) =>
  entries.flatMap((entry) => entry.marks.map((mark) => mark.id));

/**
 * The sidebar's marks tab (issue 26): every mark of the open files, filtered and grouped by type
 * (and by file when several are open), to accept or reject one by one, by group or all listed.
 * Marks of the same text at the same place are one row (issue 50). Only accepted marks are redacted.
 */
export function MarksPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const files = useFilesStore((state) => state.files);
  const fileKeys = useMemo(() => files.map((file) => file.key), [files]);
  const byFile = useHighlightsStore((state) => state.byFile);
  const selectedId = useHighlightsStore((state) => state.selectedId);
  const chosenFilter = useReviewStore((state) => state.filter);
  const filter = usableFilter(chosenFilter, fileKeys);
  const canUndo = useReviewStore((state) => Object.keys(state.undo).length > 0);
  const undo = useUndoReview();
  const all = useMemo(() => marksInOrder(fileKeys, byFile), [fileKeys, byFile]);
  const entries = useMemo(() => mergeDuplicates(all), [all]);
  const listed = useMemo(() => filterEntries(entries, filter), [entries, filter]);
  const rejected = useReviewStore((state) => state.rejected);
  const counts = reviewCounts(all, rejected, fileKeys);
  const listedSuggestions = listed.filter((entry) => entry.status === 'suggested');

  return (
    <section className="sidebar-panel marks-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="sidebar-panel-title">
        {t('workspace.marks.title')}
      </h2>
      <p className="marks-counts" aria-live="polite">
        {counts.total === 0 && counts.rejected === 0
          ? t('workspace.marks.empty')
          : t('workspace.marks.counts', counts)}
      </p>
      <FileMarksNotice />
      <PageRedactionForm />
      <MarksExchange />
      <TemplatesSection />
      {counts.total > 0 && <MarksFilterFields marks={all} filter={filter} />}
      {(counts.total > 0 || canUndo) && (
        <>
          <div className="button-row marks-bulk">
            <button
              type="button"
              className="button button-primary"
              disabled={listedSuggestions.length === 0}
              onClick={() => acceptMarks(ids(listedSuggestions))}
            >
              {t('workspace.marks.acceptListed', { count: listedSuggestions.length })}
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={listed.length === 0}
              onClick={() => rejectMarks(ids(listed))}
            >
              {t('workspace.marks.rejectListed', { count: listed.length })}
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={!canUndo}
              onClick={undo}
              title="U"
            >
              <Undo2 aria-hidden="true" size={16} /> {t('workspace.marks.undo')}
            </button>
          </div>
          <p className="marks-hint">{t('workspace.marks.keysHint')}</p>
        </>
      )}
      {counts.total > 0 && listed.length === 0 && (
        <p className="marks-empty">{t('workspace.marks.noneListed')}</p>
      )}
      <MarkGroups entries={listed} files={files} selectedId={selectedId} />
    </section>
  );
}
