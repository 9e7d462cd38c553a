import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilesStore } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { ApplyTemplateDialog } from './ApplyTemplateDialog';
import { SaveTemplateDialog } from './SaveTemplateDialog';
import './templates.css';

/**
 * In the marks tab: the current file's marks saved as a named template, and a template applied to
 * other files of the same form (decision 0055).
 */
export function TemplatesSection() {
  const { t } = useTranslation();
  const file = useFilesStore((state) => state.files.find((one) => one.key === state.currentKey));
  const count = useHighlightsStore((state) => (file ? (state.byFile[file.key]?.length ?? 0) : 0));
  const [open, setOpen] = useState<'save' | 'apply' | null>(null);
  if (!file) return null;

  return (
    <details className="marks-templates">
      <summary>{t('workspace.templates.title')}</summary>
      <p className="marks-templates-hint">{t('workspace.templates.hint')}</p>
      <div className="button-row">
        <button
          type="button"
          className="button button-secondary"
          disabled={count === 0}
          onClick={() => setOpen('save')}
        >
          {t('workspace.templates.save')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => setOpen('apply')}>
          {t('workspace.templates.apply')}
        </button>
      </div>
      {open === 'save' && <SaveTemplateDialog file={file} onClose={() => setOpen(null)} />}
      {open === 'apply' && <ApplyTemplateDialog onClose={() => setOpen(null)} />}
    </details>
  );
}
