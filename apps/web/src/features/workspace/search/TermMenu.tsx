import { useEffect, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import '../highlights/context-menu.css';

const EDGE_PX = 8;

export interface TermMenuAction {
  label: string;
  run: () => void;
}

/**
 * The menu of one active term, opened by a right-click (at the pointer) or by the term's
 * actions button (below it). Arrow keys move, Esc or Tab or an outside click close it, and the
 * focus returns to where it was.
 */
export function TermMenu({
  x,
  y,
  term,
  actions,
  onClose,
}: {
  x: number;
  y: number;
  term: string;
  actions: readonly TermMenuAction[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const menu = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useLayoutEffect(() => {
    const element = menu.current;
    if (!element) return;
    const { width, height } = element.getBoundingClientRect();
    const fit = (at: number, size: number, room: number) =>
      Math.max(EDGE_PX, Math.min(at, room - size - EDGE_PX));
    element.style.left = `${fit(x, width, window.innerWidth)}px`;
    element.style.top = `${fit(y, height, window.innerHeight)}px`;
  }, [x, y]);

  useEffect(() => {
    const previous = document.activeElement;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const handleOutside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) close.current();
    };
    document.addEventListener('pointerdown', handleOutside, true);
    return () => {
      document.removeEventListener('pointerdown', handleOutside, true);
      // When the action removed the term, its row (and the opener) is gone: the list of terms
      // moves the focus instead.
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);

  function handleKeyDown(event: React.KeyboardEvent) {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      onClose();
    } else if (event.key in moves) {
      event.preventDefault();
      items[(moves[event.key]! + items.length) % items.length]?.focus();
    }
  }

  return createPortal(
    <div
      ref={menu}
      className="highlight-menu"
      role="menu"
      aria-label={t('workspace.search.termMenu', { term })}
      onKeyDown={handleKeyDown}
    >
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className="highlight-menu-item"
          onClick={() => {
            onClose();
            action.run();
          }}
        >
          {action.label}
        </button>
      ))}
    </div>,
    document.body,
  );
}
