import { maskString, PDF_FILE_ERRORS, type TBBox, type TResidue } from '@workbench/contracts';
import type { OcrLine, OcrWord } from '../ocr/ocr-types';

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
  /** Each area that named a text, with its text. */
  named?: { area: TBBox; text: string }[];
  /**
   * The text layer the redacted page still has (a scan with OCR text under or over the image),
   * or null for a bare scan, which the workbench reads by OCR itself.
   */
  shown: string | null;
}

/**
 * How far from an area a recognised word on its line still counts as what the area should have
 * hidden, in the area's heights: the rest of a word a box cut sits beside it, and Tesseract
 * leaves the cut letter out of the word's box.
 */
const REACH = 1;
/** An area this many times taller than wide holds a vertical line (a rotated scan). */
const VERTICAL = 3;
/** Two boxes are on one line when they share this much of the thinner one's height. */
const SAME_LINE = 0.5;
/** A piece of a redacted text this long shows it; a piece of digits only, six. */
const FRAGMENT_CHARS = 4;
const NUMBER_CHARS = 6;
/**
 * Away from the areas only a long redacted word, read with confidence, proves a text layer off
 * its image: a scan's garbled layer ("<PopM8" over "Форма") differs from OCR's reading of the
 * same word, and short words recur.
 */
const FAR_MIN_CHARS = 6;
const FAR_CONFIDENCE = 70;
/** Shorter redacted words must be read whole; shorter recognised words prove nothing. */
const MIN_CHARS = 3;

/** Letters and digits only, any case: how OCR output and redacted words are compared. */
function letters(text: string): string {
  return text.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** A box's extent along and across the line an area lies on. */
function spans(box: TBBox, isVertical: boolean) {
  return isVertical
    ? { along: [box.y0, box.y1] as const, across: [box.x0, box.x1] as const }
    : { along: [box.x0, box.x1] as const, across: [box.y0, box.y1] as const };
}

/**
 * Whether a word lies on an area's line (sharing half the thinner one's extent across it) within
 * `reach` of the area's heights along it (0: overlapping it).
 */
function onLineOf(word: TBBox, area: TBBox, reach: number): boolean {
  const isVertical = area.y1 - area.y0 > (area.x1 - area.x0) * VERTICAL;
  const a = spans(area, isVertical);
  const w = spans(word, isVertical);
  const thickness = a.across[1] - a.across[0];
  const shared = Math.min(a.across[1], w.across[1]) - Math.max(a.across[0], w.across[0]);
  if (shared < Math.min(thickness, w.across[1] - w.across[0]) * SAME_LINE) return false;
  const room = thickness * reach;
  return w.along[0] < a.along[1] + room && w.along[1] > a.along[0] - room;
}

function overlap(a: TBBox, b: TBBox): number {
  const width = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const height = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return width > 0 && height > 0 ? width * height : 0;
}

const size = (box: TBBox) => (box.x1 - box.x0) * (box.y1 - box.y0);

/**
 * Whether what OCR reads at a word's place after the redaction was there before, untouched by
 * the areas: words were read there before and no area lay on any of them (a neighbour the user
 * kept, whose reading may change: "data and" read as "data_and").
 */
function wasUntouched(word: OcrWord, before: readonly OcrWord[], areas: readonly TBBox[]) {
  const there = before.filter((old) => overlap(old, word) >= Math.min(size(word), size(old)) / 2);
  return there.length > 0 && there.every((old) => !areas.some((area) => onLineOf(old, area, 0)));
}

/**
 * Whether a word read beside an area shows a piece of a redacted text: four of its characters in
 * a row, or all of a shorter text (the end of an address a box missed, read with the edge of the
 * box as a stray letter: "Metched" beside a cut "stretched").
 */
function isPieceOf(read: string, text: string): boolean {
  const run = longestCommonRun(read, text);
  // Numbers share digits by chance (the year of two dates): six in a row, as the byte scan asks.
  const needed = /^\p{N}+$/u.test(run) ? NUMBER_CHARS : FRAGMENT_CHARS;
  return run.length >= Math.min(text.length, needed);
}

/** The longest run of characters both strings hold. */
function longestCommonRun(a: string, b: string): string {
  let best = { end: 0, length: 0 };
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1] !== b[j - 1]) continue;
      row[j] = previous[j - 1]! + 1;
      if (row[j]! > best.length) best = { end: i, length: row[j]! };
    }
    previous = row;
  }
  return a.slice(best.end - best.length, best.end);
}

/**
 * The words OCR still reads on a redacted scanned page (`after`) that show what was redacted:
 *
 * - beside or in an area, on its line: a piece of a redacted text (four characters or more, or
 *   all of a shorter text — the end of an address the box missed) that the page's text layer,
 *   if it has one, no longer shows elsewhere; unless words were read there before the redaction
 *   (`before`) that no area touched (a neighbour the user kept, "Kari" beside her address);
 * - anywhere on a page with a text layer: a redacted word of six or more characters, read with
 *   confidence, that the layer no longer holds — the layer's boxes were not on the image's
 *   letters (a scan whose OCR text is misplaced), so the pixels were not blanked. Unless OCR
 *   read that word under an area before the redaction: the layer was on the image there, and
 *   the word read elsewhere is one the layer spells differently ("Hanoro" for the "налога" OCR
 *   reads as "Hanora"), which the user's search never marked — left, like a word left visible.
 *
 * The overlay labels drawn in the areas (the appearance's text, exemption codes) are not
 * residues.
 */
export function scanResidues(
  check: ScanCheck,
  { after, before }: { after: readonly OcrLine[]; before: readonly OcrLine[] },
  labels: readonly string[],
): TResidue[] {
  const redacted = [
    ...new Set(check.texts.flatMap((text) => [text, ...text.split(/\s+/u)]).map(letters)),
  ].filter((word) => word.length >= MIN_CHARS);
  if (redacted.length === 0) return [];
  const previous = before.flat();
  const labelLetters = labels.map(letters).filter((label) => label !== '');
  const shown = check.shown === null ? null : letters(check.shown);
  // A text the page's layer still shows elsewhere was left there by the user; a bare scan has
  // no layer to ask, so only its areas' surroundings are judged.
  const hidden = shown === null ? redacted : redacted.filter((text) => !shown.includes(text));
  const inPlace = placedTexts(hidden, previous, check.named ?? []);
  const residues: TResidue[] = [];
  for (const word of after.flat()) {
    const read = labelLetters.reduce(
      (rest, label) => rest.split(label).join(''),
      letters(word.text),
    );
    if (read.length < MIN_CHARS || labelLetters.some((label) => label.includes(read))) continue;
    const isNear = check.areas.some((area) => onLineOf(word, area, REACH));
    const shows = isNear
      ? hidden.some((text) => isPieceOf(read, text)) && !wasUntouched(word, previous, check.areas)
      : shown !== null &&
        word.confidence >= FAR_CONFIDENCE &&
        hidden.some(
          (text) => text.length >= FAR_MIN_CHARS && !inPlace.has(text) && read.includes(text),
        );
    if (!shows) continue;
    const bbox = { x0: word.x0, y0: word.y0, x1: word.x1, y1: word.y1 };
    residues.push({ ...maskString(word.text), page: check.page, place: 'scanned image', bbox });
  }
  return residues;
}

/**
 * The redacted texts OCR read, before the redaction, under every area that named them: the
 * layer was on the image at each place the user marked. One place where it was not (a second
 * copy whose box missed its pixels) leaves the text judged everywhere.
 */
function placedTexts(
  texts: readonly string[],
  before: readonly OcrWord[],
  named: readonly { area: TBBox; text: string }[],
) {
  const underEach = named.map(({ area, text }) => ({
    text: letters(text),
    read: before.filter((old) => onLineOf(old, area, 0)).map((old) => letters(old.text)),
  }));
  return new Set(
    texts.filter((text) => {
      const places = underEach.filter((place) => place.text.includes(text));
      return (
        places.length > 0 && places.every((place) => place.read.some((read) => read.includes(text)))
      );
    }),
  );
}

/** The refusal of a redaction whose scanned pages still show redacted words. */
export function scanFailureMessage(words: number): string {
  const [refusal, advice] = PDF_FILE_ERRORS.VERIFICATION_FAILED.split('. ');
  const noun = words === 1 ? 'word is' : 'words are';
  return `${refusal} (${words} redacted ${noun} still readable in the scanned image). ${advice}`;
}
