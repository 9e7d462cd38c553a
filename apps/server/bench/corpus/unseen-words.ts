import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findTokens, normalize } from './find-text';
import type { ToolWord } from './pdftotext-words';

/** Below this height (points, as pdftotext boxes it) a word is print no reader reads. */
const TINY = 3.5;
/** Grey levels a word's box must span to show anything. */
const CONTRAST = 24;
const DPI = 144;

/**
 * Whether a word of the original that is gone from the output was a copy of a redacted string
 * that no reader saw (issue 62: the product removes those): it holds a redacted string on token
 * boundaries, and in the original it was tiny print, or poppler's rendering of its page shows
 * nothing in its box (white on white, under a shape, clipped away).
 */
export function wasUnseenCopy(
  original: string,
  page: number,
  word: ToolWord,
  redacted: readonly string[],
  renders: PageRenders,
): boolean {
  const text = normalize(word.text);
  if (!redacted.some((needle) => needle && findTokens(text, normalize(needle)).length > 0)) {
    return false;
  }
  return !isSeen(original, page, [word], renders);
}

/**
 * Whether a reader sees words of a file's page: none is tiny print, and poppler's rendering of
 * the page shows something in each one's box (not white on white, under a shape, clipped away).
 */
export function isSeen(
  file: string,
  page: number,
  words: readonly ToolWord[],
  renders: PageRenders,
): boolean {
  if (words.some((word) => word.y1 - word.y0 < TINY)) return false;
  if (!renders.has(page)) renders.set(page, render(file, page));
  const shown = renders.get(page);
  return !shown || words.every((word) => isInked(shown, word));
}

/**
 * Whether the output's page draws the same as the original's in the word's box (no pixel
 * differs by `CONTRAST` grey levels): a word gone from there was one no reader saw (text under
 * a filled shape that draws over it, the product removes it, issue 62).
 */
export function looksUnchanged(
  files: { original: string; output: string },
  page: number,
  word: ToolWord,
  renders: { original: PageRenders; output: PageRenders },
): boolean {
  if (!renders.original.has(page)) renders.original.set(page, render(files.original, page));
  if (!renders.output.has(page)) renders.output.set(page, render(files.output, page));
  const before = renders.original.get(page);
  const after = renders.output.get(page);
  if (!before || !after || before.width !== after.width || before.height !== after.height) {
    return false;
  }
  const { x0, y0, x1, y1 } = pixelBox(before, word);
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const at = y * before.width + x;
      if (Math.abs(before.pixels[at]! - after.pixels[at]!) >= CONTRAST) return false;
    }
  }
  return true;
}

/** Pages of one file as poppler draws them, by 1-based page; null where it could not. */
export type PageRenders = Map<number, Render | null>;

export interface Render {
  width: number;
  height: number;
  pixels: Buffer;
}

/** A word's box in a render's pixels, clipped to the render. */
function pixelBox({ width, height }: Render, word: ToolWord) {
  const scale = DPI / 72;
  return {
    x0: Math.max(0, Math.floor(word.x0 * scale)),
    y0: Math.max(0, Math.floor(word.y0 * scale)),
    x1: Math.min(width, Math.ceil(word.x1 * scale)),
    y1: Math.min(height, Math.ceil(word.y1 * scale)),
  };
}

function isInked(shown: Render, word: ToolWord): boolean {
  const { width, pixels } = shown;
  const { x0, y0, x1, y1 } = pixelBox(shown, word);
  let low = 255;
  let high = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const value = pixels[y * width + x]!;
      low = Math.min(low, value);
      high = Math.max(high, value);
    }
  }
  return high - low >= CONTRAST;
}

/** Page `page` (1-based) of a file rendered in grey by poppler; null when it cannot be. */
function render(file: string, page: number): Render | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'wb-unseen-'));
  try {
    // Words are placed in the crop box, as a reader sees the page (pdftotext-words.ts).
    const args = ['-r', String(DPI), '-gray', '-cropbox', '-f', String(page), '-l', String(page)];
    execFileSync('pdftoppm', [...args, file, path.join(dir, 'page')], { stdio: 'ignore' });
    const name = readdirSync(dir).find((entry) => entry.endsWith('.pgm'));
    return name ? parsePgm(readFileSync(path.join(dir, name))) : null;
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Binary PGM: "P5", width, height, maxval separated by white space, one byte per pixel. */
function parsePgm(pgm: Buffer): Render {
  const tokens: string[] = [];
  let at = 0;
  while (tokens.length < 4) {
    while (/\s/.test(String.fromCharCode(pgm[at]!))) at++;
    let token = '';
    while (!/\s/.test(String.fromCharCode(pgm[at]!))) token += String.fromCharCode(pgm[at++]!);
    tokens.push(token);
  }
  return { width: Number(tokens[1]), height: Number(tokens[2]), pixels: pgm.subarray(at + 1) };
}
