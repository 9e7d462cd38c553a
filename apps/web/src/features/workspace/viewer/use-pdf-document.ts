import { useEffect, useState } from 'react';
import { isPasswordError, openPdf, type OpenedPdf, type PDFDocumentProxy } from './pdfjs';
import type { PageSize } from './page-size';

export type PdfDocumentState =
  | { status: 'loading' }
  | { status: 'error' }
  /** The file is password-protected: the panel asks for its password. */
  | { status: 'password' }
  | { status: 'ready'; doc: PDFDocumentProxy; firstPage: PageSize };

type Ready = Extract<PdfDocumentState, { status: 'ready' }>;

const LOADING: PdfDocumentState = { status: 'loading' };

/**
 * Open documents shared by everyone showing the same file (the viewer and the thumbnails), so a
 * file is parsed once, by one pdf.js worker. The last user to let go closes it.
 */
const shared = new Map<Blob, { users: number; opening: Promise<OpenedPdf & { ready: Ready }> }>();

function acquire(file: Blob) {
  let entry = shared.get(file);
  if (!entry) {
    const opening = openPdf(file).then(async (opened) => {
      const first = await opened.doc.getPage(1);
      const { width, height } = first.getViewport({ scale: 1 });
      const ready: Ready = { status: 'ready', doc: opened.doc, firstPage: { width, height } };
      return { ...opened, ready };
    });
    entry = { users: 0, opening };
    shared.set(file, entry);
  }
  entry.users += 1;
  return entry.opening;
}

function release(file: Blob) {
  const entry = shared.get(file);
  if (!entry) return;
  entry.users -= 1;
  if (entry.users > 0) return;
  shared.delete(file);
  entry.opening.then((opened) => opened.close()).catch(() => undefined);
}

/** Runs `read` on the file's pdf.js document, shared with the viewer while it runs. */
export async function readPdfDocument<T>(
  file: Blob,
  read: (doc: PDFDocumentProxy) => Promise<T>,
): Promise<T> {
  try {
    return await read((await acquire(file)).doc);
  } finally {
    release(file);
  }
}

/** Opens a file with pdf.js while the component lives, and frees the document after. */
export function usePdfDocument(file: Blob | null): PdfDocumentState {
  const [loaded, setLoaded] = useState<{ file: Blob; state: PdfDocumentState } | null>(null);
  useEffect(() => {
    if (!file) return;
    let cancelled = false;
    acquire(file)
      .then(({ ready }) => {
        if (!cancelled) setLoaded({ file, state: ready });
      })
      .catch((error: unknown) => {
        const state = isPasswordError(error) ? ('password' as const) : ('error' as const);
        if (!cancelled) setLoaded({ file, state: { status: state } });
      });
    return () => {
      cancelled = true;
      release(file);
    };
  }, [file]);
  return loaded !== null && loaded.file === file ? loaded.state : LOADING;
}
