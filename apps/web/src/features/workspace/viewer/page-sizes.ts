import type { PageSize } from './page-size';
import { readPdfDocument } from './use-pdf-document';

/** A page's number and its size as shown (rotation applied), in page units. */
export interface NumberedPageSize extends PageSize {
  page: number;
}

/** The sizes of some pages of a file as the viewer shows them, read with pdf.js. */
export function readPageSizes(file: Blob, pages: readonly number[]): Promise<NumberedPageSize[]> {
  return readPdfDocument(file, (doc) =>
    Promise.all(
      pages.map(async (page) => {
        const { width, height } = (await doc.getPage(page)).getViewport({ scale: 1 });
        return { page, width, height };
      }),
    ),
  );
}
