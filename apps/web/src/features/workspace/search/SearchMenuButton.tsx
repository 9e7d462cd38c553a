import { ChevronDown, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './search-panel.css';
import '../highlights/context-menu.css';

/**
 * The toolbar's search dropdown (spec §2): search with the default terms, or open the search tab
 * to type a term. Arrow keys move through the menu; Esc, Tab or an outside click close it.
 */
export function SearchMenuButton({
  disabled,
  onSearchDefaults,
  onOpenSearch,
}: {
  disabled: boolean;
  onSearchDefaults: () => void;
  onOpenSearch: () => void;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [isOpen]);

  function handleKeyDown(event: React.KeyboardEvent) {
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' || event.key === 'Tab') {
      setIsOpen(false);
      if (event.key === 'Escape') trigger.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    }
  }

  const item = (label: string, run: () => void) => (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className="highlight-menu-item"
      onClick={() => {
        setIsOpen(false);
        run();
      }}
    >
      {label}
    </button>
  );

  return (
    <div ref={root} className="search-menu" onKeyDown={handleKeyDown}>
      <button
        ref={trigger}
        type="button"
        className="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        disabled={disabled}
        title={`${t('workspace.search.toolbar.button')} (/ · Shift+F)`}
        data-tutorial="toolbar-search"
        onClick={() => setIsOpen((open) => !open)}
      >
        <Search aria-hidden="true" size={16} />
        <span className="toolbar-label">{t('workspace.search.toolbar.button')}</span>
        <ChevronDown aria-hidden="true" size={14} />
      </button>
      {isOpen && (
        <div
          className="search-menu-list"
          role="menu"
          aria-label={t('workspace.search.toolbar.menuLabel')}
        >
          {item(t('workspace.search.toolbar.withDefaults'), onSearchDefaults)}
          {item(t('workspace.search.toolbar.openPanel'), onOpenSearch)}
        </div>
      )}
    </div>
  );
}
