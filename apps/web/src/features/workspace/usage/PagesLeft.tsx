import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format-time';
import { useUsageStore } from './usage-store';

/** Below this share of the quota left, the count is shown as a warning with the upgrade link. */
const LOW_SHARE = 0.1;

/** The pages the user can still process (free month or subscription), where pages are spent. */
export function PagesLeft() {
  const { t, i18n } = useTranslation();
  const usage = useUsageStore((state) => state.usage);
  if (!usage) return null;
  const language = i18n.resolvedLanguage ?? 'en';
  const isLow = usage.pages_left <= usage.pages_limit * LOW_SHARE;
  return (
    <p className="pages-left" data-low={isLow || undefined} data-testid="pages-left">
      {t(`workspace.usage.left.${usage.source}`, {
        count: usage.pages_left,
        left: usage.pages_left.toLocaleString(language),
        limit: usage.pages_limit.toLocaleString(language),
        date: formatDate(usage.resets_at, language),
      })}
      {isLow && (
        <>
          {' '}
          <Link to="/pricing">{t('workspace.usage.upgrade')}</Link>
        </>
      )}
    </p>
  );
}
