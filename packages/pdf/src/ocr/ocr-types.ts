/**
 * One recognised word. Coordinates are PDF points with the origin at the top-left of the page
 * and y growing downwards (the rendered image's pixel box × 72 / dpi), already padded by
 * {@link OCR_BOX_PADDING_PT} and clamped to the page.
 */
export interface OcrWord {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Tesseract's word confidence, 0–100. */
  confidence: number;
  /**
   * The word's box as Tesseract gave it, before any padding, in the same points: how far the
   * padding may go is decided against the neighbouring lines' boxes (keepToOwnLine). Absent in
   * words kept from before it was recorded.
   */
  ink?: { x0: number; y0: number; x1: number; y1: number };
}

/** The words of one text line, left to right. */
export type OcrLine = OcrWord[];

/**
 * Padding added to each side of every word box, in points. Tesseract's boxes hug the ink, so a
 * redaction drawn exactly on them can leave anti-aliased edges, serifs and accents (the ring of
 * "å", the descender of "g" clipped by a neighbouring line's estimate) readable at the border.
 * One point (~4 px at 300 dpi) covers that without eating into the neighbouring words.
 */
export const OCR_BOX_PADDING_PT = 1;

/**
 * Extra room above a word, as a share of its box height. Tesseract leaves diacritics above
 * capitals out of the box (the ring of "Å" sat 3.3 pt above a 1 pt pad on a test page); a
 * redaction must cover them.
 */
export const OCR_TOP_PADDING_RATIO = 0.4;

/**
 * Which implementation runs Tesseract: the system binary, the bundled WebAssembly build in Node,
 * or tesseract.js in a browser (on-device mode).
 */
export type OcrBackend = 'cli' | 'js' | 'browser';

export interface OcrRecognizeOptions {
  /** Resolution the PNG was rendered at; converts its pixels to points. */
  dpi: number;
  signal?: AbortSignal;
}

/** 300 dpi is where Tesseract's models are most accurate for body text; part of the cache key. */
export const OCR_DPI = 300;

/** Recognises page images one at a time; run one engine per worker thread to use every core. */
export interface OcrEngine {
  readonly backend: OcrBackend;
  /** Queued behind any call in progress; rejects with an `AbortError` when `signal` aborts. */
  recognize(png: Uint8Array, options: OcrRecognizeOptions): Promise<OcrLine[]>;
  close(): Promise<void>;
}

/** Languages both backends load; Norwegian is needed for æ, ø and å. */
export const OCR_LANGUAGES = ['eng', 'nor'] as const;
