import type { PDFDocument } from './mupdf';
import { openPdf } from './open-pdf';
import { save } from './save-pdf';

/**
 * A password-protected PDF opened with its password and saved without encryption, so every later
 * step (and the redacted copy) works on a plain file. A file that is not encrypted comes back as
 * it is (a copy). Throws ENCRYPTED without a password, WRONG_PASSWORD with one that does not open it.
 */
export function unlockPdf(bytes: Uint8Array, password: string): Uint8Array {
  const document = openPdf(bytes, { password });
  try {
    return isEncrypted(document) ? save(document, 'encrypt=none') : bytes.slice();
  } finally {
    document.destroy();
  }
}

function isEncrypted(document: PDFDocument): boolean {
  return !document.getTrailer().get('Encrypt').isNull();
}
