import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type TwoStepButtonProps = {
  label: string;
  /** The first button's accessible name when `label` alone is ambiguous (one per row). */
  accessibleLabel?: string;
  confirmLabel: string;
  /** Does the work; reports its own failure. */
  onConfirm: () => Promise<void>;
};

/** A destructive action that asks once more in place: the button, then confirm or cancel. */
export function TwoStepButton({
  label,
  accessibleLabel,
  confirmLabel,
  onConfirm,
}: TwoStepButtonProps) {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const firstRef = useRef<HTMLButtonElement>(null);
  // Focus follows the step shown, so it never falls back to the page (after a cancel too).
  const hasAsked = useRef(false);

  useEffect(() => {
    if (isConfirming) {
      hasAsked.current = true;
      confirmRef.current?.focus();
    } else if (hasAsked.current) {
      firstRef.current?.focus();
    }
  }, [isConfirming]);

  async function handleConfirm() {
    setIsBusy(true);
    try {
      await onConfirm();
    } finally {
      setIsBusy(false);
      setIsConfirming(false);
    }
  }

  if (!isConfirming) {
    return (
      <button
        ref={firstRef}
        type="button"
        className="button button-secondary"
        aria-label={accessibleLabel}
        onClick={() => setIsConfirming(true)}
      >
        {label}
      </button>
    );
  }
  return (
    <span className="button-row two-step">
      <button
        ref={confirmRef}
        type="button"
        className="button button-danger"
        disabled={isBusy}
        onClick={() => void handleConfirm()}
      >
        {confirmLabel}
      </button>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => setIsConfirming(false)}
      >
        {t('common.cancel')}
      </button>
    </span>
  );
}
