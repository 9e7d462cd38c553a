import type { TCreateTemplateRequest, TTemplate } from '@workbench/contracts';
import { useFilesStore, type OpenFile } from '../files/files-store';
import type { Highlight } from '../highlights/highlight';
import { useHighlightsStore } from '../highlights/highlights-store';
import { templateMarks, type FileOutcome } from './apply-template';
import { templatePagesOf } from './build-template';
import { isSameSize } from './match-template';
import { readTemplatePages } from './read-template-pages';

/**
 * A template of the given marks of one open file, with the words around them read from it as
 * anchors. Without anchors (on-device mode: the words are the document's text, which stays in
 * the browser) the template fits pages by their size alone.
 */
export async function templateOf(
  file: OpenFile,
  marks: readonly Highlight[],
  name: string,
  { withAnchors = true }: { withAnchors?: boolean } = {},
): Promise<TCreateTemplateRequest> {
  const marked = new Set(marks.map((mark) => mark.page));
  const read = await readTemplatePages(file.file, (page) => marked.has(page));
  const pages = withAnchors ? read : read.map((page) => ({ ...page, words: [] }));
  return { name, pages: templatePagesOf(marks, pages) };
}

const isOpen = (file: OpenFile) =>
  useFilesStore.getState().files.some((open) => open.file === file.file);

/**
 * Marks the template's boxes on every page of the files it fits, as suggestions; answers what
 * happened to each file. Only pages of a template page's size have their words read.
 */
export async function applyTemplate(
  template: TTemplate,
  files: readonly OpenFile[],
): Promise<FileOutcome[]> {
  const outcomes: FileOutcome[] = [];
  for (const file of files) {
    const pages = await readTemplatePages(file.file, (_, size) =>
      template.pages.some((page) => isSameSize(page, size)),
    );
    // Closed, or unlocked into a new copy, while its pages were read: nothing is added for it.
    if (!isOpen(file)) continue;
    const store = useHighlightsStore.getState();
    const { highlights, outcome } = templateMarks(
      template,
      file,
      pages,
      store.byFile[file.key] ?? [],
    );
    store.add(highlights);
    outcomes.push(outcome);
  }
  return outcomes;
}
