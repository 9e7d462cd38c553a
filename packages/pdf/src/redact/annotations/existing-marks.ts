import {
  EXEMPTION_CODE_MAX,
  type TBBox,
  type TPdfWord,
  type TSensitiveItem,
} from '@workbench/contracts';
import type { TaskBudget } from '../../budget/task-budget';
import type { PDFAnnotation, PDFDocument } from '../../engine/mupdf';
import { loadPageOrThrow } from '../../engine/open-pdf';
import { readPageWords } from '../../engine/read-words';
import { centreInside, fromRect } from '../geometry';
import { readContents } from '../../marks/mark-record';
import type { FoundMark } from '../resolve-marks';

/** The entity type of an area made from a mark the file arrived with. */
export const EXISTING_MARK_TYPE = 'EXISTING_MARK';

/**
 * The unapplied `/Redact` annotations of every page (decision 0043): where each lies, one box per
 * marked line (its /QuadPoints), its /OverlayText and author, and the text under it.
 */
export function readExistingMarks(document: PDFDocument, budget?: TaskBudget): FoundMark[] {
  const marks: FoundMark[] = [];
  for (let index = 0; index < document.countPages(); index++) {
    budget?.step(index + 1);
    const page = loadPageOrThrow(document, index);
    try {
      const redacts = page.getAnnotations().filter((one) => one.getType() === 'Redact');
      if (redacts.length === 0) continue;
      const words = readPageWords(page, index + 1).words;
      for (const annotation of redacts) {
        const boxes = boxesOf(annotation);
        if (boxes.length === 0) continue;
        const contents = readContents(
          stringEntry(annotation, 'Contents'),
          stringEntry(annotation, 'Subj'),
        );
        const details = {
          overlayText: stringEntry(annotation, 'OverlayText'),
          author: stringEntry(annotation, 'T'),
          entityType: contents.entityType,
        };
        marks.push(foundMark(index + 1, words, boxes, details));
      }
    } finally {
      page.destroy();
    }
  }
  return marks;
}

/** What a mark says of itself besides where it lies. */
export interface MarkDetails {
  overlayText: string | null;
  author: string | null;
  /** The entity type its /Contents (or its label) names, as our marked copies write it. */
  entityType: string | null;
}

/**
 * A mark on a page as its areas: one per box (a marked line or area), with the words under it;
 * the mark names its type when its /Contents did.
 */
export function foundMark(
  page: number,
  words: readonly TPdfWord[],
  boxes: readonly TBBox[],
  details: MarkDetails,
): FoundMark {
  const overlayText = oneLine(details.overlayText ?? '');
  const entityType = details.entityType ?? EXISTING_MARK_TYPE;
  const wordsUnder = (box: TBBox) => words.filter((word) => centreInside(word, box));
  const mark = {
    page,
    bbox: enclosing(boxes),
    boxes: [...boxes],
    overlay_text: overlayText,
    author: oneLine(details.author ?? ''),
    text: textOf(words.filter((word) => boxes.some((box) => centreInside(word, box)))),
    ...(details.entityType && { entity_type: details.entityType }),
  };
  const areas = boxes.map((box) => areaOf(box, wordsUnder(box), overlayText, entityType));
  return { mark, areas };
}

/**
 * A height this many times a word's at most is one line of text: the box is a marked line.
 * Anything taller is a marked area.
 */
const ONE_LINE = 1.8;

/**
 * One box of a mark as an area. A marked line names its text, so the redaction cuts the glyphs
 * mostly inside it (a line box reaching into the next line takes nothing there) and the text is
 * sought everywhere else in the file; a marked area (several lines, an image, blank space) names
 * none and takes everything it touches, as a box drawn by hand does.
 */
function areaOf(
  bbox: TBBox,
  words: readonly TPdfWord[],
  code: string | null,
  entityType: string,
): TSensitiveItem {
  const tallest = Math.max(0, ...words.map((word) => word.y1 - word.y0));
  const isLine = words.length > 0 && bbox.y1 - bbox.y0 <= tallest * ONE_LINE;
  const area: TSensitiveItem = {
    bbox,
    entity_type: entityType,
    original_text: isLine ? textOf(words) : '',
  };
  return code ? { ...area, code } : area;
}

function textOf(words: readonly TPdfWord[]): string {
  return words.map((word) => word.text).join(' ');
}

function boxesOf(annotation: PDFAnnotation): TBBox[] {
  const quads = annotation.hasQuadPoints() ? annotation.getQuadPoints() : [];
  const boxes = quads.map((quad) => {
    const xs = [quad[0], quad[2], quad[4], quad[6]];
    const ys = [quad[1], quad[3], quad[5], quad[7]];
    return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
  });
  const usable = boxes.filter(isUsable);
  if (usable.length > 0) return usable;
  const rect = fromRect(annotation.getRect());
  return isUsable(rect) ? [rect] : [];
}

function isUsable(box: TBBox): boolean {
  return (
    [box.x0, box.y0, box.x1, box.y1].every(Number.isFinite) && box.x1 > box.x0 && box.y1 > box.y0
  );
}

function enclosing(boxes: readonly TBBox[]): TBBox {
  return {
    x0: Math.min(...boxes.map((box) => box.x0)),
    y0: Math.min(...boxes.map((box) => box.y0)),
    x1: Math.max(...boxes.map((box) => box.x1)),
    y1: Math.max(...boxes.map((box) => box.y1)),
  };
}

function stringEntry(annotation: PDFAnnotation, key: string): string {
  const value = annotation.getObject().get(key);
  return value.isString() ? value.asString() : '';
}

/** A label or name as one line of at most a code's length, or null when empty. */
function oneLine(text: string): string | null {
  const line = text
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line === '' ? null : line.slice(0, EXEMPTION_CODE_MAX);
}
