import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { mupdf } from '../src/engine/mupdf';
import { openPdf } from '../src/engine/open-pdf';
import { renderPageForOcr } from '../src/ocr';
import { getTessdataFolder } from '../src/ocr/tessdata-folder';
import { timeSync } from './measure';

/** The resolution every OCR figure uses, as the engine does. */
export const DPI = 300;

/** Renders page 1 at 300 dpi, as the engine does before OCR. */
export function renderFirstPage(bytes: Uint8Array): { png: Uint8Array; ms: number } {
  const document = openPdf(bytes);
  try {
    const page = document.loadPage(0);
    try {
      const { ms, value } = timeSync(() => renderPageForOcr(page, DPI));
      return { png: value, ms };
    } finally {
      page.destroy();
    }
  } finally {
    document.destroy();
  }
}

/** A small white PNG: recognising it starts a backend without timing a real page. */
export function blankPng(): Uint8Array {
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceGray, [0, 0, 64, 64], false);
  try {
    pixmap.clear(255);
    pixmap.setResolution(DPI, DPI);
    return pixmap.asPNG();
  } finally {
    pixmap.destroy();
  }
}

/**
 * tesseract.js's models (best_int) unpacked for the native CLI, so one row compares the two
 * Tesseract builds on the same model: Debian's own models are the smaller "fast" ones.
 */
export async function unpackJsModels(workDir: string): Promise<string> {
  const source = await getTessdataFolder();
  const folder = path.join(workDir, 'tessdata-best-int');
  mkdirSync(path.join(folder, 'configs'), { recursive: true });
  writeFileSync(path.join(folder, 'configs', 'tsv'), 'tessedit_create_tsv 1\n');
  for (const lang of ['eng', 'nor']) {
    const packed = readFileSync(path.join(source, `${lang}.traineddata.gz`));
    writeFileSync(path.join(folder, `${lang}.traineddata`), gunzipSync(packed));
  }
  return folder;
}
