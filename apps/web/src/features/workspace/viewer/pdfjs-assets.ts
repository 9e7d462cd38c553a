/**
 * pdf.js's data files, copied from pdfjs-dist into the app by vite.config.ts and named to
 * getDocument. Without them pdf.js cannot decode JBIG2, CCITT or JPEG 2000 images (its decoders
 * are wasm) and draws those scans white, reads no predefined CMap (CJK and some Cyrillic text),
 * and has no data for fonts a file does not embed.
 */
export const PDFJS_ASSETS = [
  { option: 'wasmUrl', dir: 'wasm', url: '/pdfjs/wasm/' },
  { option: 'cMapUrl', dir: 'cmaps', url: '/pdfjs/cmaps/' },
  { option: 'standardFontDataUrl', dir: 'standard_fonts', url: '/pdfjs/standard_fonts/' },
  { option: 'iccUrl', dir: 'iccs', url: '/pdfjs/iccs/' },
] as const;

/**
 * Files of those directories the app leaves out: the QuickJS sandbox runs a form's scripts,
 * which the viewer never enables (a redaction tool must not run a file's code).
 */
export function isShippedPdfjsAsset(fileName: string): boolean {
  return !/quickjs/i.test(fileName);
}

type AssetOption = (typeof PDFJS_ASSETS)[number]['option'];

/** The getDocument options that point pdf.js at the app's copies. */
export function pdfjsAssetOptions(): Record<AssetOption, string> & { cMapPacked: true } {
  const options = Object.fromEntries(PDFJS_ASSETS.map(({ option, url }) => [option, url]));
  return { ...(options as Record<AssetOption, string>), cMapPacked: true };
}
