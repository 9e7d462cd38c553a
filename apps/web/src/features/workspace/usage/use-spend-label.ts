import { useTranslation } from 'react-i18next';
import { useUsageStore } from './usage-store';
import { pagesToSpend, withSpend } from './spend';

/**
 * A button's label followed by the pages pressing it spends and the pages left, read again
 * as files open, page counts arrive and the count left changes.
 */
export function useSpendLabel(
  label: string,
  files: readonly { pageCount: number | null }[],
  requests = 1,
): string {
  const { t } = useTranslation();
  const usage = useUsageStore((state) => state.usage);
  return withSpend(t, label, pagesToSpend(files, requests), usage);
}
