import type { KeyboardEvent } from 'react';

const FOCUSABLE = [
  'input:not(:disabled)',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  'button:not(:disabled)',
  'a[href]',
].join(', ');

/**
 * The keyboard of a modal dialog: Escape cancels, and Tab cycles through the dialog's enabled
 * controls instead of leaving it. Attach to the dialog element's onKeyDown.
 */
export function handleDialogKeys(event: KeyboardEvent<HTMLElement>, onCancel: () => void) {
  if (event.key === 'Escape') {
    event.stopPropagation();
    onCancel();
    return;
  }
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll(FOCUSABLE)];
  const index = controls.indexOf(document.activeElement as Element);
  const next = controls.at(event.shiftKey ? index - 1 : (index + 1) % controls.length);
  if (next instanceof HTMLElement) {
    event.preventDefault();
    next.focus();
  }
}
