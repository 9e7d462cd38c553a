import { useEffect, useState } from 'react';
import { openPdf, type OpenedPdf, type PDFDocumentProxy } from './pdfjs';
import type { PageSize } from './PdfPage';

export type PdfDocumentState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; doc: PDFDocumentProxy; firstPage: PageSize };

const LOADING: PdfDocumentState = { status: 'loading' };

/** Opens a file with pdf.js while the component lives, and frees the document after. */
export function usePdfDocument(file: Blob | null): PdfDocumentState {
  const [loaded, setLoaded] = useState<{ file: Blob; state: PdfDocumentState } | null>(null);
  useEffect(() => {
    if (!file) return;
    let opened: OpenedPdf | undefined;
    let cancelled = false;
    openPdf(file)
      .then(async (result) => {
        if (cancelled) return void result.close();
        opened = result;
        const first = await result.doc.getPage(1);
        const { width, height } = first.getViewport({ scale: 1 });
        if (cancelled) return;
        setLoaded({
          file,
          state: { status: 'ready', doc: result.doc, firstPage: { width, height } },
        });
      })
      .catch(() => {
        if (!cancelled) setLoaded({ file, state: { status: 'error' } });
      });
    return () => {
      cancelled = true;
      void opened?.close();
    };
  }, [file]);
  return loaded !== null && loaded.file === file ? loaded.state : LOADING;
}
