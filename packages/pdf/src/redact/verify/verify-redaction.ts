import { maskString, type TBBox, type TResidue } from '@workbench/contracts';
import { TaskBudget } from '../../budget/task-budget';
import { openPdf } from '../../engine/open-pdf';
import type { PageText } from '../../engine/page-text';
import { readDrawingWords } from '../../engine/read-words';
import { PageDrawing } from '../../engine/page-drawing';
import { PageInk } from '../../engine/page-ink';
import { ResourceCheck } from '../../engine/resource-check';
import { farGlyphsUnder } from '../hidden/far-glyphs';
import { coveredContent, type Drawable, type DrawnScene } from '../hidden/covered-content';
import { isBlankRegion } from '../hidden/blank-region';
import { within } from '../hidden/device-geometry';
import { intersects } from '../geometry';
import { HIDDEN_PLACES } from '../hidden/hidden-places';
import { isPlainlyShown, isShown, lazyInk } from '../hidden/shown-text';
import { findInFile, type ModelFinding } from '../../text-model/find-in-file';
import { checkDocument } from '../../rebuild/check-document';
import { scanForStrings } from '../../verify/scan-strings';
import { shownAs } from '../appearance/appearance-text';
import { isDistinctive } from '../needles';
import { InWordCopies } from './in-word-copies';
import { QuoteFinder } from '../quotes';
import { locateResidues, pageObjects } from './residues';
import type { LabelGlyph } from '../appearance/appearance-stream';
import { boxAt, lineRanges, textUnder } from '../survey-page';
import { vectorResidues } from '../vector/vector-residues';

export interface Verification {
  passed: boolean;
  areas_checked: number;
  text_left_in_areas: number;
  strings_checked: number;
  leaks: string[];
  still_visible_elsewhere: string[];
  /** Set by the pool, which reads the redacted scanned pages again by OCR (see scanResidues). */
  scanned_pages_checked: number;
  /** What was found and where, masked (only when the verification failed). */
  residues: TResidue[];
}

/** What was redacted: the areas by 0-based page, the strings removed, the labels drawn. */
export interface RedactionClaim {
  areasByPage: ReadonlyMap<number, readonly TBBox[]>;
  needles: readonly string[];
  /** The appearance's text and the exemption codes (see drawnLabels). */
  labels: readonly string[];
  /** Where each page's labels were drawn, character by character (see labelGlyphs). */
  glyphsByPage?: ReadonlyMap<number, readonly LabelGlyph[]>;
}

/**
 * Checks the saved bytes, independently of how they were made: re-opens them, re-extracts the
 * glyphs under every area (only overlay labels may be there; a marked-content /ActualText is
 * not believed), and scans every stream and string of the file for the redacted strings —
 * except strings that still appear, unredacted, in the visible text elsewhere, which are
 * reported instead.
 */
export function verifyRedaction(
  bytes: Uint8Array,
  { areasByPage, needles, labels, glyphsByPage }: RedactionClaim,
  budget = new TaskBudget(),
): Verification {
  const document = openPdf(bytes, { isUpload: false });
  try {
    let areasChecked = 0;
    let leftInAreas = 0;
    let hiddenLeft = 0;
    let vectorLeft = 0;
    const residues: TResidue[] = [];
    // A string the user left visible somewhere cannot be told from a hidden copy of it; the
    // scan judges the others. Visible means drawn where a reader sees it (isShown): a white,
    // tiny, covered or clipped copy is a hidden one. Both compare alike: any case and spacing,
    // on token boundaries.
    const finder = new QuoteFinder(needles);
    const inLabel = finder.quotedIn(labels.join('\n'));
    // Short numbers occur by chance in any file's syntax: only distinctive strings are scanned,
    // so only they need to be seen elsewhere to be left out of the scan.
    const distinctive = new QuoteFinder(
      needles.filter((needle) => isDistinctive(needle) && !inLabel.has(needle)),
    );
    const elsewhere = new Set<string>();
    const inWords = new InWordCopies(
      needles.filter((needle) => isDistinctive(needle) && !inLabel.has(needle)),
    );
    const resources = new ResourceCheck(document, budget);
    for (let index = 0; index < document.countPages(); index++) {
      const areas = areasByPage.get(index);
      if (!areas && needles.length === 0) continue;
      budget.step(index + 1);
      const page = document.loadPage(index);
      // Read once, then read as text, by a device and drawn, from the one recording.
      const drawing = PageDrawing.record(page);
      let text: PageText;
      try {
        text = readDrawingWords(page, drawing, index + 1);
        if (areas && resources.usesType3(index)) {
          // A glyph that draws under a box from elsewhere (a Type 3 procedure) is text left there.
          for (const { drawn } of farGlyphsUnder(drawing, areas)) {
            leftInAreas++;
            residues.push({
              masked: '',
              length: 0,
              page: index + 1,
              place: FAR_GLYPH,
              bbox: drawn,
            });
          }
        }
        const covered = checkCovered(drawing, index + 1, areas ?? [], residues);
        hiddenLeft += covered.left;
        // Only where something drawn comes near an area is the content read path by path.
        const isNear = areas && mayDrawUnder(covered.scene, areas);
        const art = isNear ? vectorResidues(page, index + 1, areas) : [];
        vectorLeft += art.length;
        residues.push(...art);
        const ink = lazyInk(() => PageInk.of(drawing));
        const isPlain = (at: number, box: TBBox) =>
          isPlainlyShown(box, text.colours?.[at] || null, covered.scene);
        const isShownHere = (start: number, end: number) => isShown(text, start, end, ink, isPlain);
        for (const { needle, range } of distinctive.find(text.text)) {
          if (!elsewhere.has(needle) && isShownHere(range[0], range[1])) elsewhere.add(needle);
        }
        inWords.notePage(text.text, (needle) => elsewhere.has(needle), isShownHere);
      } finally {
        drawing.destroy();
        page.destroy();
      }
      const ranges = lineRanges(text);
      const isLabel = drawnLabel(text, glyphsByPage?.get(index) ?? []);
      for (const area of areas ?? []) {
        areasChecked++;
        const left = leftoverText(textUnder(text, area, ranges, isLabel), labels);
        if (!left) continue;
        leftInAreas += left.length;
        residues.push({
          ...maskString(left),
          page: index + 1,
          place: 'page text under a box',
          bbox: area,
        });
      }
    }
    const toScan = needles.filter(
      (needle) => isDistinctive(needle) && !elsewhere.has(needle) && !inLabel.has(needle),
    );
    // Drawing instructions that spell a string the page shows inside a longer word
    // ("Zahlen" of "Zahlentheorie", drawn in two pieces) are that visible word.
    const shownInWords = new Set(toScan.filter((needle) => inWords.seen.has(needle)));
    budget.step();
    const pages = pageObjects(document);
    const drawnStreams = pages.drawn;
    // The schema check reads every object and stream by the rule the rebuild wrote it by
    // (decision 0061); the byte scan and the text model read the bytes again their own ways.
    const schema = checkDocument(document, new QuoteFinder(toScan), budget);
    const found = scanForStrings(
      bytes,
      toScan,
      budget,
      { inWords: shownInWords, drawnStreams },
      schema.programs,
    );
    const scanned = [...new Set(found.map((leak) => leak.needle))];
    if (scanned.length > 0) residues.push(...locateResidues(document, scanned, budget, pages));
    // The text model reads what the byte scan cannot: markup, names, escapes, font maps,
    // nested files (decision 0042).
    const model = [
      ...schema.findings,
      ...findInFile(document, toScan, budget, { drawnStreams, inWords: shownInWords }),
    ];
    residues.push(...modelResidues(model, scanned, pages.byObject));
    const leaks = [...new Set([...scanned, ...model.flatMap((one) => one.needle ?? [])])];
    const unreadable = model.filter((one) => one.needle === null).length;
    return {
      passed:
        leftInAreas === 0 &&
        hiddenLeft === 0 &&
        vectorLeft === 0 &&
        leaks.length === 0 &&
        unreadable === 0,
      areas_checked: areasChecked,
      text_left_in_areas: leftInAreas,
      strings_checked: toScan.length,
      leaks,
      still_visible_elsewhere: [...elsewhere],
      scanned_pages_checked: 0,
      residues,
    };
  } finally {
    document.destroy();
  }
}

/**
 * Residues of what the text model found that the byte scan did not, and of each place it could
 * not read (a refusal too: a pass must be provable).
 */
function modelResidues(
  findings: readonly ModelFinding[],
  scanned: readonly string[],
  pageOf: ReadonlyMap<number, number>,
): TResidue[] {
  const residues: TResidue[] = [];
  const places = new Set<string>();
  for (const { needle, object, how } of findings) {
    if (needle !== null && scanned.includes(needle)) continue;
    const key = `${needle} ${how}`;
    if (places.has(key)) continue;
    places.add(key);
    residues.push({ ...maskString(needle ?? ''), page: pageOf.get(object) ?? null, place: how });
  }
  return residues;
}

/**
 * What the page still draws under later opaque ink outside the redaction's own boxes (the
 * cleaning's rule, coveredContent): each glyph, and each part of a picture not blanked, is a
 * residue. Returns how many.
 */
function checkCovered(
  page: Drawable,
  pageNumber: number,
  areas: readonly TBBox[],
  residues: TResidue[],
): { left: number; scene: DrawnScene } {
  // The overlay's boxes are the redaction's own: what they cover is checked by the areas.
  const covered = coveredContent(page, areas, { withScene: true });
  try {
    const ours = (box: TBBox) => areas.some((area) => within(box, area));
    const glyphs = covered.glyphs.filter(({ drawn }) => !ours(drawn));
    const pictures = covered.pictures.filter(
      ({ region, image, ctm }) => !ours(region) && !isBlankRegion(image, ctm, region),
    );
    for (const { drawn } of glyphs)
      residues.push({ masked: '', length: 0, page: pageNumber, place: COVERED_TEXT, bbox: drawn });
    for (const { region } of pictures)
      residues.push({
        masked: '',
        length: 0,
        page: pageNumber,
        place: COVERED_PICTURE,
        bbox: region,
      });
    return { left: glyphs.length + pictures.length, scene: covered.scene };
  } finally {
    covered.release();
  }
}

/**
 * Whether anything the page draws besides text reaches into an area's inside, other than the
 * overlay's fill of the area itself: only then can vector art lie under a box.
 */
function mayDrawUnder(scene: DrawnScene, areas: readonly TBBox[]): boolean {
  const isArea = (box: TBBox) =>
    areas.some(
      (area) =>
        Math.abs(box.x0 - area.x0) < 0.01 &&
        Math.abs(box.y0 - area.y0) < 0.01 &&
        Math.abs(box.x1 - area.x1) < 0.01 &&
        Math.abs(box.y1 - area.y1) < 0.01,
    );
  return scene.drawn.some((box) => !isArea(box) && areas.some((area) => intersects(box, area)));
}

const {
  coveredText: COVERED_TEXT,
  coveredPicture: COVERED_PICTURE,
  farGlyph: FAR_GLYPH,
} = HIDDEN_PLACES;

/** Slack around a drawn label character, in points, for the re-extracted glyph's box. */
const GLYPH_SLACK = 1;

/**
 * Whether the character at an index of the page's text is one the overlay drew: the same
 * character, its centre where a label put it. A label crosses the areas that overlap its own, so
 * a piece of it may lie under another area.
 */
function drawnLabel(text: PageText, glyphs: readonly LabelGlyph[]): (index: number) => boolean {
  if (glyphs.length === 0) return () => false;
  return (index) => {
    const box = boxAt(text, index);
    const x = (box.x0 + box.x1) / 2;
    const y = (box.y0 + box.y1) / 2;
    const char = text.text[index]!;
    return glyphs.some(
      (glyph) =>
        x >= glyph.x0 - GLYPH_SLACK &&
        x <= glyph.x1 + GLYPH_SLACK &&
        y >= glyph.y0 - GLYPH_SLACK &&
        y <= glyph.y1 + GLYPH_SLACK &&
        shownAs(glyph.char) === char,
    );
  };
}

/**
 * How many characters under an area are not an overlay label. A label may have been shrunk to a
 * prefix with an ellipsis to fit its box; anything else found there is left-over content.
 */
export function leftoverLength(found: string, labels: readonly string[]): number {
  return leftoverText(found, labels).length;
}

/** The characters under an area that are not overlay labels (whitespace dropped). */
export function leftoverText(found: string, labels: readonly string[]): string {
  const compact = found.replace(/\s+/gu, '');
  if (!compact) return '';
  // Labels as the font drew them; longest first, so a code that holds another is taken whole.
  const shown = labels
    .map((label) => shownAs(label).replace(/\s+/gu, ''))
    .filter((label) => label !== '')
    .sort((a, b) => b.length - a.length);
  // Overlapping areas each draw their label, so several labels may lie under one area.
  const withoutLabels = (text: string) =>
    shown.reduce((rest, label) => rest.split(label).join(''), text);
  const shortened = compact.replace(/[^…]*?(…|\.\.\.)/gu, (part, ellipsis: string) => {
    const before = part.slice(0, -ellipsis.length);
    // Whole labels, then the start of one shortened to fit its box.
    for (let cut = 0; cut <= before.length; cut++) {
      const start = before.slice(cut);
      const isLabelStart = shown.some((label) => label.startsWith(start));
      if (isLabelStart && withoutLabels(before.slice(0, cut)) === '') return '';
    }
    return part;
  });
  return withoutLabels(shortened);
}
