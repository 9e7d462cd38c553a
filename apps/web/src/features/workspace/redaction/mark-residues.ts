import { maskString, trimPunctuation, type TResidue } from '@workbench/contracts';
import type { OpenFile } from '../files/files-store';
import { manualHighlightId, type Highlight } from '../highlights/highlight';
import { highlightColor } from '../highlights/highlight-colors';
import { useHighlightsStore } from '../highlights/highlights-store';
import { runSearch } from '../search/run-search';
import { makeQuery } from '../search/search-query';
import { isActive } from '../search/search-store';
import { OPACITY } from '../workspace-constants';

/** Room around a residue's box: what was left sat against the edge of a box that missed it. */
const PAD = 1;

/**
 * Hand-drawn boxes over the residues the server placed on a page (the end of a word a scan's box
 * missed, text left under a box): a hand-drawn box removes everything it covers.
 */
export function residueBoxes(
  fileKey: string,
  residues: readonly TResidue[],
  now = Date.now(),
): Highlight[] {
  return residues.flatMap(({ page, bbox }) => {
    if (page === null || !bbox) return [];
    return [
      {
        x: bbox.x0 - PAD,
        y: bbox.y0 - PAD,
        w: bbox.x1 - bbox.x0 + 2 * PAD,
        h: bbox.y1 - bbox.y0 + 2 * PAD,
        id: manualHighlightId(fileKey, page, now),
        fileKey,
        page,
        type: 'MANUAL' as const,
        color: highlightColor('MANUAL'),
        opacity: OPACITY.manual,
        timestamp: now,
        creationMode: 'rectangular' as const,
      },
    ];
  });
}

/**
 * The texts the file's marks redacted that a residue with no place on the page may be: the
 * server masks each string (first character and length), so a marked text or word that masks
 * the same is what was found. Searching for it marks its other places.
 */
export function residueTerms(residues: readonly TResidue[], marks: readonly Highlight[]): string[] {
  const wanted = new Set(residues.filter((residue) => !residue.bbox).map((r) => r.masked));
  const texts = marks.flatMap((mark) => (mark.text ? [mark.text, ...mark.text.split(/\s+/u)] : []));
  const terms = new Set<string>();
  for (const text of texts) {
    const term = trimPunctuation(text).replace(/\s+/gu, ' ');
    if (term && wanted.has(maskString(term).masked)) terms.add(term);
  }
  return [...terms];
}

export interface MarkedResidues {
  /** Boxes drawn over residues the server placed. */
  boxes: number;
  /** Redacted strings searched for again, over the whole file. */
  terms: number;
  /** Residues neither placed nor matched to a marked text: the user must find them. */
  unplaced: number;
}

/**
 * Marks what a refused redaction still found: boxes where the server placed a residue, and a
 * search (plain, any case) for each marked text a residue elsewhere stands for.
 */
export async function markResidues(
  file: OpenFile,
  residues: readonly TResidue[],
): Promise<MarkedResidues> {
  const boxes = residueBoxes(file.key, residues);
  useHighlightsStore.getState().add(boxes);
  const marks = useHighlightsStore.getState().byFile[file.key] ?? [];
  const terms = residueTerms(residues, marks);
  const matched = new Set(terms.map((term) => maskString(term).masked));
  const queries = terms.map((term) => makeQuery(term, false, false)).filter((q) => !isActive(q));
  if (queries.length > 0) await runSearch(queries, [file]);
  const unplaced = residues.filter((residue) => !residue.bbox && !matched.has(residue.masked));
  return { boxes: boxes.length, terms: terms.length, unplaced: unplaced.length };
}
