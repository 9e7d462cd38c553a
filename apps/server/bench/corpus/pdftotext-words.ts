import { execFileSync } from 'node:child_process';

/** A word as poppler's pdftotext places it (`-cropbox`): points, origin at the visible page's top-left. */
export interface ToolWord {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Area {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const PAGE = /<page width="[\d.]+" height="[\d.]+">([\s\S]*?)<\/page>/g;
const WORD =
  /<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};

/** XML text as it reads: the five named entities and hexadecimal character references. */
export function xmlText(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);|&#x([0-9a-f]+);/gi, (entity, _, hex) =>
    hex ? String.fromCodePoint(parseInt(hex as string, 16)) : ENTITIES[entity]!,
  );
}

/** Every page's words by pdftotext `-bbox`, in its reading order; index 0 is page 1. */
export function pdftotextWords(file: string): ToolWord[][] {
  const html = execFileSync('pdftotext', ['-q', '-bbox', '-cropbox', file, '-'], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    timeout: 300_000,
  });
  return [...html.matchAll(PAGE)].map(([, body]) =>
    [...body!.matchAll(WORD)].map(([, x0, y0, x1, y1, text]) => ({
      text: xmlText(text!),
      x0: Number(x0),
      y0: Number(y0),
      x1: Number(x1),
      y1: Number(y1),
    })),
  );
}

/** The share of a word's box that lies inside the area. */
export function coveredShare(word: Area, area: Area): number {
  const width = Math.min(word.x1, area.x1) - Math.max(word.x0, area.x0);
  const height = Math.min(word.y1, area.y1) - Math.max(word.y0, area.y0);
  if (width <= 0 || height <= 0) return 0;
  const own = Math.max(1e-6, (word.x1 - word.x0) * (word.y1 - word.y0));
  return (width * height) / own;
}

/** Whether a word lies mostly (over a third of it) inside any of the areas. */
export function isUnder(word: Area, areas: readonly Area[]): boolean {
  return areas.some((area) => coveredShare(word, area) > 1 / 3);
}

/**
 * Whether an area reaches into a word's line: it overlaps the word across and covers more than
 * a third of its height (a glyph that far inside goes, decision 0023). A box that only grazes the line above or below does not.
 */
export function reachesLine(word: Area, areas: readonly Area[]): boolean {
  const height = Math.max(1e-6, word.y1 - word.y0);
  // A glyph of no width (the slash TeX draws over "=" for "≠") at an area's edge is reached.
  const across = (area: Area) => Math.min(word.x1, area.x1) - Math.max(word.x0, area.x0);
  return areas.some(
    (area) =>
      (across(area) > 0 || (word.x1 === word.x0 && across(area) === 0)) &&
      (Math.min(word.y1, area.y1) - Math.max(word.y0, area.y0)) / height > 1 / 3,
  );
}
