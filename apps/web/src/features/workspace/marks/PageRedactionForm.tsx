import { availableCodes } from '@workbench/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useFilesStore } from '../files/files-store';
import { truncateName } from '../truncate';
import { TRUNCATE } from '../workspace-constants';
import { pageRangeMessage, parsePageRanges } from './page-ranges';
import { TYPE_DEFAULT, useExemptionSettings } from './exemption';
import { markWholePages } from './page-marks';

/** Marks whole pages of the current file ("3, 5-7") for redaction. */
export function PageRedactionForm() {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const codeId = useId();
  const file = useFilesStore((state) => state.files.find((open) => open.key === state.currentKey));
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [code, setCode] = useState(TYPE_DEFAULT);
  const codes = availableCodes(useExemptionSettings());
  if (!file) return null;
  const pageCount = file.pageCount;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file || pageCount === null) return;
    const parsed = parsePageRanges(value, pageCount);
    if ('error' in parsed) {
      setError(pageRangeMessage(t, parsed.error));
      return;
    }
    setError(null);
    setIsBusy(true);
    try {
      const added = await markWholePages(
        file,
        parsed.pages,
        code === TYPE_DEFAULT ? undefined : code,
      );
      if (added === 0) toast.info(t('workspace.marks.pages.alreadyMarked', { name: file.name }));
      else toast.success(t('workspace.marks.pages.marked', { count: added, name: file.name }));
      setValue('');
    } catch {
      toast.error(t('workspace.marks.pages.failed'));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form className="marks-pages" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={inputId}>
        {t('workspace.marks.pages.label', { name: truncateName(file.name, TRUNCATE.filePanel) })}
      </label>
      <div className="marks-pages-row">
        <input
          id={inputId}
          value={value}
          placeholder="3, 5-7"
          inputMode="numeric"
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <button
          type="submit"
          className="button button-secondary"
          disabled={isBusy || pageCount === null}
        >
          {t('workspace.marks.pages.submit')}
        </button>
      </div>
      {codes.length > 0 && (
        <div className="marks-pages-code">
          <label htmlFor={codeId}>{t('workspace.marks.pages.code')}</label>
          <select id={codeId} value={code} onChange={(event) => setCode(event.target.value)}>
            <option value={TYPE_DEFAULT}>{t('workspace.codes.typeDefault')}</option>
            {codes.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.code}
              </option>
            ))}
          </select>
        </div>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
