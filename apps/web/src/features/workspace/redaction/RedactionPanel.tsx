import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { filesInScope, useFilesStore } from '../files/files-store';
import { ScopePicker } from '../files/ScopePicker';
import { useHighlightsStore } from '../highlights/highlights-store';
import { RedactConfirm } from '../toolbar/RedactConfirm';
import { AppearanceFields } from './AppearanceFields';
import { AppearanceSample } from './AppearanceSample';
import {
  DEFAULT_REDACTION_OPTIONS,
  pendingSuggestions,
  previewStats,
  type RedactionOptions,
} from './build-mapping';
import { mergeDuplicates } from '../marks/merge-duplicates';
import { acceptMarks } from '../marks/review-actions';
import { RedactionOptionsFields } from './RedactionOptionsFields';
import { RedactionLogs } from './RedactionLogs';
import { CaseSection } from '../case/CaseSection';
import { PagesLeft } from '../usage/PagesLeft';
import { RedactionPreview } from './RedactionPreview';
import { RefusedFiles } from './RefusedFiles';
import { useRedactionStore } from './redaction-store';
import { useRedaction } from './use-redaction';
import './redaction-panel.css';

function isDefault(options: RedactionOptions): boolean {
  return (Object.keys(options) as (keyof RedactionOptions)[]).every(
    (option) => options[option] === DEFAULT_REDACTION_OPTIONS[option],
  );
}

/**
 * The sidebar's redaction tab (spec §2): scope, options, appearance, a preview of what will be
 * redacted, and the redact button, which runs the same confirmed flow as the toolbar's.
 */
export function RedactionPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const previewId = useId();
  const redaction = useRedaction();
  const [isConfirming, setIsConfirming] = useState(false);
  const { scope, options, appearance, running } = useRedactionStore(
    useShallow(({ scope, options, appearance, running }) => ({
      scope,
      options,
      appearance,
      running,
    })),
  );
  const { setScope, setOptions, setAppearance, resetOptions } = useRedactionStore.getState();
  const files = useFilesStore(useShallow((state) => filesInScope(state, scope)));
  const byFile = useHighlightsStore((state) => state.byFile);
  const stats = previewStats(files, byFile, options);
  const pending = files.flatMap((file) => pendingSuggestions(byFile[file.key] ?? [], options));

  function handleConfirm(toAccept: readonly string[]) {
    setIsConfirming(false);
    acceptMarks(toAccept);
    void redaction.redactScope(scope);
  }

  return (
    <section className="sidebar-panel redaction-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="sidebar-panel-title">
        {t('workspace.redactionPanel.title')}
      </h2>
      <PagesLeft />
      <RefusedFiles />
      <ScopePicker name="redaction-scope" value={scope} onChange={setScope} />
      <details className="redaction-group" open>
        <summary>{t('workspace.redactionPanel.optionsTitle')}</summary>
        <RedactionOptionsFields options={options} onChange={setOptions} />
      </details>
      <details className="redaction-group" open>
        <summary>{t('workspace.redactionPanel.appearanceTitle')}</summary>
        <AppearanceFields appearance={appearance} onChange={setAppearance} />
      </details>
      <section className="redaction-preview-block" aria-labelledby={previewId}>
        <h3 id={previewId}>{t('workspace.redactionPanel.previewTitle')}</h3>
        <AppearanceSample appearance={appearance} />
        {stats.totals.total === 0 ? (
          <p className="redaction-empty">{t('workspace.redactionPanel.empty')}</p>
        ) : (
          <RedactionPreview stats={stats} options={options} />
        )}
        {pending.length > 0 && (
          <p className="redaction-pending">
            {t('workspace.redactionPanel.pending', { count: mergeDuplicates(pending).length })}
          </p>
        )}
      </section>
      <div className="button-row">
        <button
          type="button"
          className="button button-primary"
          disabled={running || files.length === 0}
          onClick={() => setIsConfirming(true)}
        >
          {running ? t('workspace.toolbar.redacting') : t('workspace.redactionPanel.redact')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={isDefault(options)}
          onClick={resetOptions}
        >
          {t('workspace.redactionPanel.resetOptions')}
        </button>
      </div>
      <RedactionLogs />
      <CaseSection />
      {isConfirming && (
        <RedactConfirm
          step="redact"
          scope={scope}
          onConfirm={handleConfirm}
          onCancel={() => setIsConfirming(false)}
        />
      )}
    </section>
  );
}
