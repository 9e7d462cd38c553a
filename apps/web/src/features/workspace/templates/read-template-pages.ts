import type { PDFPageProxy } from '../viewer/pdfjs';
import { readPdfDocument } from '../viewer/use-pdf-document';
import { wordsOfItems, type TemplatePageInfo, type TextItemLike } from './page-words';

export type PageSize = { width: number; height: number };

/**
 * The pages of a file as templates see them, read in this browser by pdf.js (nothing is sent or
 * charged): each page's size as shown and /Rotate, and the words of the page's own text, which
 * leaves out form field values (they differ from copy to copy). Only the pages `wants` names by
 * their size have their words read.
 */
export async function readTemplatePages(
  file: Blob,
  wants: (page: number, size: PageSize) => boolean,
): Promise<TemplatePageInfo[]> {
  return readPdfDocument(file, async (doc) => {
    const pages: TemplatePageInfo[] = [];
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const size = { width: viewport.width, height: viewport.height };
      const words = wants(number, size) ? await pageWords(page, viewport) : [];
      pages.push({ page: number, ...size, rotation: page.rotate, words });
    }
    return pages;
  });
}

async function pageWords(page: PDFPageProxy, viewport: ReturnType<PDFPageProxy['getViewport']>) {
  const content = await page.getTextContent();
  const items = content.items.filter((item): item is TextItemLike & typeof item => 'str' in item);
  return wordsOfItems(items, viewport);
}
