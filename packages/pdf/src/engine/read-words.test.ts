import { describe, expect, it } from 'vitest';
import { readCorpus } from '../test/fixtures';
import { openPdf } from './open-pdf';
import { readPageWords } from './read-words';

async function pageText(name: string, index = 0) {
  const document = openPdf(await readCorpus(name));
  const page = document.loadPage(index);
  try {
    return readPageWords(page, index + 1);
  } finally {
    page.destroy();
    document.destroy();
  }
}

describe('readPageWords', () => {
  it('gives words in reading order whose offsets point into the page text', async () => {
    const text = await pageText('norwegian_soknad-kontantstotte_synthetic-person.pdf');
    expect(text.text.startsWith('NAV XX-XX.XX e-søknad om kontantstøtte')).toBe(true);
    for (const word of text.words) expect(text.text.slice(word.start, word.end)).toBe(word.text);
    expect(text.words.every((word) => !/\s/u.test(word.text))).toBe(true);
  });

  it('makes each CJK character a word of its own and joins them without spaces', async () => {
    const text = await pageText('xfa-form_chinese-cjk-text_2-pages.pdf');
    expect(text.text).toContain('日期 / 时间栏');
    expect(text.words.map((word) => word.text)).toEqual(
      expect.arrayContaining(['日', '期', '时', '间', '栏']),
    );
    const [first, second] = text.words.filter((word) => word.text === '日' || word.text === '期');
    expect(first!.x1).toBeLessThanOrEqual(second!.x0 + 0.5);
  });

  it('reads the glyphs that are drawn, not an /ActualText that says something else', async () => {
    // The file's marked content claims Chinese words; its glyphs draw an English question.
    const text = await pageText('unicode_mixed-english-chinese_tiny.pdf');
    expect(text.text).toBe('What is\nyour favorite\ncolor?');
  });

  it('keeps right-to-left and rotated text in sensible boxes', async () => {
    for (const name of ['rtl_hebrew-mirrored-text.pdf', 'rotated_text-matrix-90deg.pdf']) {
      const text = await pageText(name);
      expect(text.words.length).toBeGreaterThan(1);
      for (const word of text.words) {
        expect(word.x0).toBeGreaterThanOrEqual(0);
        expect(word.y1).toBeLessThanOrEqual(text.height);
        expect(word.x1 - word.x0).toBeGreaterThan(0);
      }
    }
    const rotated = await pageText('rotated_text-matrix-90deg.pdf');
    const world = rotated.words.find((word) => word.text.startsWith('world'))!;
    // Drawn at 90°: taller than wide.
    expect(world.y1 - world.y0).toBeGreaterThan(world.x1 - world.x0);
  });

  it('expands ligatures into letters with their own boxes', async () => {
    const text = await pageText('unicode_latin-extended-a_skia.pdf');
    expect(text.text).toContain('ĀāĂăĄą');
  });
});

describe('the fast character walk', () => {
  it('reads exactly what MuPDF’s public walk reads', async () => {
    const { raw } = await import('./mupdf');
    expect(raw).not.toBeNull();
    const document = openPdf(await readCorpus('text-report_134-pages_reportlab-userguide.pdf'));
    try {
      for (const index of [0, 5, 60]) {
        const page = document.loadPage(index);
        const fast = readPageWords(page, index + 1);
        const chars: string[] = [];
        const stext = page.toStructuredText('preserve-whitespace');
        stext.walk({ onChar: (char) => chars.push(char) });
        stext.destroy();
        page.destroy();
        expect(fast.text.replace(/\s+/gu, '')).toBe(chars.join('').replace(/\s+/gu, ''));
      }
    } finally {
      document.destroy();
    }
  });
});
