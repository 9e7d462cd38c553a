import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFilesStore, type OpenFile } from '../files/files-store';
import { TIMING_MS } from '../workspace-constants';
import { useContextMenuStore, type MenuTarget } from './context-menu-store';
import type { Highlight } from './highlight';
import { menuItems, modelInfo } from './context-menu-commands';
import { useHighlightsStore } from './highlights-store';
import { IgnoreListPrompt } from './IgnoreListPrompt';
import { useProcessingLocation } from '../../on-device/processing-location';
import { RepeatMarkDialog } from '../repeat/RepeatMarkDialog';
import './context-menu.css';

/** How far the menu keeps from the viewport's edges, in CSS pixels. */
const EDGE_PX = 8;

/** Keeps the menu's events from reaching the page below it in the React tree. */
function stop(event: SyntheticEvent) {
  event.stopPropagation();
}

/** What the menu turned into: the prompt for an ignore-list text, or the repeat dialog. */
type Panel = { kind: 'ignore'; text: string } | { kind: 'repeat' };

/**
 * The right-click menu of one highlight, drawn at the pointer and kept inside the viewport. It
 * closes on Esc, Tab, an outside click, after any action and after 10 s; 'Add to ignore list'
 * may turn it into a prompt for the text, 'Repeat on pages…' into a dialog for the pages.
 */
export function HighlightContextMenu({ target }: { target: MenuTarget }) {
  const [panel, setPanel] = useState<Panel | null>(null);
  const close = useContextMenuStore((state) => state.close);
  const source = useHighlightsStore((state) =>
    state.byFile[target.fileKey]?.find((item) => item.id === target.highlightId),
  );
  const file = useFilesStore((state) => state.files.find((open) => open.key === target.fileKey));
  let content = (
    <MenuList
      target={target}
      highlight={source}
      file={file}
      onPrompt={(text) => setPanel({ kind: 'ignore', text })}
      onRepeat={() => setPanel({ kind: 'repeat' })}
    />
  );
  if (panel?.kind === 'ignore') {
    content = <IgnoreListPrompt initialText={panel.text} onClose={close} />;
  } else if (panel?.kind === 'repeat' && source && file?.pageCount) {
    content = <RepeatMarkDialog source={source} pageCount={file.pageCount} onClose={close} />;
  }
  return createPortal(
    <div className="highlight-menu-root" onClick={stop} onDoubleClick={stop}>
      {content}
    </div>,
    document.body,
  );
}

function MenuList({
  target,
  highlight,
  file,
  onPrompt,
  onRepeat,
}: {
  target: MenuTarget;
  /** The highlight the menu is for; undefined once it is gone. */
  highlight: Highlight | undefined;
  /** Its file, while open. */
  file: OpenFile | undefined;
  onPrompt: (text: string) => void;
  onRepeat: () => void;
}) {
  const { t } = useTranslation();
  const infoId = useId();
  const menu = useRef<HTMLDivElement>(null);
  const restoresFocus = useRef(true);
  const close = useContextMenuStore((state) => state.close);
  // The word goes to the account's ignore list, on the server: in on-device mode it says so.
  const isOnDevice = useProcessingLocation() === 'device';

  useLayoutEffect(() => {
    const element = menu.current;
    if (!element) return;
    const { width, height } = element.getBoundingClientRect();
    const fit = (at: number, size: number, room: number) =>
      Math.max(EDGE_PX, Math.min(at, room - size - EDGE_PX));
    element.style.left = `${fit(target.x, width, window.innerWidth)}px`;
    element.style.top = `${fit(target.y, height, window.innerHeight)}px`;
  }, [target.x, target.y]);

  useEffect(() => {
    const previous = document.activeElement;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]:not(:disabled)')?.focus();
    const timer = setTimeout(close, TIMING_MS.contextMenuClose);
    const handleOutside = (event: PointerEvent) => {
      if (menu.current?.contains(event.target as Node)) return;
      restoresFocus.current = false;
      close();
    };
    document.addEventListener('pointerdown', handleOutside, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', handleOutside, true);
      if (restoresFocus.current && previous instanceof HTMLElement) previous.focus();
    };
  }, [close]);

  if (!highlight) return null;
  const items = menuItems(highlight, {
    isFileOpen: file !== undefined,
    pageCount: file?.pageCount ?? null,
    t,
    close,
    onPrompt,
    onRepeat,
  });

  // Arrows, Home and End move between the enabled items; Esc and Tab close the menu.
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close();
      return;
    }
    const enabled = [
      ...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)'),
    ];
    const index = enabled.indexOf(document.activeElement as HTMLElement);
    const next: Record<string, number> = {
      ArrowDown: (index + 1) % enabled.length,
      ArrowUp: (index - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    };
    const to = next[event.key];
    if (to === undefined) return;
    event.preventDefault();
    enabled[to]?.focus();
  }

  return (
    <div
      ref={menu}
      role="menu"
      aria-label={t('workspace.contextMenu.label')}
      aria-describedby={infoId}
      className="highlight-menu"
      onKeyDown={handleKeyDown}
      onContextMenu={(event) => event.preventDefault()}
    >
      {items.map(({ key, icon: Icon, isEnabled, run }) => (
        <button
          key={key}
          type="button"
          role="menuitem"
          className="highlight-menu-item"
          disabled={!isEnabled}
          onClick={run}
        >
          <Icon size={16} aria-hidden="true" />
          {key === 'addToIgnoreList' && isOnDevice
            ? t('workspace.onDevice.ignoreList.menuItem')
            : t(`workspace.contextMenu.${key}`)}
        </button>
      ))}
      <div role="none" id={infoId} className="highlight-menu-info">
        {modelInfo(highlight, t)}
      </div>
    </div>
  );
}
