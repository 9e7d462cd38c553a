import type { TTemplateSummary } from '@workbench/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TwoStepButton } from '../../../components/TwoStepButton';

type Props = {
  template: TTemplateSummary;
  isBusy: boolean;
  onApply: () => void;
  /** Answers the refusal to show, or null when renamed. */
  onRename: (name: string) => Promise<string | null>;
  onDelete: () => Promise<void>;
};

/** One saved template: apply it, rename it in place, or delete it after asking. */
export function TemplateRow({ template, isBusy, onApply, onRename, onDelete }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const label = t('workspace.templates.renameLabel', { name: template.name });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (draft === null) return;
    const refusal = await onRename(draft);
    setProblem(refusal);
    if (refusal === null) setDraft(null);
  }

  if (draft !== null) {
    return (
      <li className="template-row">
        <form className="template-rename" onSubmit={(event) => void submit(event)} noValidate>
          <input
            aria-label={label}
            value={draft}
            autoFocus
            aria-invalid={problem !== null}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button button-primary">
            {t('workspace.templates.renameSave')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setDraft(null)}>
            {t('common.cancel')}
          </button>
        </form>
        {problem !== null && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
      </li>
    );
  }

  return (
    <li className="template-row">
      <div className="template-name">
        <strong>{template.name}</strong>
        <span>
          {t('workspace.templates.size', {
            boxes: template.box_count,
            pages: template.page_count,
          })}
        </span>
      </div>
      <div className="button-row">
        <button
          type="button"
          className="button button-primary"
          disabled={isBusy}
          aria-label={t('workspace.templates.applyNamed', { name: template.name })}
          onClick={onApply}
        >
          {t('workspace.templates.applyOne')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          aria-label={label}
          onClick={() => {
            setProblem(null);
            setDraft(template.name);
          }}
        >
          {t('workspace.templates.rename')}
        </button>
        <TwoStepButton
          label={t('workspace.templates.delete')}
          accessibleLabel={t('workspace.templates.deleteNamed', { name: template.name })}
          confirmLabel={t('workspace.templates.deleteConfirm')}
          onConfirm={onDelete}
        />
      </div>
    </li>
  );
}
