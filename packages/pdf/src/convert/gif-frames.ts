import * as omggif from 'omggif';
import { zlibSync } from 'fflate';

/** A CommonJS package: Node's ESM loader puts its exports on `default`, bundlers on the module. */
const { GifReader } = (omggif as unknown as { default?: typeof omggif }).default ?? omggif;

/** One page of an animated GIF: the picture as it stands after a frame, RGB deflated. */
export interface GifPage {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * Every picture an animated GIF shows, one per frame that changes it: each frame drawn over the
 * ones before as the file says (its place, its transparency, what is cleared or restored after
 * it), transparent pixels white. A frame that changes nothing visible adds no page. Null for a
 * GIF of one frame (MuPDF draws that one as it is).
 */
export function gifPages(bytes: Uint8Array): GifPage[] | null {
  const reader = new GifReader(bytes);
  const frames = reader.numFrames();
  if (frames < 2) return null;
  const { width, height } = reader;
  const canvas = new Uint8Array(width * height * 4);
  const pages: GifPage[] = [];
  let previous: Uint8Array | null = null;
  for (let index = 0; index < frames; index++) {
    const frame = reader.frameInfo(index);
    const before = frame.disposal === 3 ? canvas.slice() : null;
    reader.decodeAndBlitFrameRGBA(index, canvas);
    const rgb = onWhite(canvas);
    if (previous === null || !same(previous, rgb)) {
      pages.push({ width, height, data: zlibSync(rgb, { level: 6 }) });
      previous = rgb;
    }
    if (frame.disposal === 2) clear(canvas, width, frame);
    else if (before) canvas.set(before);
  }
  return pages;
}

function onWhite(rgba: Uint8Array): Uint8Array {
  const rgb = new Uint8Array((rgba.length / 4) * 3);
  for (let from = 0, to = 0; from < rgba.length; from += 4, to += 3) {
    const alpha = rgba[from + 3]!;
    for (let channel = 0; channel < 3; channel++) {
      rgb[to + channel] = alpha === 0 ? 255 : rgba[from + channel]!;
    }
  }
  return rgb;
}

/** Disposal 2: the frame's rectangle goes back to the background (transparent, white here). */
function clear(
  canvas: Uint8Array,
  width: number,
  frame: { x: number; y: number; width: number; height: number },
): void {
  const height = canvas.length / 4 / width;
  const right = Math.min(width, frame.x + frame.width);
  for (let row = frame.y; row < Math.min(height, frame.y + frame.height); row++) {
    if (right > frame.x) canvas.fill(0, (row * width + frame.x) * 4, (row * width + right) * 4);
  }
}

function same(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
}
