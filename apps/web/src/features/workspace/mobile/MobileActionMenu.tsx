import { Download, Eraser, FilePlus2, Menu, ScanSearch, Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilesStore } from '../files/files-store';
import type { WorkspaceActions } from '../use-workspace-actions';
import './mobile-action-menu.css';

/**
 * The floating action button of small screens (up to 768 px, by CSS): upload, and once files
 * are open, detect, redact, download and search.
 */
export function MobileActionMenu({ actions }: { actions: WorkspaceActions }) {
  const { t } = useTranslation();
  const hasFiles = useFilesStore((state) => state.files.length > 0);
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const outside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node) && event.target !== trigger.current) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const items = [
    { key: 'upload', icon: FilePlus2, run: actions.open, shown: true },
    { key: 'detect', icon: ScanSearch, run: actions.detect, shown: hasFiles },
    { key: 'redact', icon: Eraser, run: actions.redact, shown: hasFiles },
    { key: 'download', icon: Download, run: actions.save, shown: hasFiles },
    { key: 'search', icon: Search, run: actions.search, shown: hasFiles },
  ].filter((item) => item.shown);

  function onKeyDown(event: React.KeyboardEvent) {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: entries.length - 1,
    };
    if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      trigger.current?.focus();
    } else if (event.key in moves) {
      event.preventDefault();
      entries[(moves[event.key]! + entries.length) % entries.length]?.focus();
    }
  }

  return (
    <div className="mobile-actions">
      {open && (
        <div
          ref={menu}
          className="mobile-actions-menu"
          role="menu"
          aria-label={t('workspace.mobileMenu.label')}
          onKeyDown={onKeyDown}
        >
          {items.map(({ key, icon: Icon, run }) => (
            <button
              key={key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                setOpen(false);
                run();
              }}
            >
              <Icon aria-hidden="true" size={18} /> {t(`workspace.mobileMenu.${key}`)}
            </button>
          ))}
        </div>
      )}
      <button
        ref={trigger}
        type="button"
        className="mobile-actions-trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('workspace.mobileMenu.label')}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" size={24} /> : <Menu aria-hidden="true" size={24} />}
      </button>
    </div>
  );
}
