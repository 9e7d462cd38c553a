import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { handleDialogKeys } from './dialog-keys';

type ConfirmDialogProps = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** A second way to go on, between Cancel and the confirm button. */
  alternative?: { label: string; onClick: () => void; isDisabled?: boolean };
  isBusy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal confirmation. Focus moves to Cancel when it opens (the safe choice), stays inside
 * while it is open, and goes back to whatever had it when it closes.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  alternative,
  isBusy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement;
    cancelRef.current?.focus();
    return () => {
      if (previous instanceof HTMLElement) previous.focus();
    };
  }, []);

  return (
    <div className="dialog-backdrop">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="dialog"
        onKeyDown={(event) => handleDialogKeys(event, onCancel)}
      >
        <h2 id={titleId}>{title}</h2>
        <div id={bodyId}>{children}</div>
        <div className="button-row">
          <button
            ref={cancelRef}
            type="button"
            className="button button-secondary"
            onClick={onCancel}
          >
            {t('common.cancel')}
          </button>
          {alternative && (
            <button
              type="button"
              className="button button-secondary"
              disabled={isBusy || alternative.isDisabled}
              onClick={alternative.onClick}
            >
              {alternative.label}
            </button>
          )}
          <button
            type="button"
            className="button button-primary"
            disabled={isBusy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
