import { useTranslation } from 'react-i18next';
import type { OpenFile } from '../files/files-store';
import type { HighlightType } from '../highlights/highlight';
import { truncateName } from '../truncate';
import { TRUNCATE } from '../workspace-constants';
import type { PreviewStats, RedactionOptions } from './build-mapping';

const COLUMNS: readonly { type: HighlightType; option: keyof RedactionOptions; key: string }[] = [
  { type: 'SEARCH', option: 'includeSearchHighlights', key: 'search' },
  { type: 'ENTITY', option: 'includeEntityHighlights', key: 'entity' },
  { type: 'MANUAL', option: 'includeManualHighlights', key: 'manual' },
];

/** Per file in scope, how many areas the redaction will take, by the kinds the options include. */
export function RedactionPreview({
  stats,
  options,
}: {
  stats: PreviewStats<OpenFile>;
  options: RedactionOptions;
}) {
  const { t } = useTranslation();
  const columns = COLUMNS.filter((column) => options[column.option]);
  return (
    <div className="redaction-preview">
      <table>
        <caption className="visually-hidden">
          {t('workspace.redactionPanel.previewCaption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('workspace.redactionPanel.file')}</th>
            {columns.map((column) => (
              <th key={column.type} scope="col">
                {t(`workspace.redactionPanel.types.${column.key}`)}
              </th>
            ))}
            <th scope="col">{t('workspace.redactionPanel.total')}</th>
          </tr>
        </thead>
        <tbody>
          {stats.rows.map((row) => (
            <tr key={row.file.key}>
              <th scope="row" title={row.file.name}>
                {truncateName(row.file.name, TRUNCATE.previewName)}
              </th>
              {columns.map((column) => (
                <td key={column.type}>{row.byType[column.type]}</td>
              ))}
              <td>{row.total}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('workspace.redactionPanel.total')}</th>
            {columns.map((column) => (
              <td key={column.type}>{stats.totals.byType[column.type]}</td>
            ))}
            <td>{stats.totals.total}</td>
          </tr>
        </tfoot>
      </table>
      <p className="muted">
        {t('workspace.redactionPanel.pagesAffected', { pages: stats.totals.pages })}
      </p>
    </div>
  );
}
