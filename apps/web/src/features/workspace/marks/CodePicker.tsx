import { availableCodes } from '@workbench/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { useHighlightsStore } from '../highlights/highlights-store';
import { TYPE_DEFAULT, useExemptionSettings } from './exemption';
import { setMarkCodes } from './review-actions';
import { useReviewStore } from './review-store';

const NO_CODE = '';

/**
 * Chooses the exemption code of one mark or a group (C in review): a list to move through with
 * the arrow keys or by typing, Enter to apply, Esc to leave the codes as they are.
 */
export function CodePicker() {
  const ids = useReviewStore((state) => state.codePicker);
  if (!ids) return null;
  return <CodePickerDialog ids={ids} />;
}

function CodePickerDialog({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation();
  const listId = useId();
  const settings = useExemptionSettings();
  const close = useReviewStore((state) => state.closeCodePicker);
  const current = useHighlightsStore((state) => {
    const mark = Object.values(state.byFile)
      .flat()
      .find((highlight) => highlight.id === ids[0]);
    return mark?.code;
  });
  const [choice, setChoice] = useState(current ?? TYPE_DEFAULT);
  const codes = availableCodes(settings);

  function apply(event?: FormEvent) {
    event?.preventDefault();
    setMarkCodes(ids, choice === TYPE_DEFAULT ? undefined : choice);
    close();
  }

  return (
    <Dialog title={t('workspace.codes.title', { count: ids.length })} onClose={close}>
      <form onSubmit={apply}>
        <label htmlFor={listId} className="muted">
          {t('workspace.codes.hint')}
        </label>
        <select
          id={listId}
          className="code-list"
          size={Math.min(12, codes.length + 2)}
          value={choice}
          // The list has the focus as the dialog opens, so the arrow keys work at once.
          autoFocus
          onChange={(event) => setChoice(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(event);
          }}
          onDoubleClick={() => apply()}
        >
          <option value={TYPE_DEFAULT}>{t('workspace.codes.typeDefault')}</option>
          <option value={NO_CODE}>{t('workspace.codes.none')}</option>
          {codes.map((entry) => (
            <option key={entry.code} value={entry.code} title={entry.description}>
              {entry.description ? `${entry.code} — ${entry.description}` : entry.code}
            </option>
          ))}
        </select>
        <div className="button-row">
          <button type="button" className="button button-secondary" onClick={close}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button-primary">
            {t('workspace.codes.apply')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
