import { readPngSize, toOcrWord } from './ocr-geometry';
import type { OcrLine } from './ocr-types';

interface JsBlock {
  paragraphs: { lines: { words: JsWord[] }[] }[];
}
interface JsWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

/** Converts tesseract.js' block tree (block → paragraph → line → word) into OCR lines. */
export function blocksToLines(blocks: JsBlock[], dpi: number, png: Uint8Array): OcrLine[] {
  const image = readPngSize(png);
  const lines: OcrLine[] = [];
  for (const block of blocks) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const words = line.words.flatMap((word) => {
          const ocrWord = toOcrWord(word.text, word.bbox, word.confidence, dpi, image);
          return ocrWord ? [ocrWord] : [];
        });
        if (words.length > 0) lines.push(words);
      }
    }
  }
  return lines;
}
