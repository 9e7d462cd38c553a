import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { useDetectAction } from './detection/use-detect-action';
import { useFilesStore } from './files/files-store';
import { useFullscreenStore } from './fullscreen/fullscreen-store';
import { acceptMarks } from './marks/review-actions';
import { useUndoReview } from './marks/use-undo-review';
import { reviewSelected, stepSuggestion } from './marks/review-queue';
import { useReviewStore } from './marks/review-store';
import { useHighlightsStore } from './highlights/highlights-store';
import { useRedactionStore } from './redaction/redaction-store';
import { useRedaction } from './redaction/use-redaction';
import { useSearchActions } from './search/use-search-actions';
import { mustAsk, scopeOf, type ReleaseStep } from './redaction/release';
import type { Scope } from './files/files-store';
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
 * hidden file input that "open" clicks; `confirming` is the step and scope the redact dialog
 * asks about while it is open.
 */
export function useWorkspaceActions() {
  const { t } = useTranslation();
  const undo = useUndoReview();
  const redaction = useRedaction();
  const search = useSearchActions();
  const detect = useDetectAction();
  const picker = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState<{ step: ReleaseStep; scope: Scope } | null>(null);
  const ask = (step: ReleaseStep) => setConfirming({ step, scope: scopeOf(step) });
  const [helpOpen, setHelpOpen] = useState(false);
  const viewer = useViewerStore.getState();
  const idle = () =>
    useFilesStore.getState().files.length > 0 && !useRedactionStore.getState().running;

  const run = (step: ReleaseStep, scope: Scope) => {
    if (step === 'redact') return redaction.redactScope(scope);
    return step === 'save' ? redaction.download(scope) : redaction.print();
  };
  // Save and print go straight on when every mark they would redact was accepted.
  const release = (step: 'save' | 'print') => {
    if (!idle()) return;
    if (mustAsk(scopeOf(step))) ask(step);
    else void run(step, scopeOf(step));
  };

  const actions = {
    open: () => picker.current?.click(),
    save: () => release('save'),
    print: () => release('print'),
    redact: () => idle() && ask('redact'),
    confirmRedact: (toAccept: readonly string[]) => {
      if (!confirming) return;
      const { step, scope } = confirming;
      setConfirming(null);
      acceptMarks(toAccept);
      void run(step, scope);
    },
    cancelRedact: () => setConfirming(null),
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

  const review = {
    step: (direction: 1 | -1) => {
      if (!stepSuggestion(direction)) toast.info(t('workspace.marks.allReviewed'), NOTICE_MS.info);
    },
    decide: (decision: 'accept' | 'reject') => {
      if (reviewSelected(decision) === 'allReviewed') {
        toast.info(t('workspace.marks.allReviewed'), NOTICE_MS.info);
      }
    },
    undo,
    setCode: () => {
      const selectedId = useHighlightsStore.getState().selectedId;
      if (selectedId) useReviewStore.getState().openCodePicker([selectedId]);
      else toast.info(t('workspace.codes.selectFirst'), NOTICE_MS.info);
    },
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
    nextSuggestion: () => review.step(1),
    previousSuggestion: () => review.step(-1),
    acceptMark: () => review.decide('accept'),
    rejectMark: () => review.decide('reject'),
    setCode: review.setCode,
    undoReview: review.undo,
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
