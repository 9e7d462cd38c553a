import { withResolvers } from '@workbench/contracts';

/**
 * The text each page of a redacted copy shows, read by pdf.js: what a reader of the released
 * file can find, for the case's consistency check (decision 0090).
 */
export async function releasedPageTexts(bytes: Uint8Array): Promise<string[]> {
  withResolvers();
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: Uint8Array.from(bytes), verbosity: 0 });
  const document = await task.promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
          .join(''),
      );
    }
    return pages;
  } finally {
    await task.destroy();
  }
}
