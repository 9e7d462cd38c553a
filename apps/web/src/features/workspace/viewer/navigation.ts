import { useFilesStore } from '../files/files-store';
import type { Highlight } from '../highlights/highlight';
import { useHighlightsStore } from '../highlights/highlights-store';
import { goToPage } from './page-events';
import { revealInViewer } from './reveal';

/**
 * Shows a page of a file: the file becomes current and expanded, the viewer scrolls there, and
 * the promise resolves once the page has rendered.
 */
export async function showPage(fileKey: string, page: number): Promise<void> {
  const files = useFilesStore.getState();
  const file = files.files.find((candidate) => candidate.key === fileKey);
  if (!file) return;
  const target = file.pageCount ? Math.min(file.pageCount, Math.max(1, page)) : page;
  files.setCurrent(fileKey);
  files.setPage(fileKey, target);
  if (!file.expanded) {
    files.setExpanded(fileKey, true);
    // The panel's pages exist only after the document has opened; wait a frame for them.
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  await goToPage(fileKey, target);
}

/** Moves within the current file: `to` maps the current page and page count to the target. */
export function stepCurrentFile(to: (page: number, count: number) => number) {
  const { currentKey, files, pages } = useFilesStore.getState();
  const file = files.find((candidate) => candidate.key === currentKey);
  if (!file?.pageCount) return;
  void showPage(file.key, to(pages[file.key] ?? 1, file.pageCount));
}

/** Selects a highlight and scrolls to its page, then to the highlight itself. */
export async function showHighlight(highlight: Highlight): Promise<void> {
  useHighlightsStore.getState().select(highlight.id);
  await showPage(highlight.fileKey, highlight.page);
  const element = document.querySelector(`[data-highlight-id="${highlight.id}"]`);
  if (element) revealInViewer(element, 'center');
}
