import { useEffect, useId, useState, type ReactNode } from 'react';
import { handleDialogKeys } from './dialog-keys';

type DialogProps = { title: string; className?: string; children: ReactNode; onClose: () => void };

/**
 * A modal frame with a title: Esc closes it, focus stays inside while it is open (the content
 * puts it on its first control) and goes back to whatever had it when it closes.
 */
export function Dialog({ title, className, children, onClose }: DialogProps) {
  const titleId = useId();
  // Taken while rendering: the content's own effect moves focus before this component's runs.
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
        className={className ? `dialog ${className}` : 'dialog'}
        onKeyDown={(event) => handleDialogKeys(event, onClose)}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
