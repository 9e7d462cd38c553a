import {
  Files,
  History,
  ListChecks,
  LayoutGrid,
  ScanSearch,
  Search,
  SlidersHorizontal,
  SquareDashed,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { SIDEBAR_TAB_ORDER, type SidebarTab } from '../shortcuts/shortcut-map';

export const SIDEBAR_ICONS: Record<SidebarTab, LucideIcon> = {
  user: UserRound,
  thumbnails: LayoutGrid,
  files: Files,
  detection: ScanSearch,
  search: Search,
  redaction: SquareDashed,
  settings: SlidersHorizontal,
  history: History,
  marks: ListChecks,
};

/** The tabs as the strip shows them: the marks to review beside search and detection. */
export const SIDEBAR_DISPLAY_ORDER: readonly SidebarTab[] = [
  'user',
  'thumbnails',
  'files',
  'detection',
  'search',
  'marks',
  'redaction',
  'settings',
  'history',
];

/** The tab's shortcut as its tooltip shows it: Shift and its place in the §9 order. */
export function tabShortcut(tab: SidebarTab): string {
  return `Shift+${SIDEBAR_TAB_ORDER.indexOf(tab)}`;
}
