import { requireProcessingConnection } from '../../on-device/processing-location';
import { useFilesStore } from '../files/files-store';
import { loadWords, useWordsStore } from '../text-selection/words-store';
import { useDuplicatesStore } from './duplicates-store';
import { findSimilarPagesAside } from './find-in-worker';
import type { FilePages } from './similar-pages';

/** A file's page texts from the words the server read (or recognised, for a scan). */
function pagesOf(fileKey: string, pageCount: number | null): FilePages {
  const words = useWordsStore.getState().byFile[fileKey]?.pages ?? {};
  const numbers = Object.keys(words).map(Number);
  const count = Math.max(pageCount ?? 0, ...numbers);
  return {
    fileKey,
    pages: Array.from({ length: count }, (_, index) => ({
      page: index + 1,
      text: (words[index + 1] ?? []).map((word) => word.text).join(' '),
    })),
  };
}

/**
 * Reads the words of every open file (once; text selection shares them) and lists the pairs of
 * pages alike (in a worker). Answers whether it could.
 */
export async function findDuplicatePages(): Promise<boolean> {
  if (!requireProcessingConnection()) return false;
  const files = useFilesStore.getState().files;
  useDuplicatesStore.setState({ status: 'finding' });
  const read = await Promise.all(files.map((file) => loadWords(file)));
  if (!read.every(Boolean)) {
    useDuplicatesStore.setState({ status: 'failed', pairs: [], fileKeys: [] });
    return false;
  }
  try {
    const pairs = await findSimilarPagesAside(
      files.map((file) => pagesOf(file.key, file.pageCount)),
    );
    useDuplicatesStore.setState({
      status: 'found',
      pairs,
      fileKeys: files.map((file) => file.key),
    });
    return true;
  } catch {
    useDuplicatesStore.setState({ status: 'compareFailed', pairs: [], fileKeys: [] });
    return false;
  }
}
