import type { TaskBudget } from '../budget/task-budget';
import { openPdf } from '../engine/open-pdf';
import { readPageWords } from '../engine/read-words';

/**
 * What a PDF made by a converter holds as text, to compare with what its source held: each page's
 * text layer (no OCR) and the text of its comments. Also its page count.
 */
export function convertedText(
  bytes: Uint8Array,
  budget: TaskBudget,
): { pages: number; texts: string[] } {
  const document = openPdf(bytes, { isUpload: false });
  try {
    const pages = document.countPages();
    const texts: string[] = [];
    for (let index = 0; index < pages; index++) {
      budget.step(index + 1);
      const page = document.loadPage(index);
      try {
        texts.push(readPageWords(page, index + 1).text);
        for (const annotation of page.getAnnotations()) texts.push(annotation.getContents());
      } finally {
        page.destroy();
      }
    }
    return { pages, texts };
  } finally {
    document.destroy();
  }
}
