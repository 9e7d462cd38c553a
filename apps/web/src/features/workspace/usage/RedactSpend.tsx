import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useFilesStore } from '../files/files-store';
import type { Highlight } from '../highlights/highlight';
import { pagesToSpend, spendText } from './spend';
import { useUsageStore } from './usage-store';

/**
 * What a redaction of these marks spends, for its confirmation: the server charges every page of
 * each file it redacts, however few marks the file holds.
 */
export function RedactSpend({ marks }: { marks: readonly Highlight[] }) {
  const { t } = useTranslation();
  const usage = useUsageStore((state) => state.usage);
  const keys = new Set(marks.map((mark) => mark.fileKey));
  const files = useFilesStore(useShallow((state) => state.files.filter((f) => keys.has(f.key))));
  const pages = pagesToSpend(files);
  if (pages === null || pages === 0) return null;
  return <p>{t('workspace.usage.redactSpend', { spend: spendText(t, pages, usage) })}</p>;
}
