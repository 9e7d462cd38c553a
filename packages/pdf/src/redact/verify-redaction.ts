import { maskString, type TAppearance, type TBBox, type TResidue } from '@workbench/contracts';
import { TaskBudget } from '../budget/task-budget';
import { openPdf } from '../engine/open-pdf';
import type { PageText } from '../engine/page-text';
import { readPageWords } from '../engine/read-words';
import { scanForStrings } from '../verify/scan-strings';
import { compact, isDistinctive } from './needles';
import { QuoteFinder } from './quotes';
import { locateResidues, pageObjects } from './residues';
import { lineRanges, textUnder } from './survey-page';

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

/** What was redacted: the areas by 0-based page, the strings removed, the drawn appearance. */
export interface RedactionClaim {
  areasByPage: ReadonlyMap<number, readonly TBBox[]>;
  needles: readonly string[];
  appearance: TAppearance;
}

/**
 * Checks the saved bytes, independently of how they were made: re-opens them, re-extracts the
 * glyphs under every area (only the overlay label may be there; a marked-content /ActualText is
 * not believed), and scans every stream and string of the file for the redacted strings —
 * except strings that still appear, unredacted, in the visible text elsewhere, which are
 * reported instead.
 */
export function verifyRedaction(
  bytes: Uint8Array,
  { areasByPage, needles, appearance }: RedactionClaim,
  budget = new TaskBudget(),
): Verification {
  const document = openPdf(bytes, { isUpload: false });
  try {
    let areasChecked = 0;
    let leftInAreas = 0;
    const residues: TResidue[] = [];
    const visible: string[] = [];
    for (let index = 0; index < document.countPages(); index++) {
      const areas = areasByPage.get(index);
      if (!areas && needles.length === 0) continue;
      budget.step(index + 1);
      const page = document.loadPage(index);
      const text: PageText = readPageWords(page, index + 1);
      page.destroy();
      visible.push(text.text);
      const ranges = lineRanges(text);
      for (const area of areas ?? []) {
        areasChecked++;
        const left = leftoverText(textUnder(text, area, ranges), appearance.text);
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
    // A string the user left visible somewhere cannot be told from a hidden copy of it; the
    // scan judges the others. Both compare alike: any case and spacing, on token boundaries.
    const finder = new QuoteFinder(needles);
    const elsewhere = new Set(visible.flatMap((text) => [...finder.quotedIn(text)]));
    const inLabel = finder.quotedIn(appearance.text ?? '');
    // Short numbers occur by chance in any file's syntax: only distinctive strings are scanned.
    const toScan = needles.filter(
      (needle) => isDistinctive(needle) && !elsewhere.has(needle) && !inLabel.has(needle),
    );
    // Drawing instructions that spell a string the page shows inside a longer word
    // ("Zahlen" of "Zahlentheorie", drawn in two pieces) are that visible word.
    const shownText = compact(visible.join(''));
    const shownInWords = new Set(toScan.filter((needle) => shownText.includes(compact(needle))));
    budget.step();
    const pages = pageObjects(document);
    const drawnStreams = pages.drawn;
    const found = scanForStrings(bytes, toScan, budget, { inWords: shownInWords, drawnStreams });
    const leaks = [...new Set(found.map((leak) => leak.needle))];
    if (leaks.length > 0) residues.push(...locateResidues(document, leaks, budget, pages));
    return {
      passed: leftInAreas === 0 && leaks.length === 0,
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
 * How many characters under an area are not the overlay label. The label may have been shrunk
 * to a prefix with an ellipsis to fit its box; anything else found there is left-over content.
 */
export function leftoverLength(found: string, label: string | null): number {
  return leftoverText(found, label).length;
}

/** The characters under an area that are not the overlay label (whitespace dropped). */
export function leftoverText(found: string, label: string | null): string {
  const compact = found.replace(/\s+/gu, '');
  if (!compact) return '';
  const compactLabel = (label ?? '').replace(/\s+/gu, '');
  // Overlapping areas each draw their label, so several labels may lie under one area.
  const rest = (compactLabel ? compact.split(compactLabel).join('') : compact).replace(
    /[^…]*?(…|\.\.\.)/gu,
    (part, ellipsis: string) =>
      compactLabel.startsWith(part.slice(0, -ellipsis.length)) ? '' : part,
  );
  return rest;
}
