import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/SelectField';
import { useFilesStore } from '../files/files-store';
import type { Highlight, MarkSource, MarkStatus } from '../highlights/highlight';
import { truncateName } from '../truncate';
import { TRUNCATE } from '../workspace-constants';
import { filterChoices, markTypeName, type MarksFilter } from './marks-filter';
import { useReviewStore } from './review-store';

const ALL = 'all';
const STATUSES: readonly MarkStatus[] = ['suggested', 'accepted'];

/** A filter's value as a select holds it: null is "all". */
const shown = (value: string | number | null) => (value === null ? ALL : String(value));

/** "fileKey|page" for each page with marks, in the order of `marks` (files as open, then page). */
function filePages(marks: readonly Highlight[]): string[] {
  const pairs = new Set(marks.map((mark) => `${mark.fileKey}|${mark.page}`));
  return [...pairs];
}

function splitFilePage(value: string): [string, number] {
  const at = value.lastIndexOf('|');
  return [value.slice(0, at), Number(value.slice(at + 1))];
}

/** The marks panel's filters: file, page, type, source and status. */
export function MarksFilterFields({
  marks,
  filter,
}: {
  marks: readonly Highlight[];
  /** The filter as it applies (`usableFilter`). */
  filter: MarksFilter;
}) {
  const { t } = useTranslation();
  const files = useFilesStore((state) => state.files);
  const { setFilter, resetFilter } = useReviewStore.getState();
  const inFile =
    filter.fileKey === null ? marks : marks.filter((m) => m.fileKey === filter.fileKey);
  const choices = filterChoices(inFile);
  const isFiltered = Object.values(filter).some((value) => value !== null);
  const allLabel = t('workspace.marks.filters.all');

  const field = (
    key: keyof MarksFilter,
    options: readonly string[],
    label: (value: string) => string,
    toFilter: (value: string | null) => Partial<MarksFilter>,
  ) => (
    <SelectField
      label={t(`workspace.marks.filters.${key}`)}
      value={shown(filter[key])}
      options={[ALL, ...options]}
      renderOption={(value) => (value === ALL ? allLabel : label(value))}
      onChange={(value) => setFilter(toFilter(value === ALL ? null : value))}
    />
  );

  return (
    <div className="marks-filters">
      {files.length > 1 &&
        field(
          'fileKey',
          files.map((file) => file.key),
          (key) =>
            truncateName(files.find((file) => file.key === key)?.name ?? key, TRUNCATE.filePanel),
          // A page belongs to one file: choosing another file lets every page through again.
          (fileKey) => ({ fileKey, page: null }),
        )}
      {filter.fileKey === null && files.length > 1
        ? // A page belongs to one file: with several open, a page is chosen with its file.
          field(
            'page',
            filePages(marks),
            (value) => {
              const [key, page] = splitFilePage(value);
              const name = files.find((file) => file.key === key)?.name ?? key;
              return `${truncateName(name, TRUNCATE.filePanel)} · ${t('workspace.marks.page', { page })}`;
            },
            (value) => {
              if (value === null) return { page: null };
              const [fileKey, page] = splitFilePage(value);
              return { fileKey, page };
            },
          )
        : field(
            'page',
            choices.pages.map(String),
            (page) => t('workspace.marks.page', { page }),
            (page) => ({ page: page === null ? null : Number(page) }),
          )}
      {field(
        'type',
        choices.types,
        (type) => markTypeName(type, t),
        (type) => ({ type }),
      )}
      {field(
        'source',
        choices.sources,
        (source) => t(`workspace.marks.sources.${source}`),
        (source) => ({ source: source as MarkSource | null }),
      )}
      {field(
        'status',
        STATUSES,
        (status) => t(`workspace.marks.status.${status}`),
        (status) => ({ status: status as MarkStatus | null }),
      )}
      {isFiltered && (
        <button type="button" className="link-button" onClick={resetFilter}>
          {t('workspace.marks.filters.clear')}
        </button>
      )}
    </div>
  );
}
