export type ShortcutAction =
  | 'open'
  | 'save'
  | 'print'
  | 'search'
  | 'detect'
  | 'redact'
  | 'toggleEditMode'
  | 'zoomIn'
  | 'zoomOut'
  | 'resetZoom'
  | `sidebarTab${0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`
  | 'toggleSidebar'
  | 'nextPage'
  | 'previousPage'
  | 'firstPage'
  | 'lastPage'
  | 'nextSuggestion'
  | 'previousSuggestion'
  | 'acceptMark'
  | 'setCode'
  | 'rejectMark'
  | 'undoReview'
  | 'help'
  | 'closeDialog';

export type ShortcutCategory = 'toolbar' | 'sidebar' | 'navigation' | 'review' | 'help';

/** The keys of a shortcut as the help dialog shows them, and how a key event matches them. */
export interface Shortcut {
  keys: string;
  category: ShortcutCategory;
  action: ShortcutAction;
  preventDefault: boolean;
  matches: (event: KeyboardEvent) => boolean;
}

type KeyInfo = Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>;

const mod = (event: KeyInfo) => event.ctrlKey || event.metaKey;
const plain = (event: KeyInfo) => !event.ctrlKey && !event.metaKey && !event.altKey;
const shifted = (letter: string) => (event: KeyInfo) =>
  plain(event) && event.shiftKey && event.key.toUpperCase() === letter;
const bare =
  (...keys: string[]) =>
  (event: KeyInfo) =>
    plain(event) && !event.shiftKey && keys.includes(event.key);

const SIDEBAR_TABS = [
  'user',
  'thumbnails',
  'files',
  'detection',
  'search',
  'redaction',
  'settings',
  'history',
  // After the spec's eight, so their Shift+digit stay as §9 has them.
  'marks',
] as const;
export type SidebarTab = (typeof SIDEBAR_TABS)[number];
export const SIDEBAR_TAB_ORDER: readonly SidebarTab[] = SIDEBAR_TABS;

function shortcut(
  keys: string,
  category: ShortcutCategory,
  action: ShortcutAction,
  matches: (event: KeyInfo) => boolean,
  preventDefault = true,
): Shortcut {
  return { keys, category, action, preventDefault, matches };
}

/** The shortcut map of spec workspace.md §9. */
export const SHORTCUTS: readonly Shortcut[] = [
  shortcut('Shift+O', 'toolbar', 'open', shifted('O')),
  shortcut('Shift+S', 'toolbar', 'save', shifted('S')),
  shortcut('Shift+P', 'toolbar', 'print', shifted('P')),
  shortcut('/ · Shift+F', 'toolbar', 'search', (event) => bare('/')(event) || shifted('F')(event)),
  shortcut('Shift+D', 'toolbar', 'detect', shifted('D')),
  shortcut('Shift+R', 'toolbar', 'redact', shifted('R')),
  shortcut('Shift+E', 'toolbar', 'toggleEditMode', shifted('E')),
  shortcut(
    'Mod+= · =',
    'toolbar',
    'zoomIn',
    (event) => (mod(event) || plain(event)) && ['=', '+'].includes(event.key),
  ),
  shortcut(
    'Mod+- · -',
    'toolbar',
    'zoomOut',
    (event) => (mod(event) || plain(event)) && event.key === '-',
  ),
  shortcut(
    'Mod+0 · 0',
    'toolbar',
    'resetZoom',
    (event) => (mod(event) || plain(event)) && !event.shiftKey && event.key === '0',
  ),
  ...SIDEBAR_TABS.map((_, index) =>
    shortcut(
      `Shift+${index}`,
      'sidebar',
      `sidebarTab${index}` as ShortcutAction,
      (event) => plain(event) && event.shiftKey && event.code === `Digit${index}`,
    ),
  ),
  shortcut('Shift+B', 'sidebar', 'toggleSidebar', shifted('B')),
  shortcut(
    '→ · PageDown · ↓',
    'navigation',
    'nextPage',
    bare('ArrowRight', 'PageDown', 'ArrowDown'),
  ),
  shortcut('← · PageUp · ↑', 'navigation', 'previousPage', bare('ArrowLeft', 'PageUp', 'ArrowUp')),
  shortcut('Home', 'navigation', 'firstPage', bare('Home')),
  shortcut('End', 'navigation', 'lastPage', bare('End')),
  shortcut('J', 'review', 'nextSuggestion', bare('j', 'J')),
  shortcut('K', 'review', 'previousSuggestion', bare('k', 'K')),
  shortcut('A', 'review', 'acceptMark', bare('a', 'A')),
  shortcut('X · Delete', 'review', 'rejectMark', bare('x', 'X', 'Delete')),
  shortcut('C', 'review', 'setCode', bare('c', 'C')),
  shortcut(
    'U · Mod+Z',
    'review',
    'undoReview',
    (event) =>
      bare('u', 'U')(event) || (mod(event) && !event.shiftKey && event.key.toLowerCase() === 'z'),
  ),
  shortcut(
    '? · Shift+/ · Shift+H',
    'help',
    'help',
    (event) =>
      plain(event) &&
      (event.key === '?' || (event.shiftKey && event.code === 'Slash') || shifted('H')(event)),
  ),
  shortcut('Esc', 'help', 'closeDialog', (event) => event.key === 'Escape', false),
];

/**
 * Shift+digit is matched by the key's position first: on a Norwegian keyboard Shift+0 types "=",
 * which would otherwise read as zoom in.
 */
const MATCH_ORDER = [
  ...SHORTCUTS.filter((item) => item.category === 'sidebar'),
  ...SHORTCUTS.filter((item) => item.category !== 'sidebar'),
];

/** The shortcut a key event stands for, if any. */
export function matchShortcut(event: KeyInfo): Shortcut | undefined {
  return MATCH_ORDER.find((candidate) => candidate.matches(event as KeyboardEvent));
}

/** Keys typed into a field are text, never shortcuts. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
