import type { TPdfWord } from '@workbench/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { useFilesStore, type OpenFile } from '../files/files-store';
import { selectText, textSelectionHighlights } from './text-selection';
import * as api from './words-api';
import { loadWords, useWordsStore } from './words-store';

const word = (text: string, x0: number, y0: number, x1: number, y1: number): TPdfWord => ({
  text,
  x0,
  y0,
  x1,
  y1,
  ocr: false,
  start: 0,
  end: text.length,
});

// Two lines: "Navn Jakob Nilsen" at y 100–112 and "Født 1990" at y 120–132.
const WORDS = [
  word('Navn', 50, 100, 80, 112),
  word('Jakob', 85, 100, 120, 112),
  word('Nilsen', 125, 100, 165, 112),
  word('Født', 50, 120, 78, 132),
  word('1990', 83, 120, 110, 132),
];

describe('text selection', () => {
  it('picks the word under a short click', () => {
    const boxes = selectText(WORDS, {
      from: { x: 100, y: 105 },
      to: { x: 101, y: 106 },
      durationMs: 120,
      distancePx: 2,
    });
    expect(boxes).toEqual([{ text: 'Jakob', x: 85, y: 100, w: 35, h: 12 }]);
  });

  it('picks nothing for a still, long press', () => {
    const press = { from: { x: 100, y: 105 }, to: { x: 100, y: 105 }, durationMs: 900 };
    expect(selectText(WORDS, { ...press, distancePx: 2 })).toEqual([]);
  });

  const drag = {
    from: { x: 84, y: 102 },
    to: { x: 121, y: 130 },
    durationMs: 400,
    distancePx: 40,
  };

  it('turns a drag into one box per line', () => {
    const boxes = selectText(WORDS, drag);
    expect(boxes.map((box) => box.text)).toEqual(['Jakob', '1990']);
  });

  it('snaps a drag that ends inside a word to the whole word', () => {
    // "Polokwane · 2069", the drag from inside "Polokwane" to between the 6 and the 9.
    const line = [
      word('Polokwane', 50, 200, 110, 212),
      word('·', 113, 200, 117, 212),
      word('2069', 120, 200, 148, 212),
    ];
    const boxes = selectText(line, { ...drag, from: { x: 70, y: 203 }, to: { x: 141, y: 209 } });
    expect(boxes).toEqual([{ text: 'Polokwane · 2069', x: 50, y: 200, w: 98, h: 12 }]);
  });

  it('takes only the characters inside while Alt is held', () => {
    const partial = selectText(WORDS, { ...drag, to: { x: 112, y: 110 }, exact: true });
    expect(partial.map((box) => box.text)).toEqual(['Jako']);
    expect(partial[0]).toMatchObject({ x: 85, w: 28 });
    const snapped = selectText(WORDS, { ...drag, to: { x: 112, y: 110 } });
    expect(snapped).toEqual([{ text: 'Jakob', x: 85, y: 100, w: 35, h: 12 }]);
  });

  it('pads the highlights and marks them as text selection with their text', () => {
    const [highlight] = textSelectionHighlights(
      [{ text: 'Jakob', x: 85, y: 100, w: 35, h: 12 }],
      { fileKey: 'k', page: 2, color: '#00ff15' },
      1_000,
    );
    expect(highlight).toMatchObject({
      x: 84,
      y: 98,
      w: 37,
      h: 16,
      page: 2,
      type: 'MANUAL',
      creationMode: 'text_selection',
      text: 'Jakob',
    });
  });
});

describe('loading words', () => {
  const file = { key: 'k1', name: 'a.pdf', file: new File(['%PDF'], 'a.pdf') } as OpenFile;

  beforeEach(() => useFilesStore.setState({ files: [file] }));
  afterEach(() => {
    vi.restoreAllMocks();
    useWordsStore.setState({ byFile: {} });
    useFilesStore.setState({ files: [] });
  });

  const page = { page_number: 1, width: 600, height: 800, ocr: false, text: 'Jakob', words: WORDS };

  it('retries a failure and keeps the words per page', async () => {
    const extract = vi
      .spyOn(api, 'extractWords')
      .mockRejectedValueOnce(new Error('busy'))
      .mockResolvedValueOnce([page]);
    await expect(loadWords(file, { attempts: 3, baseDelayMs: 1 })).resolves.toBe(true);
    expect(extract).toHaveBeenCalledTimes(2);
    expect(useWordsStore.getState().byFile.k1?.pages[1]).toHaveLength(5);
  });

  it('gives up after the last attempt with the spec message', async () => {
    vi.spyOn(api, 'extractWords').mockRejectedValue(new Error('down'));
    await expect(loadWords(file, { attempts: 2, baseDelayMs: 1 })).resolves.toBe(false);
    expect(useWordsStore.getState().byFile.k1?.error).toBe(
      'OCR extraction failed after 2 attempts: down',
    );
  });

  it('keeps nothing for a file closed while its words were read', async () => {
    vi.spyOn(api, 'extractWords').mockImplementation(async () => {
      useFilesStore.setState({ files: [] });
      return [page];
    });
    await expect(loadWords(file)).resolves.toBe(false);
    expect(useWordsStore.getState().byFile.k1?.pages ?? {}).toEqual({});
  });

  it('does not retry what the server refused', async () => {
    const extract = vi
      .spyOn(api, 'extractWords')
      .mockRejectedValue(new ApiError('INVALID_PDF', 'Not a PDF', 422));
    await expect(loadWords(file, { attempts: 3, baseDelayMs: 1 })).resolves.toBe(false);
    expect(extract).toHaveBeenCalledTimes(1);
  });
});
