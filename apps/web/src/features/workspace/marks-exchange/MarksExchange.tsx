import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilesStore } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { exportableMarks, importXfdfInto, saveMarksFor } from './exchange-actions';
import type { ExportFormat } from './marks-exchange-api';
import './marks-exchange.css';

/**
 * In the marks tab: the current file's marks out for review in Acrobat or another program (a
 * marked copy, or XFDF), and an XFDF's marks back in as suggestions (decision 0054).
 */
export function MarksExchange() {
  const { t } = useTranslation();
  const headingId = useId();
  const textId = useId();
  const input = useRef<HTMLInputElement>(null);
  const file = useFilesStore((state) => state.files.find((one) => one.key === state.currentKey));
  // Re-rendered when the marks change, so the count and the buttons stay true.
  useHighlightsStore((state) => (file ? state.byFile[file.key] : undefined));
  const [includeText, setIncludeText] = useState(false);
  const [busy, setBusy] = useState<ExportFormat | 'import' | null>(null);
  if (!file) return null;
  const count = exportableMarks(file.key).length;

  const run = async (what: ExportFormat | 'import', work: () => Promise<void>) => {
    setBusy(what);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  return (
    <details className="marks-exchange">
      <summary id={headingId}>{t('workspace.exchange.title')}</summary>
      <p className="marks-exchange-hint">
        {count === 0
          ? t('workspace.exchange.hintNone', { name: file.name })
          : t('workspace.exchange.hint', { name: file.name, count })}
      </p>
      <div className="button-row">
        {(['pdf', 'xfdf'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="button button-secondary"
            disabled={count === 0 || busy !== null}
            aria-busy={busy === format}
            onClick={() => void run(format, () => saveMarksFor(file, format, includeText, t))}
          >
            {t(`workspace.exchange.${format}`)}
          </button>
        ))}
      </div>
      <label className="marks-exchange-option" htmlFor={textId}>
        <input
          id={textId}
          type="checkbox"
          checked={includeText}
          onChange={(event) => setIncludeText(event.target.checked)}
        />
        {t('workspace.exchange.includeText')}
      </label>
      <div className="button-row">
        <button
          type="button"
          className="button button-secondary"
          disabled={busy !== null}
          aria-busy={busy === 'import'}
          onClick={() => input.current?.click()}
        >
          {t('workspace.exchange.import')}
        </button>
        <input
          ref={input}
          type="file"
          hidden
          accept=".xfdf,application/vnd.adobe.xfdf"
          aria-label={t('workspace.exchange.import')}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen) void run('import', () => importXfdfInto(file, chosen, t));
          }}
        />
      </div>
    </details>
  );
}
