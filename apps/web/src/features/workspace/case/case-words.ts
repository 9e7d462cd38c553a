import { tokens, type TPdfWord } from '@workbench/contracts';
import type { OpenFile } from '../files/files-store';
import type { AnnotationData, ViewportLike } from '../file-contents/pdf-source';
import { boxOnPage, valueText } from '../file-contents/hidden-values';
import { wordsOfItems, type TextItemLike } from '../templates/page-words';
import { useWordsStore } from '../text-selection/words-store';
import { readPdfDocument } from '../viewer/use-pdf-document';

/** A page's words with boxes in page points (top left), as highlights place them. */
export type CaseWord = { text: string; x0: number; y0: number; x1: number; y1: number };

/**
 * The words of every page of a file for the case's check: those the server already read (with
 * what it recognised on scans) when the file has them, else read here by pdf.js — nothing is
 * sent or charged.
 */
export async function caseWords(file: OpenFile): Promise<CaseWord[][]> {
  const read = useWordsStore.getState().byFile[file.key];
  if (read?.status === 'completed') {
    const count = Math.max(file.pageCount ?? 0, ...Object.keys(read.pages).map(Number));
    return Array.from({ length: count }, (_, index) =>
      (read.pages[index + 1] ?? []).map((word: TPdfWord) => word),
    );
  }
  return readPdfDocument(file.file, async (doc) => {
    const pages: CaseWord[][] = [];
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items = content.items.filter(
        (item): item is TextItemLike & typeof item => 'str' in item,
      );
      const words = wordsOfItems(items, viewport).map(({ text, box }) => ({
        text,
        x0: box.x0 * viewport.width,
        y0: box.y0 * viewport.height,
        x1: box.x1 * viewport.width,
        y1: box.y1 * viewport.height,
      }));
      // A form field's value is shown on the page but is no part of its text: read it too.
      const annotations = (await page.getAnnotations()) as AnnotationData[];
      pages.push([...words, ...annotations.flatMap((field) => fieldWords(field, viewport))]);
    }
    return pages;
  });
}

/**
 * A text or choice field's shown value as words, each with its share of the field's box (a
 * check box's state is no text).
 */
export function fieldWords(field: AnnotationData, viewport: ViewportLike): CaseWord[] {
  if (field.fieldType !== 'Tx' && field.fieldType !== 'Ch') return [];
  const value = valueText(field.fieldValue);
  const box = field.hidden ? null : boxOnPage(field.rect, viewport);
  if (!value || !box) return [];
  const parts = value.split(/\s+/).filter(Boolean);
  const total = parts.reduce((sum, part) => sum + part.length + 1, -1);
  let at = 0;
  return parts.map((text) => {
    const x0 = box.x + (box.w * at) / total;
    at += text.length + 1;
    return { text, x0, y0: box.y, x1: box.x + (box.w * (at - 1)) / total, y1: box.y + box.h };
  });
}

/**
 * The boxes of each place a page prints `text` as whole words (the consistency check's rule):
 * one box around the words of each occurrence.
 */
export function occurrenceBoxes(text: string, words: readonly CaseWord[]): CaseWord[] {
  const needle = tokens(text);
  if (needle.length === 0) return [];
  const flat: { token: string; word: number }[] = [];
  words.forEach((word, index) => {
    for (const token of tokens(word.text)) flat.push({ token, word: index });
  });
  const boxes: CaseWord[] = [];
  for (let at = 0; at + needle.length <= flat.length; at++) {
    if (!needle.every((token, offset) => flat[at + offset]!.token === token)) continue;
    const used = flat.slice(at, at + needle.length).map((entry) => words[entry.word]!);
    boxes.push({
      text,
      x0: Math.min(...used.map((word) => word.x0)),
      y0: Math.min(...used.map((word) => word.y0)),
      x1: Math.max(...used.map((word) => word.x1)),
      y1: Math.max(...used.map((word) => word.y1)),
    });
    at += needle.length - 1;
  }
  return boxes;
}
