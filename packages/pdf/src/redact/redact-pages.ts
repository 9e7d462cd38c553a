import type { TBBox, TRedactionMapping } from '@workbench/contracts';
import type { TaskBudget } from '../budget/task-budget';
import type { PDFDocument, PDFPage } from '../engine/mupdf';
import { loadPageOrThrow } from '../engine/open-pdf';
import { PdfFileError } from '../engine/pdf-file-error';
import { readPageWords } from '../engine/read-words';
import { ResourceCheck } from '../engine/resource-check';
import { removeAnnotations } from './annotations/annotations';
import { removeSignatures, type RemovedSignature } from './fields/signatures';
import { clearedCuts, clearOfKept } from './content/clear-cuts';
import { GlyphIndex } from './content/glyph-index';
import { cutsAfterExactRemoval } from './content/exact-cuts';
import {
  applyAreas,
  IMAGE_NONE,
  LINE_ART_IF_COVERED,
  LINE_ART_NONE,
  TEXT_NONE,
  TEXT_REMOVE,
} from './content/apply-areas';
import { applyWithImages, pageImages } from './content/apply-images';
import { removeQuotingReplacements } from './content/content-quotes';
import { intersects, fromRect } from './geometry';
import { compressRawImages } from './content/compress-images';
import { cutVectorArt } from './vector/cut-vector-art';
import { needlesOf } from './needles';
import { boxAt, centresMissed, centresUnder, surveyPage } from './survey-page';
import { charAt, farGlyphsUnder } from './hidden/far-glyphs';
import type { PageText } from '../engine/page-text';

/** What the first pass found and removed, summed over its pages. */
export interface RedactionTotals {
  words: number;
  images: number;
  annotations: number;
}

/**
 * How much of an area made from text (search, detection, selection) MuPDF's text removal leaves
 * out on each side, across the line: MuPDF removes every glyph whose box (shrunk by a tenth)
 * touches the area, so a box reaching 1–2 points into the next line would take glyphs from it.
 * With a quarter off each side, a glyph goes when roughly more than a third of it lies inside:
 * the whole line under the box, never the neighbours (decision 0023).
 */
const TEXT_AREA_MARGIN = 0.25;

/** The areas of the mapping by 0-based page index, in page order; pages without areas left out. */
export function groupAreas(
  document: PDFDocument,
  mapping: TRedactionMapping,
): Map<number, TBBox[]> {
  const pageCount = document.countPages();
  const byPage = new Map<number, TBBox[]>();
  for (const page of mapping.pages) {
    if (page.page > pageCount)
      throw new PdfFileError(
        'PAGE_OUT_OF_RANGE',
        `Page ${page.page} does not exist; the file has ${pageCount} pages`,
      );
    const areas = byPage.get(page.page - 1) ?? [];
    areas.push(...page.sensitive.map((item) => item.bbox));
    if (areas.length > 0) byPage.set(page.page - 1, areas);
  }
  return new Map([...byPage].sort(([a], [b]) => a - b));
}

/** For each area of `groupAreas`, its exemption code (undefined when it has none). */
export function groupCodes(mapping: TRedactionMapping): Map<number, (string | undefined)[]> {
  const byPage = new Map<number, (string | undefined)[]>();
  for (const page of mapping.pages) {
    const codes = byPage.get(page.page - 1) ?? [];
    codes.push(...page.sensitive.map((item) => item.code));
    byPage.set(page.page - 1, codes);
  }
  return byPage;
}

const holds = (outer: TBBox, inner: TBBox) =>
  Math.min(outer.x0, outer.x1) <= Math.min(inner.x0, inner.x1) &&
  Math.min(outer.y0, outer.y1) <= Math.min(inner.y0, inner.y1) &&
  Math.max(outer.x0, outer.x1) >= Math.max(inner.x0, inner.x1) &&
  Math.max(outer.y0, outer.y1) >= Math.max(inner.y0, inner.y1);

/**
 * The areas whose appearance is drawn: one lying wholly inside another is left to that one (what
 * it covers is removed all the same), so a page redacted whole shows its own code alone and not
 * the labels of the marks under it; of two equal areas the first is drawn.
 */
export function outermost<T extends TBBox>(areas: readonly T[]): T[] {
  return areas.filter(
    (area, index) =>
      !areas.some(
        (other, at) => at !== index && holds(other, area) && (!holds(area, other) || at < index),
      ),
  );
}

/** Every label drawn in the areas of `mapping`: the appearance's text and each code. */
export function drawnLabels(mapping: TRedactionMapping, text: string | null): string[] {
  const codes = mapping.pages.flatMap((page) => page.sensitive.map((item) => item.code ?? ''));
  return [...new Set([text ?? '', ...codes])].filter((label) => label.trim() !== '');
}

/**
 * For each area of `groupAreas`, whether it was made from text: it names the text it covers
 * (`original_text`). A hand-drawn box names none and removes everything it touches.
 */
export function groupTextAreas(mapping: TRedactionMapping): Map<number, boolean[]> {
  const byPage = new Map<number, boolean[]>();
  for (const page of mapping.pages) {
    const flags = byPage.get(page.page - 1) ?? [];
    flags.push(...page.sensitive.map((item) => item.original_text.trim() !== ''));
    byPage.set(page.page - 1, flags);
  }
  return byPage;
}

/** The areas drawn by hand (naming no text), by the flags of `groupTextAreas`. */
export function drawnAreas(areas: readonly TBBox[], flags: readonly boolean[]): TBBox[] {
  return areas.filter((_, index) => !flags[index]);
}

/** An area narrowed across its line to cut only the glyphs mostly inside it. */
export function tightened(area: TBBox, glyphs: GlyphIndex): TBBox {
  const width = area.x1 - area.x0;
  const height = area.y1 - area.y0;
  if (runsAcross(area, glyphs)) {
    const margin = height * TEXT_AREA_MARGIN;
    return { ...area, y0: area.y0 + margin, y1: area.y1 - margin };
  }
  const margin = width * TEXT_AREA_MARGIN;
  return { ...area, x0: area.x0 + margin, x1: area.x1 - margin };
}

/** A lone glyph of vertical text is this many times taller than wide at least. */
const VERTICAL = 3;

/**
 * Whether the text under an area runs across the page: its characters' centres spread more
 * along x than along y. A short word is taller than wide ("As" in 12 pt: 11 × 13 points), so the
 * area's shape alone would take it for a vertical line and leave its full height to reach into
 * the next line. With fewer than two characters under it, only a tall narrow area is vertical.
 */
function runsAcross(area: TBBox, glyphs: GlyphIndex): boolean {
  const centres = glyphs.centredIn(area).map((box) => ({
    x: (box.x0 + box.x1) / 2,
    y: (box.y0 + box.y1) / 2,
  }));
  if (centres.length >= 2) {
    const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
    return spread(centres.map(({ x }) => x)) >= spread(centres.map(({ y }) => y));
  }
  return area.y1 - area.y0 <= (area.x1 - area.x0) * VERTICAL;
}

/** The strings the saved file must not hold: the original texts the mapping names. */
export function mappingNeedles(mapping: TRedactionMapping): Set<string> {
  const needles = new Set<string>();
  for (const page of mapping.pages) {
    for (const item of page.sensitive) addNeedles(needles, item.original_text);
  }
  return needles;
}

/** What the first pass leaves for the last steps. */
export interface FirstPass {
  areasByPage: ReadonlyMap<number, readonly TBBox[]>;
  /** The strings that must not survive: the mapping's texts and the text under every area. */
  needles: ReadonlySet<string>;
  totals: RedactionTotals;
  /** Content streams the redacted pages no longer use: they still hold what was removed. */
  replacedContents: readonly number[];
  /** The signatures the file carried, removed before its pages were redacted. */
  signatures: RemovedSignature[];
}

/**
 * The first pass over the pages with areas: removes the file's signatures (what a signed field
 * shows drawn into its page), removes the annotations that overlap or quote them,
 * records the text under them (with the mapping's texts, the needles), and removes the text,
 * image pixels and vector art under them from the content. The overlay is drawn later, over all
 * pages at once.
 */
export function redactPages(
  document: PDFDocument,
  { mapping, removeImages }: { mapping: TRedactionMapping; removeImages: boolean },
  budget: TaskBudget,
): FirstPass {
  const areasByPage = groupAreas(document, mapping);
  // What a signed field shows becomes page content first, so the areas cut it like a drawing.
  const signatures = removeSignatures(document, budget);
  const textAreas = groupTextAreas(mapping);
  const needles = mappingNeedles(mapping);
  const totals: RedactionTotals = { words: 0, images: 0, annotations: 0 };
  const replacedContents: number[] = [];
  const resources = new ResourceCheck(document, budget);
  for (const [pageIndex, areas] of areasByPage) {
    budget.step(pageIndex + 1);
    resources.checkPage(pageIndex);
    const page = loadPageOrThrow(document, pageIndex);
    try {
      const words = readPageWords(page, pageIndex + 1);
      const survey = surveyPage(page, words, areas);
      for (const text of survey.textPerArea) addNeedles(needles, text);
      totals.words += survey.wordsRemoved;
      totals.images += survey.imagesTouched;
      const flags = textAreas.get(pageIndex) ?? [];
      const drawn = drawnAreas(areas, flags);
      totals.annotations += removeAnnotations(document, page, areas, [...needles], { drawn });
      const before = contentStreams(page);
      const glyphs = new GlyphIndex(words);
      const tight = areas.map((area, index) => (flags[index] ? tightened(area, glyphs) : area));
      const cleared = clearedCuts(tight, glyphs, areas);
      const narrowed = tight.map((cut, index) =>
        flags[index] ? cleared[index]! : { cut, takesKept: false },
      );
      const slivers = centresMissed(
        words,
        areas,
        narrowed.map(({ cut }) => cut),
      );
      const missed = clearedCuts(slivers, glyphs, areas);
      const pageCuts = { areas, flags, narrowed, slivers, missed };
      const cuts = cutsAfterExactRemoval(document, page, pageCuts);
      const kept = removeImages ? pageImages(page, survey.touchedImages) : [];
      const images = { removeImages, pageImages: kept, touchedImages: survey.touchedImages };
      if (survey.imagesTouched === 0 || !flags.some(Boolean)) {
        applyWithImages(page, cuts, images, LINE_ART_IF_COVERED, TEXT_REMOVE);
      } else {
        // Pixels go under the whole area: text first with the narrowed areas, then the rest.
        applyAreas(page, cuts, IMAGE_NONE, LINE_ART_NONE, TEXT_REMOVE);
        applyWithImages(page, areas, images, LINE_ART_IF_COVERED, TEXT_NONE);
      }
      // MuPDF keeps vector art an area covers in part (or a stroke whose grown bounds stick out).
      cutVectorArt(document, page, areas);
      if (survey.imagesTouched > 0 && (!removeImages || kept.length > 0)) {
        compressRawImages(document, page);
      }
      if (resources.usesType3(pageIndex)) removeFarGlyphs(page, words, areas);
      if (flags.some(Boolean)) removeCentredLeftovers(page, pageIndex, areas);
      removeQuotingReplacements(page, [...needles]);
      const after = new Set(contentStreams(page));
      replacedContents.push(...before.filter((num) => !after.has(num)));
    } finally {
      page.destroy();
    }
  }
  return { areasByPage, needles, totals, replacedContents, signatures };
}

/**
 * Removes the glyphs whose drawing lies under an area far from where their font places them (a
 * Type 3 procedure may draw anywhere): MuPDF judges a glyph by its place, so the cut goes where
 * the glyph stands, clear of the glyphs kept around it.
 */
function removeFarGlyphs(page: PDFPage, words: PageText, areas: readonly TBBox[]): void {
  const places = farGlyphsUnder(page, areas).flatMap(({ origin }) => {
    const index = charAt(words, origin);
    return index === null ? [] : [boxAt(words, index)];
  });
  if (places.length === 0) return;
  const cuts = clearOfKept(places, new GlyphIndex(words), places);
  applyAreas(page, cuts, IMAGE_NONE, LINE_ART_NONE, TEXT_REMOVE);
}

/**
 * MuPDF's glyph boxes are not quite ours: a glyph with its centre in an area can still miss
 * every narrowed cut. Whatever the page still shows there goes in one more pass, cut at the
 * characters' centres (rare: one character in a 134-page manual redacted with 6 700 areas).
 */
function removeCentredLeftovers(page: PDFPage, pageIndex: number, areas: readonly TBBox[]): void {
  const text = readPageWords(page, pageIndex + 1);
  const left = clearOfKept(centresUnder(text, areas), new GlyphIndex(text), areas);
  if (left.length > 0) applyAreas(page, left, IMAGE_NONE, LINE_ART_NONE, TEXT_REMOVE);
}

/**
 * The object numbers of a page's content streams. MuPDF writes a redacted page's content as new
 * streams; the old ones hold the unredacted text and must not survive anywhere (see sanitise).
 */
export function contentStreams(page: PDFPage): number[] {
  const contents = page.getObject().get('Contents');
  const items = contents.isArray()
    ? Array.from({ length: contents.length }, (_, index) => contents.get(index))
    : [contents];
  return items.filter((item) => item.isIndirect()).map((item) => item.asIndirect());
}

/**
 * Removes the links that touch an area, as MuPDF's redaction does: for pages whose content was
 * redacted in another document (a shard) and brought over.
 */
export function removeTouchedLinks(page: PDFPage, areas: readonly TBBox[]): number {
  let removed = 0;
  for (const link of page.getLinks()) {
    if (!areas.some((area) => intersects(fromRect(link.getBounds()), area))) continue;
    page.deleteLink(link);
    removed++;
  }
  return removed;
}

/** The text under an area and each of its words become strings the saved file must not hold. */
function addNeedles(needles: Set<string>, text: string): void {
  for (const needle of needlesOf(text)) needles.add(needle);
}
