import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../lib/toast';
import type { OpenFile } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { filterEntries, usableFilter } from '../marks/marks-filter';
import { mergeDuplicates } from '../marks/merge-duplicates';
import { useReviewStore } from '../marks/review-store';
import { countTemplateBoxes } from '@workbench/contracts';
import { nameProblem, templateFailure } from './template-errors';
import { templateOf } from './template-actions';
import { createTemplate } from './templates-api';
import {
  resolveProcessingLocation,
  useProcessingLocation,
} from '../../on-device/processing-location';

/** Asks for a name and saves the current file's marks (all, or those listed) as a template. */
export function SaveTemplateDialog({ file, onClose }: { file: OpenFile; onClose: () => void }) {
  const { t } = useTranslation();
  const marks = useHighlightsStore((state) => state.byFile[file.key]);
  const filter = usableFilter(
    useReviewStore((state) => state.filter),
    [file.key],
  );
  const all = useMemo(() => marks ?? [], [marks]);
  const listed = useMemo(
    () => filterEntries(mergeDuplicates(all), filter).flatMap((entry) => entry.marks),
    [all, filter],
  );
  const [name, setName] = useState('');
  const [onlyListed, setOnlyListed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const chosen = onlyListed ? listed : all;
  const nameRef = useRef<HTMLInputElement>(null);
  const isOnDevice = useProcessingLocation() === 'device';
  useEffect(() => nameRef.current?.focus(), []);

  async function save() {
    const wrong = nameProblem(t, name);
    setProblem(wrong);
    if (wrong !== null) return;
    setIsSaving(true);
    setFailure(null);
    try {
      // The words around the marks are the document's text: in on-device mode they stay here.
      const withAnchors = (await resolveProcessingLocation()) !== 'device';
      const request = await templateOf(file, chosen, name.trim(), { withAnchors });
      const saved = await createTemplate(request);
      const boxes = countTemplateBoxes(saved.pages);
      toast.success(
        t('workspace.templates.saved', { name: saved.name, boxes, pages: saved.pages.length }),
      );
      onClose();
    } catch (error) {
      setFailure(templateFailure(t, error, name, t('workspace.templates.errors.saveFailed')));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <FormDialog
      title={t('workspace.templates.saveTitle')}
      submitLabel={t('workspace.templates.saveSubmit')}
      failure={failure}
      isSubmitting={isSaving}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      <TextField
        label={t('workspace.templates.name')}
        name="template-name"
        value={name}
        onChange={setName}
        error={problem ?? undefined}
        hint={t('workspace.templates.nameHint')}
        inputRef={nameRef}
        isRequired
      />
      <fieldset className="templates-scope">
        <legend>{t('workspace.templates.which')}</legend>
        <label>
          <input type="radio" checked={!onlyListed} onChange={() => setOnlyListed(false)} />
          {t('workspace.templates.allMarks', { count: all.length, name: file.name })}
        </label>
        <label>
          <input
            type="radio"
            checked={onlyListed}
            disabled={listed.length === 0 || listed.length === all.length}
            onChange={() => setOnlyListed(true)}
          />
          {t('workspace.templates.listedMarks', { count: listed.length })}
        </label>
      </fieldset>
      {isOnDevice && (
        <p className="templates-note">{t('workspace.onDevice.templates.noAnchors')}</p>
      )}
    </FormDialog>
  );
}
