import { useEffect, useId, useState, type ReactNode } from 'react';
import { handleDialogKeys } from '../../../components/dialog-keys';

type Props = { title: string; children: ReactNode; onClose: () => void };

/**
 * The modal frame of the create-key steps: focus stays inside while it is open (the step puts
 * it on its first control) and goes back to whatever had it when it closes.
 */
export function ApiKeyDialog({ title, children, onClose }: Props) {
  const titleId = useId();
  // Taken while rendering: the step's own effect moves focus before this component's runs.
  const [previous] = useState(() => document.activeElement);

  useEffect(() => {
    return () => {
      if (previous instanceof HTMLElement) previous.focus();
    };
  }, [previous]);

  return (
    <div className="dialog-backdrop">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="dialog api-key-dialog"
        onKeyDown={(event) => handleDialogKeys(event, onClose)}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
