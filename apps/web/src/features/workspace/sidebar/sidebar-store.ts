import { create } from 'zustand';
import { SIDEBAR_TAB_ORDER, type SidebarTab } from '../shortcuts/shortcut-map';
import { SIDEBAR } from '../workspace-constants';

export const SIDEBAR_STORAGE_KEYS = {
  tab: 'sidebar-active-tab',
  collapsed: 'sidebar-collapsed',
  width: 'sidebar-width',
} as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the sidebar still works, it just forgets.
  }
}

/**
 * The stored sidebar state; invalid values fall back silently. Under 768 px it starts collapsed
 * whatever was stored, as a narrow screen has no room for it.
 */
export function loadSidebar(viewportWidth: number) {
  const tab = read(SIDEBAR_STORAGE_KEYS.tab);
  const width = Number(read(SIDEBAR_STORAGE_KEYS.width));
  return {
    tab: SIDEBAR_TAB_ORDER.includes(tab as SidebarTab) ? (tab as SidebarTab) : 'thumbnails',
    collapsed:
      viewportWidth < SIDEBAR.collapsedBelow || read(SIDEBAR_STORAGE_KEYS.collapsed) === 'true',
    width: Number.isFinite(width) && width > SIDEBAR.minSavedWidth ? width : SIDEBAR.defaultWidth,
  };
}

interface SidebarState {
  tab: SidebarTab;
  collapsed: boolean;
  width: number;
  /** Opens a tab, expanding the sidebar if it was collapsed. */
  activate: (tab: SidebarTab) => void;
  setCollapsed: (collapsed: boolean) => void;
  toggle: () => void;
  /** Saved only while expanded and above 50 px (spec §2). */
  setWidth: (width: number) => void;
}

export const useSidebarStore = create<SidebarState>()((set, get) => ({
  ...loadSidebar(typeof window === 'undefined' ? SIDEBAR.bottomBelow : window.innerWidth),

  activate(tab) {
    write(SIDEBAR_STORAGE_KEYS.tab, tab);
    write(SIDEBAR_STORAGE_KEYS.collapsed, 'false');
    set({ tab, collapsed: false });
  },

  setCollapsed(collapsed) {
    write(SIDEBAR_STORAGE_KEYS.collapsed, String(collapsed));
    set({ collapsed });
  },

  toggle: () => get().setCollapsed(!get().collapsed),

  setWidth(width) {
    if (!get().collapsed && width > SIDEBAR.minSavedWidth) {
      write(SIDEBAR_STORAGE_KEYS.width, String(width));
    }
    set({ width });
  },
}));
