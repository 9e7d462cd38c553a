import type { TPageMeta } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';

/** Previous and next page of the member list; nothing when it fits on one page. */
export function MembersPagination({
  meta,
  onPage,
}: {
  meta: TPageMeta;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(meta.total_items / meta.page_size));
  if (pages === 1) return null;
  return (
    <nav
      className="button-row organization-pagination"
      aria-label={t('organization.members.pages')}
    >
      <button
        type="button"
        className="button button-secondary"
        disabled={meta.page <= 1}
        onClick={() => onPage(meta.page - 1)}
      >
        {t('organization.members.previous')}
      </button>
      <span>{t('organization.members.page', { page: meta.page, pages })}</span>
      <button
        type="button"
        className="button button-secondary"
        disabled={meta.page >= pages}
        onClick={() => onPage(meta.page + 1)}
      >
        {t('organization.members.next')}
      </button>
    </nav>
  );
}
