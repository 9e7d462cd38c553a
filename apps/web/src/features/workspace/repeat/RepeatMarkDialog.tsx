import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { toast } from '../../../lib/toast';
import type { Highlight } from '../highlights/highlight';
import { pageRangeMessage } from '../marks/page-ranges';
import { repeatMark } from './repeat-mark';
import { repeatPages, type RepeatChoice, type RepeatPagesError } from './repeat-pages';
import './repeat-mark.css';

const SETS: readonly RepeatChoice[] = ['all', 'odd', 'even'];

/** Says what a repeat did: the pages that got a copy, and those that had the mark already. */
function doneNotice(result: { added: number; skipped: number }, t: TFunction): string {
  if (result.added === 0) return t('workspace.repeat.nothingNew');
  const done = t('workspace.repeat.done', { count: result.added });
  return result.skipped === 0
    ? done
    : `${done} ${t('workspace.repeat.alreadyThere', { count: result.skipped })}`;
}

/**
 * Asks which pages of its file a mark is repeated on — all, odd, even, or a list such as
 * "2-5, 8" checked against the file's pages — and puts a copy at the same place on each.
 * A list it cannot use is explained inside, so the user can correct it.
 */
export function RepeatMarkDialog({
  source,
  pageCount,
  onClose,
}: {
  source: Highlight;
  pageCount: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const legendId = useId();
  const errorId = useId();
  const first = useRef<HTMLInputElement>(null);
  const [choice, setChoice] = useState<RepeatChoice>('all');
  const [range, setRange] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => first.current?.focus(), []);

  function messageOf(error: RepeatPagesError): string {
    return error.reason === 'ownPageOnly'
      ? t('workspace.repeat.ownPageOnly', { page: error.page })
      : pageRangeMessage(t, error);
  }

  const radio = (option: RepeatChoice) => ({
    type: 'radio',
    name: 'repeat-pages',
    value: option,
    checked: choice === option,
    onChange: () => {
      setChoice(option);
      setFailure(null);
    },
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = repeatPages(choice, range, pageCount, source.page);
    if ('error' in chosen) {
      setFailure(messageOf(chosen.error));
      return;
    }
    setIsBusy(true);
    try {
      const result = await repeatMark(source, chosen.pages);
      if (result?.added === 0) toast.info(doneNotice(result, t));
      else if (result) toast.success(doneNotice(result, t));
      onClose();
    } catch {
      setFailure(t('workspace.repeat.failed'));
      setIsBusy(false);
    }
  }

  return (
    <Dialog title={t('workspace.repeat.title')} className="repeat-dialog" onClose={onClose}>
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <fieldset className="repeat-choices" role="radiogroup" aria-labelledby={legendId}>
          <legend id={legendId}>{t('workspace.repeat.legend', { page: source.page })}</legend>
          {SETS.map((option, index) => (
            <label key={option} className="repeat-choice">
              <input ref={index === 0 ? first : undefined} {...radio(option)} />
              {t(`workspace.repeat.choices.${option}`)}
            </label>
          ))}
          <div className="repeat-range-row">
            <label className="repeat-choice">
              <input {...radio('range')} />
              {t('workspace.repeat.choices.range')}
            </label>
            <input
              value={range}
              placeholder="2-5, 8"
              aria-label={t('workspace.repeat.rangeLabel', { count: pageCount })}
              aria-invalid={failure !== null && choice === 'range'}
              aria-describedby={failure ? errorId : undefined}
              onFocus={() => setChoice('range')}
              onChange={(event) => {
                setRange(event.target.value);
                setChoice('range');
                setFailure(null);
              }}
            />
          </div>
        </fieldset>
        <p className="field-hint">{t('workspace.repeat.placement')}</p>
        {failure && (
          <p id={errorId} className="field-error" role="alert">
            {failure}
          </p>
        )}
        <div className="button-row">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={isBusy}>
            {t('workspace.repeat.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
