import { LIMITS } from '@workbench/contracts';
import { hasPdfSignature } from '../signature';
import { mupdf, type PDFDocument } from './mupdf';
import { isEngineFault, PdfFileError } from './pdf-file-error';

/**
 * Opens and validates a PDF: the size limit of an upload, the header, a real parse, the user
 * password when it has one (`password`), at least one page, not a dynamic XFA form. MuPDF repairs damaged cross-reference tables as readers do; a
 * repaired file is accepted only if every page still loads. Files the engine wrote itself (a
 * shard's pages, a redacted output being verified) may be larger than an upload: `isUpload:
 * false`. The caller must `destroy()` the document.
 */
export function openPdf(
  bytes: Uint8Array,
  { isUpload = true, password }: { isUpload?: boolean; password?: string } = {},
): PDFDocument {
  if (isUpload && bytes.length > LIMITS.files.maxBytes) throw new PdfFileError('TOO_LARGE');
  if (!hasPdfSignature(bytes)) throw new PdfFileError('NOT_PDF');
  let document: PDFDocument;
  try {
    const opened = mupdf.Document.openDocument(bytes, 'application/pdf');
    const pdf = opened.asPDF();
    if (!pdf) throw new Error('not a PDF document');
    document = pdf;
  } catch (error) {
    if (isEngineFault(error)) throw error;
    throw new PdfFileError('CORRUPT');
  }
  try {
    checkReadable(document, password);
  } catch (error) {
    document.destroy();
    throw error;
  }
  return document;
}

function checkReadable(document: PDFDocument, password: string | undefined): void {
  if (document.needsPassword()) {
    if (password === undefined || password === '') throw new PdfFileError('ENCRYPTED');
    if (document.authenticatePassword(password) === 0) throw new PdfFileError('WRONG_PASSWORD');
  }
  let pageCount: number;
  try {
    pageCount = document.countPages();
  } catch (error) {
    if (isEngineFault(error)) throw error;
    throw new PdfFileError('CORRUPT');
  }
  if (pageCount === 0) throw new PdfFileError(document.wasRepaired() ? 'CORRUPT' : 'NO_PAGES');
  // A dynamic XFA form's pages are Adobe's "Please wait…": the document is the XFA, not them.
  if (document.getTrailer().get('Root').get('NeedsRendering').asBoolean()) {
    throw new PdfFileError('XFA_FORM');
  }
  if (document.wasRepaired()) {
    for (let index = 0; index < pageCount; index++) loadPageOrThrow(document, index).destroy();
  }
}

/** Loads a page, reporting a page the parser cannot read as a damaged file. */
export function loadPageOrThrow(document: PDFDocument, index: number) {
  try {
    return document.loadPage(index);
  } catch (error) {
    if (isEngineFault(error)) throw error;
    throw new PdfFileError('CORRUPT');
  }
}
