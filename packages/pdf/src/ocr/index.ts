export type { OcrBackend, OcrLine, OcrRecognizeOptions, OcrWord } from './ocr-types';
export { OCR_BOX_PADDING_PT, OCR_DPI } from './ocr-types';
export { createOcrEngine, type CreateOcrEngineOptions, type OcrEngine } from './ocr';
export { hashBytes, OCR_CACHE_DEFAULT_MAX_ENTRIES, OcrCache, ocrCacheKey } from './ocr-cache';
export { renderPageForOcr } from './render-page';
export { findTesseract } from './tesseract-cli';
