import type * as Pdfjs from 'pdfjs-dist';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import { pdfjsAssetOptions } from './pdfjs-assets';

/** The worker file is served by the app at this path (see vite.config.ts). */
export const PDF_WORKER_PATH = '/pdf.worker.min.mjs';

export type { PDFDocumentProxy, PDFPageProxy };

let loading: Promise<typeof Pdfjs> | undefined;

/**
 * pdf.js, loaded on first use: only the workspace needs it, so other pages do not download it
 * (and it needs a modern browser's globals, which plain test environments lack).
 */
export function loadPdfjs(): Promise<typeof Pdfjs> {
  loading ??= import('pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = PDF_WORKER_PATH;
    return pdfjs;
  });
  return loading;
}

export type OpenedPdf = { doc: PDFDocumentProxy; close: () => Promise<void> };

/** pdf.js refuses a password-protected file with a PasswordException. */
export function isPasswordError(error: unknown): boolean {
  return error instanceof Error && error.name === 'PasswordException';
}

/**
 * Opens a file for viewing; `close` frees the document and its worker-side data. pdf.js gets its
 * own copy of the bytes (it moves them to its worker), and the app's copies of its decoders,
 * CMaps, fonts and colour profiles (pdfjs-assets.ts), which its worker fetches when a file needs
 * them.
 */
export async function openPdf(file: Blob): Promise<OpenedPdf> {
  const { getDocument } = await loadPdfjs();
  const data = new Uint8Array(await file.arrayBuffer());
  const task = getDocument({ data, ...pdfjsAssetOptions() });
  return { doc: await task.promise, close: () => task.destroy() };
}
