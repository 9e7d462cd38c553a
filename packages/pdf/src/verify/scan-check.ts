import { maskString, PDF_FILE_ERRORS, type TBBox, type TResidue } from '@workbench/contracts';
import type { OcrLine, OcrWord } from '../ocr/ocr-types';
import { intersects } from '../redact/geometry';

/**
 * A redacted page that shows a scan (an image covering much of it under an area): after the
 * redaction it is read again by OCR, and no word of what was redacted there may be readable.
 */
export interface ScanCheck {
  /** 1-based. */
  page: number;
  areas: TBBox[];
  /** What the page's areas redacted: the texts the mapping names for them. */
  texts: string[];
  /**
   * The text layer the redacted page still has (a scan with OCR text under or over the image),
   * or null for a bare scan, which the workbench reads by OCR itself.
   */
  shown: string | null;
}

/**
 * How far from an area a recognised word still counts as what the area should have hidden,
 * along its line (in the area's heights) and across it (in points): the rest of a word a box
 * cut sits beside it, and Tesseract leaves the cut letter out of the word's box.
 */
const REACH_ALONG = 1;
const REACH_ACROSS_PT = 1;
/** A recognised word shows a redacted one when they share this many characters in a row. */
const FRAGMENT_CHARS = 4;
/** Shorter redacted words must be read whole; shorter recognised words prove nothing. */
const MIN_CHARS = 3;

/** Letters and digits only, any case: how OCR output and redacted words are compared. */
function letters(text: string): string {
  return text.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The area with room along its line (its longer side) and a point across it. */
function reachOf(area: TBBox): TBBox {
  const width = area.x1 - area.x0;
  const height = area.y1 - area.y0;
  const along = Math.min(width, height) * REACH_ALONG;
  const [x, y] = width >= height ? [along, REACH_ACROSS_PT] : [REACH_ACROSS_PT, along];
  return { x0: area.x0 - x, y0: area.y0 - y, x1: area.x1 + x, y1: area.y1 + y };
}

/** Whether the page read before the redaction had the same word in the same place. */
function wasThere(word: OcrWord, read: string, before: readonly OcrWord[]): boolean {
  return before.some((old) => {
    if (!intersects(old, word) || letters(old.text) !== read) return false;
    const overlap =
      (Math.min(old.x1, word.x1) - Math.max(old.x0, word.x0)) *
      (Math.min(old.y1, word.y1) - Math.max(old.y0, word.y0));
    const smaller = Math.min(
      (old.x1 - old.x0) * (old.y1 - old.y0),
      (word.x1 - word.x0) * (word.y1 - word.y0),
    );
    return overlap >= smaller / 2;
  });
}

/** The length of the longest run of characters both strings hold. */
export function longestCommonRun(a: string, b: string): number {
  let best = 0;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1] !== b[j - 1]) continue;
      row[j] = previous[j - 1]! + 1;
      best = Math.max(best, row[j]!);
    }
    previous = row;
  }
  return best;
}

/**
 * The words OCR still reads on a redacted scanned page (`after`) that show what was redacted:
 *
 * - in or beside an area, a whole redacted word or four of its characters in a row (the end of
 *   an e-mail address the box missed) — unless the page read before the redaction (`before`)
 *   had that very word there: a neighbour the user kept ("Kari" beside her redacted address);
 * - anywhere on a page with a text layer, a whole redacted word the layer no longer holds: the
 *   layer's boxes did not lie on the image's letters (a scan whose OCR text is misplaced), so
 *   the pixels were not blanked. A word the layer still shows was left there by the user.
 *
 * The overlay label drawn in the areas is not a residue.
 */
export function scanResidues(
  check: ScanCheck,
  { after, before }: { after: readonly OcrLine[]; before: readonly OcrLine[] },
  label: string | null,
): TResidue[] {
  const redacted = [
    ...new Set(check.texts.flatMap((text) => [text, ...text.split(/\s+/u)]).map(letters)),
  ].filter((word) => word.length >= MIN_CHARS);
  if (redacted.length === 0) return [];
  const reach = check.areas.map(reachOf);
  const previous = before.flat();
  const labelLetters = letters(label ?? '');
  const shown = check.shown === null ? null : letters(check.shown);
  const hiddenWords = shown === null ? [] : redacted.filter((text) => !shown.includes(text));
  const residues: TResidue[] = [];
  for (const word of after.flat()) {
    const read = labelLetters
      ? letters(word.text).split(labelLetters).join('')
      : letters(word.text);
    if (read.length < MIN_CHARS || labelLetters.includes(read)) continue;
    const isNear = reach.some((area) => intersects(area, word));
    const shows = isNear
      ? redacted.some(
          (text) => longestCommonRun(read, text) >= Math.min(text.length, FRAGMENT_CHARS),
        ) && !wasThere(word, read, previous)
      : hiddenWords.some((text) => text.length >= FRAGMENT_CHARS && read.includes(text));
    if (!shows) continue;
    const bbox = { x0: word.x0, y0: word.y0, x1: word.x1, y1: word.y1 };
    residues.push({ ...maskString(word.text), page: check.page, place: 'scanned image', bbox });
  }
  return residues;
}

/** The refusal of a redaction whose scanned pages still show redacted words. */
export function scanFailureMessage(words: number): string {
  const [refusal, advice] = PDF_FILE_ERRORS.VERIFICATION_FAILED.split('. ');
  const noun = words === 1 ? 'word is' : 'words are';
  return `${refusal} (${words} redacted ${noun} still readable in the scanned image). ${advice}`;
}
