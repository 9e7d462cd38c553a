import { execFileSync } from 'node:child_process';
import { xmlText, type ToolWord } from './pdftotext-words';

const PAGE = /<page [^>]*>([\s\S]*?)<\/page>/g;
const LINE = /<line [^>]*>([\s\S]*?)<\/line>/g;
const CHAR = /<char quad="([^"]+)"[^>]*? c="([^"]*)"\/>/g;

/**
 * Every page's words as `mutool draw -F stext` reads them (MuPDF's command-line tool, not the
 * workbench's engine), in its reading order; index 0 is page 1. A word is a run of characters of
 * one line between spaces; its box holds its characters' quads (origin at the page's top-left,
 * rotation applied, as pdftotext's).
 */
export function mutoolWords(file: string): ToolWord[][] {
  const xml = execFileSync('mutool', ['draw', '-q', '-F', 'stext', '-o', '-', file], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    timeout: 300_000,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return [...xml.matchAll(PAGE)].map(([, page]) =>
    [...page!.matchAll(LINE)].flatMap(([, line]) => lineWords(line!)),
  );
}

function lineWords(line: string): ToolWord[] {
  const words: ToolWord[] = [];
  let word: ToolWord | null = null;
  for (const [, quad, char] of line.matchAll(CHAR)) {
    const text = xmlText(char!);
    if (/^\s*$/u.test(text)) {
      word = null;
      continue;
    }
    const points = quad!.split(' ').map(Number);
    const xs = points.filter((_, index) => index % 2 === 0);
    const ys = points.filter((_, index) => index % 2 === 1);
    const box = {
      x0: Math.min(...xs),
      y0: Math.min(...ys),
      x1: Math.max(...xs),
      y1: Math.max(...ys),
    };
    if (!word) {
      word = { text: '', ...box };
      words.push(word);
    }
    word.text += text;
    word.x0 = Math.min(word.x0, box.x0);
    word.y0 = Math.min(word.y0, box.y0);
    word.x1 = Math.max(word.x1, box.x1);
    word.y1 = Math.max(word.y1, box.y1);
  }
  return words;
}
