import { ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/auth-context';
import { SIDEBAR_TAB_ORDER, type SidebarTab } from '../shortcuts/shortcut-map';
import { SIDEBAR_EVENTS } from '../use-workspace-actions';
import { ResizeHandle } from './ResizeHandle';
import { sidebarPosition, swipeAction } from './sidebar-layout';
import { useSidebarStore } from './sidebar-store';
import { SIDEBAR_DISPLAY_ORDER, SIDEBAR_ICONS, tabShortcut } from './sidebar-tabs';
import { useViewportWidth } from './use-viewport-width';
import './sidebar.css';

/** Follows the shortcuts and the mobile menu, which speak to the sidebar through window events. */
function useSidebarEvents() {
  useEffect(() => {
    const activate = (event: Event) => {
      const tab = (event as CustomEvent<SidebarTab>).detail;
      if (SIDEBAR_TAB_ORDER.includes(tab)) useSidebarStore.getState().activate(tab);
    };
    const toggle = () => useSidebarStore.getState().toggle();
    window.addEventListener(SIDEBAR_EVENTS.activateTab, activate);
    window.addEventListener(SIDEBAR_EVENTS.toggle, toggle);
    return () => {
      window.removeEventListener(SIDEBAR_EVENTS.activateTab, activate);
      window.removeEventListener(SIDEBAR_EVENTS.toggle, toggle);
    };
  }, []);
}

/**
 * A vertical swipe on the bottom sidebar's tab strip (not its scrolling panel) collapses or
 * expands it on a narrow screen.
 */
function useSwipe(position: 'left' | 'bottom', viewportWidth: number) {
  const start = useRef<number | null>(null);
  return {
    onTouchStart: (event: React.TouchEvent) => (start.current = event.touches[0]?.clientY ?? null),
    onTouchEnd: (event: React.TouchEvent) => {
      const end = event.changedTouches[0]?.clientY;
      if (start.current === null || end === undefined) return;
      const action = swipeAction(end - start.current, position, viewportWidth);
      start.current = null;
      if (action) useSidebarStore.getState().setCollapsed(action === 'collapse');
    },
  };
}

/**
 * The workspace sidebar (spec §2): a tab strip and the active tab's panel, on the left or, under
 * 1024 px, at the bottom. It can be collapsed, resized on the left, and swiped on phones.
 */
export function Sidebar({ panels }: { panels: Record<SidebarTab, ReactNode> }) {
  const { t } = useTranslation();
  const signedIn = useAuth().user !== null;
  const { tab, collapsed, width } = useSidebarStore();
  const viewportWidth = useViewportWidth();
  const position = sidebarPosition(viewportWidth);
  const swipe = useSwipe(position, viewportWidth);
  const tabs = SIDEBAR_DISPLAY_ORDER.filter((candidate) => candidate !== 'user' || signedIn);
  const tabRefs = useRef(new Map<SidebarTab, HTMLButtonElement>());
  useSidebarEvents();

  function onTabKey(event: React.KeyboardEvent, index: number) {
    const forward = position === 'left' ? 'ArrowDown' : 'ArrowRight';
    const back = position === 'left' ? 'ArrowUp' : 'ArrowLeft';
    const moves: Record<string, number> = {
      [forward]: index + 1,
      [back]: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key]! + tabs.length) % tabs.length]!;
    tabRefs.current.get(next)?.focus();
  }

  const CollapseIcon = collapsed === (position === 'left') ? ChevronsRight : ChevronsLeft;
  return (
    <aside
      className="sidebar"
      data-position={position}
      data-collapsed={collapsed}
      data-testid="sidebar"
      aria-label={t('workspace.sidebar.label')}
      style={{ ['--sidebar-width' as string]: `${width}px` }}
    >
      <div
        {...swipe}
        className="sidebar-tabs"
        role="tablist"
        aria-orientation={position === 'left' ? 'vertical' : 'horizontal'}
      >
        {tabs.map((candidate, index) => {
          const Icon = SIDEBAR_ICONS[candidate];
          const label = t(`workspace.sidebar.tabs.${candidate}`);
          const active = candidate === tab && !collapsed;
          return (
            <button
              key={candidate}
              ref={(element) => {
                if (element) tabRefs.current.set(candidate, element);
                else tabRefs.current.delete(candidate);
              }}
              type="button"
              role="tab"
              id={`sidebar-tab-${candidate}`}
              data-tutorial={`sidebar-${candidate}`}
              className="sidebar-tab"
              aria-selected={active}
              aria-controls={active ? 'sidebar-panel' : undefined}
              tabIndex={candidate === tab ? 0 : -1}
              title={`${label} (${tabShortcut(candidate)})`}
              onKeyDown={(event) => onTabKey(event, index)}
              onClick={() => useSidebarStore.getState().activate(candidate)}
            >
              <Icon aria-hidden="true" size={20} />
              <span className="visually-hidden">{label}</span>
            </button>
          );
        })}
        <button
          type="button"
          className="sidebar-tab sidebar-collapse"
          aria-expanded={!collapsed}
          aria-controls="sidebar-panel"
          title={`${t(collapsed ? 'workspace.sidebar.expand' : 'workspace.sidebar.collapse')} (Shift+B)`}
          onClick={() => useSidebarStore.getState().toggle()}
        >
          <CollapseIcon aria-hidden="true" size={20} />
          <span className="visually-hidden">
            {t(collapsed ? 'workspace.sidebar.expand' : 'workspace.sidebar.collapse')}
          </span>
        </button>
      </div>
      {!collapsed && (
        <div
          className="sidebar-panel-area"
          role="tabpanel"
          id="sidebar-panel"
          aria-labelledby={`sidebar-tab-${tab}`}
        >
          {panels[tab]}
        </div>
      )}
      {!collapsed && position === 'left' && <ResizeHandle viewportWidth={viewportWidth} />}
    </aside>
  );
}
