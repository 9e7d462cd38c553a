import { maskString, PDF_FILE_ERRORS, type TBBox, type TResidue } from '@workbench/contracts';
import type { OcrLine } from '../ocr/ocr-types';
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
}

/**
 * How far from an area a recognised word still counts as part of what the area should have
 * hidden: a letter the box missed sits against its edge, a neighbouring word a space away (a
 * space is 2–3 points in body text).
 */
const REACH_PT = 1;
/** A recognised word shows a redacted one when they share this many characters in a row. */
const FRAGMENT_CHARS = 4;
/** Shorter redacted words must be read whole; shorter recognised words prove nothing. */
const MIN_CHARS = 3;

/** Letters and digits only, any case: how OCR output and redacted words are compared. */
function letters(text: string): string {
  return text.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

function grown(area: TBBox, by: number): TBBox {
  return { x0: area.x0 - by, y0: area.y0 - by, x1: area.x1 + by, y1: area.y1 + by };
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
 * The words OCR still reads in or against the areas of a redacted scanned page that show what
 * was redacted: a whole redacted word, or four of its characters in a row (the end of an e-mail
 * address the box missed). The overlay label drawn in the areas is not a residue.
 */
export function scanResidues(
  check: ScanCheck,
  lines: readonly OcrLine[],
  label: string | null,
): TResidue[] {
  const redacted = [
    ...new Set(check.texts.flatMap((text) => [text, ...text.split(/\s+/u)]).map(letters)),
  ].filter((word) => word.length >= MIN_CHARS);
  if (redacted.length === 0) return [];
  const reach = check.areas.map((area) => grown(area, REACH_PT));
  const labelLetters = letters(label ?? '');
  const residues: TResidue[] = [];
  for (const word of lines.flat()) {
    if (!reach.some((area) => intersects(area, word))) continue;
    const read = labelLetters
      ? letters(word.text).split(labelLetters).join('')
      : letters(word.text);
    if (read.length < MIN_CHARS || labelLetters.includes(read)) continue;
    const shows = redacted.some(
      (text) => longestCommonRun(read, text) >= Math.min(text.length, FRAGMENT_CHARS),
    );
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
