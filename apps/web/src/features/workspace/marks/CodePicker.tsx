import { availableCodes } from '@workbench/contracts';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { toast } from '../../../lib/toast';
import { useHighlightsStore } from '../highlights/highlights-store';
import { NOTICE_MS } from '../workspace-constants';
import { TYPE_DEFAULT, useExemptionSettings } from './exemption';
import { setMarkCodes } from './review-actions';
import { useReviewStore } from './review-store';

const NO_CODE = '';
/** A pause this long in typing starts a new search. */
const TYPING_PAUSE_MS = 1_000;

/** A code as typed and as compared: no section sign, spaces, dots, brackets or case ("§ 13" is "13", "(b)(6)" is "b6"). */
const typed = (text: string) => text.toLowerCase().replace(/[§\s.()]/g, '');

/** The first code whose number or words begin with `query`, as typed. */
export function codeTyped(
  codes: readonly { code: string; description?: string }[],
  query: string,
): string | undefined {
  const wanted = typed(query);
  if (wanted === '') return undefined;
  return (
    codes.find((entry) => typed(entry.code).startsWith(wanted))?.code ??
    codes.find((entry) => typed(`${entry.code} ${entry.description ?? ''}`).includes(wanted))?.code
  );
}

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
  const current = useHighlightsStore((state) =>
    Object.values(state.byFile)
      .flat()
      .find((highlight) => highlight.id === ids[0]),
  );
  const [choice, setChoice] = useState(current?.code ?? TYPE_DEFAULT);
  const [justification, setJustification] = useState(current?.justification ?? '');
  const justificationId = useId();
  const [query, setQuery] = useState('');
  const lastKey = useRef(-Infinity);
  const codes = availableCodes(settings);

  function apply(event?: FormEvent) {
    event?.preventDefault();
    setMarkCodes(ids, choice === TYPE_DEFAULT ? undefined : choice, justification);
    close();
    // Said, so an Enter that chose the wrong code is seen at once.
    const name =
      choice === TYPE_DEFAULT
        ? t('workspace.codes.typeDefault')
        : choice === NO_CODE
          ? t('workspace.codes.none')
          : choice;
    toast.info(t('workspace.codes.applied', { code: name, count: ids.length }), NOTICE_MS.info);
  }

  /** Typing finds a code by its number or words ("13", "§13", "taushet"), not only its start. */
  function handleKey(event: KeyboardEvent<HTMLSelectElement>) {
    if (event.key === 'Enter') return apply(event);
    const isCharacter = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (!isCharacter && event.key !== 'Backspace') return;
    event.preventDefault();
    const now = event.timeStamp;
    const base = now - lastKey.current > TYPING_PAUSE_MS ? '' : query;
    lastKey.current = now;
    const next = event.key === 'Backspace' ? base.slice(0, -1) : `${base}${event.key}`;
    setQuery(next);
    const found = codeTyped(codes, next);
    if (found !== undefined) setChoice(found);
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
          onKeyDown={handleKey}
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
        <p className="muted" aria-live="polite">
          {query && t('workspace.codes.typed', { query })}
        </p>
        <div className="field">
          <label htmlFor={justificationId}>{t('workspace.codes.justification')}</label>
          <textarea
            id={justificationId}
            rows={2}
            maxLength={1000}
            value={justification}
            onChange={(event) => setJustification(event.target.value)}
          />
        </div>
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
