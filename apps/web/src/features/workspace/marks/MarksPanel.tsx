import { Undo2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { FileMarksNotice } from '../file-marks/FileMarksNotice';
import { useFilesStore } from '../files/files-store';
import { statusOf } from '../highlights/highlight';
import { useHighlightsStore } from '../highlights/highlights-store';
import { MarkRow } from './MarkRow';
import { MarksFilterFields } from './MarksFilterFields';
import { PageRedactionForm } from './PageRedactionForm';
import {
  filterMarks,
  groupByType,
  marksInOrder,
  markTypeName,
  reviewCounts,
  usableFilter,
} from './marks-filter';
import { acceptMarks, rejectMarks, undoReview } from './review-actions';
import { useReviewStore } from './review-store';
import './marks-panel.css';

/** Rows a group shows before "Show all": a long file's detections stay quick to scroll. */
const ROWS_SHOWN = 100;

const ids = (marks: readonly { id: string }[]) => marks.map((mark) => mark.id);

/**
 * The sidebar's marks tab (issue 26): every mark of the open files, filtered and grouped by type,
 * to accept or reject one by one, by group or all listed. Only accepted marks are redacted.
 */
export function MarksPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const fileKeys = useFilesStore(useShallow((state) => state.files.map((file) => file.key)));
  const byFile = useHighlightsStore((state) => state.byFile);
  const selectedId = useHighlightsStore((state) => state.selectedId);
  const chosenFilter = useReviewStore((state) => state.filter);
  const filter = usableFilter(chosenFilter, fileKeys);
  const canUndo = useReviewStore((state) => state.undo.length > 0);
  const openCodePicker = useReviewStore((state) => state.openCodePicker);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const all = useMemo(() => marksInOrder(fileKeys, byFile), [fileKeys, byFile]);
  const listed = useMemo(() => filterMarks(all, filter), [all, filter]);
  const rejected = useReviewStore((state) => state.rejected);
  const counts = reviewCounts(all, rejected, fileKeys);
  const listedSuggestions = listed.filter((mark) => statusOf(mark) === 'suggested');

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
              onClick={undoReview}
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
      {groupByType(listed).map(({ type, marks }) => {
        const suggestions = marks.filter((mark) => statusOf(mark) === 'suggested');
        const shown = expanded.has(type) ? marks : marks.slice(0, ROWS_SHOWN);
        return (
          <section key={type} className="marks-group" aria-label={markTypeName(type, t)}>
            <div className="marks-group-header">
              <h3>
                {markTypeName(type, t)} <span className="marks-group-count">{marks.length}</span>
              </h3>
              <button
                type="button"
                className="link-button"
                disabled={suggestions.length === 0}
                onClick={() => acceptMarks(ids(suggestions))}
              >
                {t('workspace.marks.acceptGroup')}
              </button>
              <button type="button" className="link-button" onClick={() => rejectMarks(ids(marks))}>
                {t('workspace.marks.rejectGroup')}
              </button>
              <button
                type="button"
                className="link-button"
                onClick={() => openCodePicker(ids(marks))}
              >
                {t('workspace.codes.setGroup')}
              </button>
            </div>
            <ul className="marks-list">
              {shown.map((mark) => (
                <MarkRow key={mark.id} mark={mark} isSelected={mark.id === selectedId} />
              ))}
            </ul>
            {shown.length < marks.length && (
              <button
                type="button"
                className="link-button"
                onClick={() => setExpanded((previous) => new Set([...previous, type]))}
              >
                {t('workspace.marks.showAll', { count: marks.length })}
              </button>
            )}
          </section>
        );
      })}
    </section>
  );
}
