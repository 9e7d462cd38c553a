import { ZBanWord } from '@workbench/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, localizeMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { ignoredNotice } from './context-menu-commands';
import { addToIgnoreList } from './highlight-actions';
import { Dialog } from '../../../components/Dialog';
import { useProcessingLocation } from '../../on-device/processing-location';

/**
 * Asks which text to put on the ignore list, prefilled with the highlight's text. Esc or Cancel
 * closes it; a refused word or a failed save is shown inside, so the user can correct it.
 */
export function IgnoreListPrompt({
  initialText,
  onClose,
}: {
  initialText: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialText);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const isOnDevice = useProcessingLocation() === 'device';

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZBanWord.safeParse(text);
    if (!parsed.success) {
      setFailure(localizeMessage(t, parsed.error.issues[0]!.message));
      return;
    }
    setIsBusy(true);
    try {
      toast.success(ignoredNotice(t, await addToIgnoreList(parsed.data)));
      onClose();
    } catch (error) {
      setFailure(errorMessage(t, error, t('settings.ignore.addFailed')));
      setIsBusy(false);
    }
  }

  return (
    <Dialog
      title={t('workspace.contextMenu.ignorePromptTitle')}
      className="ignore-prompt"
      onClose={onClose}
    >
      <form onSubmit={(event) => void handleSubmit(event)}>
        <div className="field">
          <label htmlFor={inputId}>{t('workspace.contextMenu.ignorePromptLabel')}</label>
          <input
            id={inputId}
            ref={input}
            value={text}
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? errorId : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setFailure(null);
            }}
          />
          {failure && (
            <p id={errorId} className="field-error">
              {failure}
            </p>
          )}
          {isOnDevice && (
            <p className="field-hint">{t('workspace.onDevice.ignoreList.savedToAccount')}</p>
          )}
        </div>
        <div className="button-row">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={isBusy}>
            {t('workspace.contextMenu.ignorePromptAdd')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
