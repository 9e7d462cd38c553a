import { useFilesStore, type OpenFile } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { isPasswordError } from '../viewer/pdfjs';
import { readPdfDocument } from '../viewer/use-pdf-document';
import { useFileContentsStore } from './file-contents-store';
import { hiddenValueHighlights } from './hidden-value-highlights';
import { readFileContents } from './read-file-contents';

const isOpen = (file: OpenFile) =>
  useFilesStore.getState().files.some((open) => open.key === file.key && open.file === file.file);

/**
 * Reads what an open file holds besides its pages, with pdf.js in the browser (nothing is sent
 * or charged), and offers its form values that no appearance shows as suggestions to review.
 * A suggestion already there (restored from the browser's storage) is not added again.
 */
export async function loadFileContents(file: OpenFile): Promise<void> {
  const { set } = useFileContentsStore.getState();
  set(file.key, { state: 'reading', file: file.file });
  try {
    const contents = await readPdfDocument(file.file, (doc) => readFileContents(doc));
    if (!isOpen(file)) return;
    set(file.key, { state: 'read', file: file.file, contents });
    const store = useHighlightsStore.getState();
    const present = new Set((store.byFile[file.key] ?? []).map(({ id }) => id));
    const missing = hiddenValueHighlights(file.key, contents.hiddenValues).filter(
      ({ id }) => !present.has(id),
    );
    if (missing.length > 0) store.add(missing);
  } catch (error) {
    // A locked file is read again once unlocked (a new copy); a broken one says so in the panel.
    if (isOpen(file))
      set(file.key, { state: 'failed', file: file.file, isLocked: isPasswordError(error) });
  }
}
