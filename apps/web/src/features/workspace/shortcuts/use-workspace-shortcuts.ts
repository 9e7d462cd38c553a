import { useEffect, useRef } from 'react';
import { isTyping, matchShortcut, type ShortcutAction } from './shortcut-map';

export type ShortcutHandlers = Partial<Record<ShortcutAction, () => void>>;

/**
 * Listens for the workspace shortcuts while `active` (at least one file is open). Keys typed
 * into a field are left alone.
 */
export function useWorkspaceShortcuts(active: boolean, handlers: ShortcutHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event.target)) return;
      // A dialog on top (confirm, help, upgrade) or an open menu owns the keyboard; the page
      // behind waits (A or X in a highlight's menu must not accept or reject the mark).
      if (document.querySelector('.dialog-backdrop, [role="menu"]')) return;
      const shortcut = matchShortcut(event);
      const handler = shortcut && latest.current[shortcut.action];
      if (!shortcut || !handler) return;
      if (shortcut.preventDefault) event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active]);
}
