const SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** How far in a PDF reader looks for the header; Acrobat allows junk before it. */
export const SIGNATURE_SEARCH_BYTES = 1024;

/**
 * Whether `bytes` starts like a PDF: "%PDF-" within the first 1024 bytes. This is the cheap
 * first check; only a real parse proves a file is a usable PDF.
 */
export function hasPdfSignature(bytes: Uint8Array): boolean {
  const limit = Math.min(bytes.length, SIGNATURE_SEARCH_BYTES) - SIGNATURE.length;
  for (let start = 0; start <= limit; start++) {
    if (SIGNATURE.every((byte, offset) => bytes[start + offset] === byte)) return true;
  }
  return false;
}
