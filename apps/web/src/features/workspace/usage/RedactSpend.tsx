import { useTranslation } from 'react-i18next';
import type { OpenFile } from '../files/files-store';
import { pagesToSpend, spendText } from './spend';
import { useUsageStore } from './usage-store';

/**
 * What redacting these files spends, for its confirmation: the server charges every page of each
 * file it redacts or sanitises, however few marks the file holds.
 */
export function RedactSpend({ files }: { files: readonly OpenFile[] }) {
  const { t } = useTranslation();
  const usage = useUsageStore((state) => state.usage);
  const pages = pagesToSpend(files);
  if (pages === null || pages === 0) return null;
  return <p>{t('workspace.usage.redactSpend', { spend: spendText(t, pages, usage) })}</p>;
}
