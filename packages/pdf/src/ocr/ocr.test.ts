import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcrEngine, type OcrEngine } from './ocr';
import { findTesseract } from './tesseract-cli';
import type { OcrLine } from './ocr-types';
import { renderNorwegianPage, renderScannedPage, wordTexts } from './ocr-test-pages';

const TIMEOUT = 120_000;
const cliAvailable = (await findTesseract()) !== null;
const scanned = renderScannedPage();
const norwegian = renderNorwegianPage();

/** Words printed on the Huckleberry Finn page, away from the illustration. */
const SCANNED_WORDS = [
  'amongst',
  'stooping',
  'scrouched',
  'Watson’s',
  'kitchen',
  'listening',
  'touched',
  'shoulders',
  'scratch',
  'funeral',
  'anywheres',
];
const NORWEGIAN_WORDS = ['Søknad', 'kontantstøtte', 'ærlige', 'blåbær', 'Øyvind', 'på', 'følger'];

const lineText = (line: OcrLine) => line.map((word) => word.text).join(' ');
const isLetters = (text: string) => /^\p{L}{3,}$/u.test(text);

const results = new Map<'cli' | 'js', { scanned: OcrLine[]; norwegian: OcrLine[] }>();

describe.each([
  { backend: 'cli' as const, skip: !cliAvailable },
  { backend: 'js' as const, skip: false },
])('$backend backend', ({ backend, skip }) => {
  let engine: OcrEngine;
  beforeAll(async () => {
    if (skip) return;
    engine = await createOcrEngine({ engine: backend });
  }, TIMEOUT);
  afterAll(() => engine?.close());

  describe.skipIf(skip)('on real pages', () => {
    it(
      'reads the scanned book page',
      async () => {
        expect(engine.backend).toBe(backend);
        const lines = await engine.recognize(scanned.png, { dpi: 300 });
        const entry = { scanned: lines, norwegian: [] as OcrLine[] };
        results.set(backend, entry);

        const words = wordTexts(lines);
        for (const expected of SCANNED_WORDS) expect(words).toContain(expected);
        const texts = lines.map(lineText);
        expect(texts).toContain('the trees back towards the end of the');
        // Reading order: the paragraph runs top to bottom.
        const first = texts.findIndex((text) => text.includes('went tip-toeing along'));
        const later = texts.findIndex((text) => text.includes('stooping down'));
        const last = texts.findIndex((text) => text.includes('anywheres'));
        expect(first).toBeGreaterThanOrEqual(0);
        expect(first).toBeLessThan(later);
        expect(later).toBeLessThan(last);
      },
      TIMEOUT,
    );

    it('puts every box inside the page and orders words within lines', () => {
      const lines = results.get(backend)!.scanned;
      for (const line of lines) {
        for (const [i, word] of line.entries()) {
          expect(word.x0).toBeGreaterThanOrEqual(0);
          expect(word.y0).toBeGreaterThanOrEqual(0);
          expect(word.x1).toBeLessThanOrEqual(scanned.width);
          expect(word.y1).toBeLessThanOrEqual(scanned.height);
          expect(word.x1).toBeGreaterThan(word.x0);
          expect(word.y1).toBeGreaterThan(word.y0);
          if (i > 0) expect(word.x0).toBeGreaterThan(line[i - 1]!.x0);
        }
      }
      // "amongst" ends the first text line, near the right edge, in the top third.
      const amongst = lines.flat().find((word) => word.text === 'amongst')!;
      expect(amongst.x1).toBeGreaterThan(scanned.width * 0.8);
      expect(amongst.y0).toBeLessThan(scanned.height / 3);
    });

    it(
      'reads Norwegian æ, ø and å',
      async () => {
        const lines = await engine.recognize(norwegian.png, { dpi: 300 });
        results.get(backend)!.norwegian = lines;
        expect(lines.map(lineText)[0]).toBe('Søknad om kontantstøtte for ærlige blåbær');
        const words = wordTexts(lines);
        for (const expected of NORWEGIAN_WORDS) expect(words).toContain(expected);
      },
      TIMEOUT,
    );
  });
});

describe.skipIf(!cliAvailable)('both backends', () => {
  it('agree on most words and where they are', () => {
    const cli = results.get('cli')?.scanned.flat() ?? [];
    const js = results.get('js')?.scanned.flat() ?? [];
    const cliWords = cli.filter((word) => isLetters(word.text));
    expect(cliWords.length).toBeGreaterThan(100);
    const matched = cliWords.filter((word) =>
      js.some(
        (other) =>
          other.text === word.text &&
          Math.abs(other.x0 - word.x0) < 2 &&
          Math.abs(other.y0 - word.y0) < 2,
      ),
    );
    expect(matched.length / cliWords.length).toBeGreaterThan(0.9);
  });
});
