import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenFile } from '../files/files-store';
import { MarkRow } from './MarkRow';
import { groupEntriesByFile, groupEntriesByType, markTypeName } from './marks-filter';
import type { MarkEntry } from './merge-duplicates';
import { acceptMarks, rejectMarks } from './review-actions';
import { useReviewStore } from './review-store';

/** Rows a group shows before "Show all": a long file's detections stay quick to scroll. */
const ROWS_SHOWN = 100;

const idsOf = (entries: readonly MarkEntry[]) =>
  entries.flatMap((entry) => entry.marks.map(({ id }) => id));

interface GroupsProps {
  entries: readonly MarkEntry[];
  selectedId: string | null;
}

/**
 * The listed rows by type, and with several files open first by file, each row naming its file:
 * the same type in two files is two groups, so "Accept all" never reaches into another file.
 */
export function MarkGroups({ entries, files, selectedId }: GroupsProps & { files: OpenFile[] }) {
  if (files.length < 2) return <TypeGroups entries={entries} selectedId={selectedId} />;
  const names = new Map(files.map((file) => [file.key, file.name]));
  const byFile = groupEntriesByFile(
    entries,
    files.map((file) => file.key),
  );
  return byFile.map(({ fileKey, entries: rows }) => (
    <section key={fileKey} className="marks-file" aria-label={names.get(fileKey)}>
      <h3 className="marks-file-title" title={names.get(fileKey)}>
        {names.get(fileKey)} <span className="marks-group-count">{rows.length}</span>
      </h3>
      <TypeGroups entries={rows} selectedId={selectedId} fileName={names.get(fileKey)} />
    </section>
  ));
}

function TypeGroups({
  entries,
  selectedId,
  fileName,
}: GroupsProps & {
  /** Set when several files are open: each row names its file. */
  fileName?: string;
}) {
  const { t } = useTranslation();
  const openCodePicker = useReviewStore((state) => state.openCodePicker);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const Heading = fileName === undefined ? 'h3' : 'h4';
  return groupEntriesByType(entries).map(({ type, entries: rows }) => {
    const suggestions = rows.filter((entry) => entry.status === 'suggested');
    const shown = expanded.has(type) ? rows : rows.slice(0, ROWS_SHOWN);
    return (
      <section key={type} className="marks-group" aria-label={markTypeName(type, t)}>
        <div className="marks-group-header">
          <Heading>
            {markTypeName(type, t)} <span className="marks-group-count">{rows.length}</span>
          </Heading>
          <button
            type="button"
            className="link-button"
            disabled={suggestions.length === 0}
            onClick={() => acceptMarks(idsOf(suggestions))}
          >
            {t('workspace.marks.acceptGroup')}
          </button>
          <button type="button" className="link-button" onClick={() => rejectMarks(idsOf(rows))}>
            {t('workspace.marks.rejectGroup')}
          </button>
          <button type="button" className="link-button" onClick={() => openCodePicker(idsOf(rows))}>
            {t('workspace.codes.setGroup')}
          </button>
        </div>
        <ul className="marks-list">
          {shown.map((entry) => (
            <MarkRow
              key={entry.mark.id}
              entry={entry}
              fileName={fileName}
              isSelected={entry.marks.some(({ id }) => id === selectedId)}
            />
          ))}
        </ul>
        {shown.length < rows.length && (
          <button
            type="button"
            className="link-button"
            onClick={() => setExpanded((previous) => new Set([...previous, type]))}
          >
            {t('workspace.marks.showAll', { count: rows.length })}
          </button>
        )}
      </section>
    );
  });
}
