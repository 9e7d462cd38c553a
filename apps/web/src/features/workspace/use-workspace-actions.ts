import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { useDetectAction } from './detection/use-detect-action';
import { useFilesStore } from './files/files-store';
import { useFullscreenStore } from './fullscreen/fullscreen-store';
import { useRedactionStore } from './redaction/redaction-store';
import { useRedaction } from './redaction/use-redaction';
import { useSearchActions } from './search/use-search-actions';
import { SIDEBAR_TAB_ORDER } from './shortcuts/shortcut-map';
import type { ShortcutHandlers } from './shortcuts/use-workspace-shortcuts';
import { stepCurrentFile } from './viewer/navigation';
import { useViewerStore } from './viewer/viewer-store';
import { NOTICE_MS } from './workspace-constants';

const fullscreen = () => useFullscreenStore.getState();

export const SIDEBAR_EVENTS = {
  activateTab: 'activate-sidebar-tab',
  toggle: 'toggle-sidebar',
} as const;

/**
 * What the toolbar, the shortcuts and the mobile menu can do, in one place. `picker` is the
 * hidden file input that "open" clicks; `confirming` is true while the redact dialog is open.
 */
export function useWorkspaceActions() {
  const { t } = useTranslation();
  const redaction = useRedaction();
  const search = useSearchActions();
  const detect = useDetectAction();
  const picker = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const viewer = useViewerStore.getState();
  const idle = () =>
    useFilesStore.getState().files.length > 0 && !useRedactionStore.getState().running;

  const actions = {
    open: () => picker.current?.click(),
    save: () => void (idle() && redaction.download('all')),
    print: () => void (idle() && redaction.print()),
    redact: () => idle() && setConfirming(true),
    confirmRedact: () => {
      setConfirming(false);
      void redaction.redactScope(useRedactionStore.getState().scope);
    },
    cancelRedact: () => setConfirming(false),
    /** Detects entities with the detection panel's choices (Shift+D). */
    detect,
    /** Opens the search tab with the cursor in its input. */
    search: search.openSearch,
    searchWithDefaultTerms: () => void search.searchWithDefaultTerms(),
    toggleEditMode: () => {
      const { editMode, setEditMode } = useViewerStore.getState();
      setEditMode(!editMode);
      toast.info(
        t(editMode ? 'workspace.notices.editModeOff' : 'workspace.notices.editModeOn'),
        NOTICE_MS.info,
      );
    },
    // In full screen the keys zoom the full-screen viewer, which has its own limits.
    zoomIn: () => (fullscreen().fileKey ? fullscreen().zoomIn() : viewer.zoomIn()),
    zoomOut: () => (fullscreen().fileKey ? fullscreen().zoomOut() : viewer.zoomOut()),
    resetZoom: () => (fullscreen().fileKey ? fullscreen().resetZoom() : viewer.resetZoom()),
    showHelp: () => setHelpOpen(true),
    closeHelp: () => setHelpOpen(false),
  };

  const shortcuts: ShortcutHandlers = {
    open: actions.open,
    save: actions.save,
    print: actions.print,
    redact: actions.redact,
    search: actions.search,
    detect: actions.detect,
    toggleEditMode: actions.toggleEditMode,
    zoomIn: actions.zoomIn,
    zoomOut: actions.zoomOut,
    resetZoom: actions.resetZoom,
    toggleSidebar: () => window.dispatchEvent(new CustomEvent(SIDEBAR_EVENTS.toggle)),
    nextPage: () => stepCurrentFile((page) => page + 1),
    previousPage: () => stepCurrentFile((page) => page - 1),
    firstPage: () => stepCurrentFile(() => 1),
    lastPage: () => stepCurrentFile((_, count) => count),
    help: actions.showHelp,
    closeDialog: actions.closeHelp,
    ...Object.fromEntries(
      SIDEBAR_TAB_ORDER.map((tab, index) => [
        `sidebarTab${index}`,
        () => window.dispatchEvent(new CustomEvent(SIDEBAR_EVENTS.activateTab, { detail: tab })),
      ]),
    ),
  };

  return { actions, shortcuts, picker, confirming, helpOpen };
}

export type WorkspaceActions = ReturnType<typeof useWorkspaceActions>['actions'];
