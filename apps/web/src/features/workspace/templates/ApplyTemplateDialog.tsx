import type { TTemplateSummary } from '@workbench/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { FailureAlert } from '../../../components/FormAlert';
import { errorMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { useFilesStore } from '../files/files-store';
import type { FileOutcome } from './apply-template';
import { applyTemplate } from './template-actions';
import { nameProblem, templateFailure } from './template-errors';
import { outcomeText } from './template-summary';
import { TemplateRow } from './TemplateRow';
import { deleteTemplate, fetchTemplate, fetchTemplates, updateTemplate } from './templates-api';

type Listing =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: TTemplateSummary[] };

/**
 * The user's templates: apply one to the current file or every open file (matched pages get its
 * boxes as suggestions, and the dialog says which pages did not match), rename or delete one.
 */
export function ApplyTemplateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const files = useFilesStore((state) => state.files);
  const currentKey = useFilesStore((state) => state.currentKey);
  const [listing, setListing] = useState<Listing>({ status: 'loading' });
  const [toAll, setToAll] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<FileOutcome[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchTemplates(controller.signal)
      .then((items) => setListing({ status: 'ready', items }))
      .catch(() => {
        if (!controller.signal.aborted) setListing({ status: 'failed' });
      });
    return () => controller.abort();
  }, []);

  const items = listing.status === 'ready' ? listing.items : [];
  const setItems = (next: TTemplateSummary[]) => setListing({ status: 'ready', items: next });
  const targets = toAll ? files : files.filter((file) => file.key === currentKey);

  async function apply(id: number) {
    setBusyId(id);
    setFailure(null);
    try {
      const results = await applyTemplate(await fetchTemplate(id), targets);
      setOutcomes(results);
      const added = results.reduce((sum, result) => sum + result.added, 0);
      toast.success(t('workspace.templates.suggested', { count: added }));
    } catch (error) {
      setFailure(errorMessage(t, error, t('workspace.templates.errors.applyFailed')));
    } finally {
      setBusyId(null);
    }
  }

  async function rename(template: TTemplateSummary, name: string): Promise<string | null> {
    const wrong = nameProblem(t, name);
    if (wrong !== null) return wrong;
    try {
      const renamed = await updateTemplate(template.id, { name: name.trim() });
      setItems(
        items.map((item) => (item.id === renamed.id ? { ...item, name: renamed.name } : item)),
      );
      return null;
    } catch (error) {
      return templateFailure(t, error, name, t('workspace.templates.errors.renameFailed'));
    }
  }

  async function remove(template: TTemplateSummary) {
    try {
      await deleteTemplate(template.id);
      setItems(items.filter((item) => item.id !== template.id));
      toast.success(t('workspace.templates.deleted', { name: template.name }));
    } catch (error) {
      setFailure(errorMessage(t, error, t('workspace.templates.errors.deleteFailed')));
    }
  }

  return (
    <Dialog
      title={t('workspace.templates.applyTitle')}
      className="templates-dialog"
      onClose={onClose}
    >
      <FailureAlert message={failure} />
      {files.length > 1 && (
        <fieldset className="templates-scope">
          <legend>{t('workspace.templates.applyTo')}</legend>
          <label>
            <input type="radio" checked={!toAll} onChange={() => setToAll(false)} />
            {t('workspace.templates.currentFile')}
          </label>
          <label>
            <input type="radio" checked={toAll} onChange={() => setToAll(true)} />
            {t('workspace.templates.allFiles', { count: files.length })}
          </label>
        </fieldset>
      )}
      {listing.status === 'loading' && <p>{t('workspace.templates.loading')}</p>}
      {listing.status === 'failed' && (
        <p role="alert">{t('workspace.templates.errors.loadFailed')}</p>
      )}
      {listing.status === 'ready' && items.length === 0 && <p>{t('workspace.templates.none')}</p>}
      <ul className="templates-list" aria-label={t('workspace.templates.listLabel')}>
        {items.map((template) => (
          <TemplateRow
            key={template.id}
            template={template}
            isBusy={busyId !== null}
            onApply={() => void apply(template.id)}
            onRename={(name) => rename(template, name)}
            onDelete={() => remove(template)}
          />
        ))}
      </ul>
      <div aria-live="polite">
        {outcomes !== null && (
          <ul className="templates-outcomes" aria-label={t('workspace.templates.outcomes')}>
            {outcomes.map((outcome) => (
              <li key={outcome.fileKey}>{outcomeText(t, outcome)}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="button-row manage-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('workspace.templates.close')}
        </button>
      </div>
    </Dialog>
  );
}
