import type { TPdfWord } from '@workbench/contracts';
import type { Rect } from '../highlights/highlight';
import type { PageSize } from '../viewer/page-size';
import { wordsOf } from './page-features';

export type { PageSize } from '../viewer/page-size';

/** How alike a marked text and a run of words must read (1 − edit distance / length). */
export const MIN_LIKENESS = 0.8;

/** The same place relative to the page on a page of another size. */
export function samePlace(rect: Rect, from: PageSize, to: PageSize): Rect {
  const across = to.width / from.width;
  const down = to.height / from.height;
  return { x: rect.x * across, y: rect.y * down, w: rect.w * across, h: rect.h * down };
}

/** 1 − the edit distance of two strings over the longer's length. */
export function likeness(a: string, b: string): number {
  if (a === b) return 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const replace = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(replace, previous[j]! + 1, current[j - 1]! + 1));
    }
    previous = current;
  }
  return 1 - previous[b.length]! / Math.max(a.length, b.length);
}

const flat = (text: string) => wordsOf(text).join('');
const centre = (rect: Rect) => ({ x: rect.x + rect.w / 2, y: rect.y + rect.h / 2 });
const distance = (a: Rect, b: Rect) =>
  Math.hypot(centre(a).x - centre(b).x, centre(a).y - centre(b).y);

function boxOf(words: readonly TPdfWord[]): Rect {
  const x0 = Math.min(...words.map((word) => word.x0));
  const y0 = Math.min(...words.map((word) => word.y0));
  return {
    x: x0,
    y: y0,
    w: Math.max(...words.map((word) => word.x1)) - x0,
    h: Math.max(...words.map((word) => word.y1)) - y0,
  };
}

/**
 * Where a marked text stands on another page: the run of the page's words that reads most like
 * it, spaces aside (OCR may misread a letter, or split or join a word), and of equally good runs
 * the one nearest `near`. Undefined when no run reads at least MIN_LIKENESS like it.
 */
export function findText(text: string, words: readonly TPdfWord[], near: Rect): Rect | undefined {
  const wanted = flat(text);
  const count = wordsOf(text).length;
  if (wanted === '') return undefined;
  const readable = words.filter((word) => flat(word.text) !== '');
  let best: { rect: Rect; likeness: number } | undefined;
  for (let length = Math.max(1, count - 1); length <= count + 1; length += 1) {
    for (let start = 0; start + length <= readable.length; start += 1) {
      const run = readable.slice(start, start + length);
      const score = likeness(wanted, run.map((word) => flat(word.text)).join(''));
      if (score < MIN_LIKENESS || (best && score < best.likeness)) continue;
      const rect = boxOf(run);
      if (!best || score > best.likeness || distance(rect, near) < distance(best.rect, near)) {
        best = { rect, likeness: score };
      }
    }
  }
  return best?.rect;
}
