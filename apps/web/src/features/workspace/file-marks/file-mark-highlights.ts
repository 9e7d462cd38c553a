import { ZExemptionCodeText, type TBBox, type TExistingMark } from '@workbench/contracts';
import { fromBBox, type Highlight } from '../highlights/highlight';
import { highlightColor } from '../highlights/highlight-colors';
import { OPACITY } from '../workspace-constants';

/** A character's width as a share of the font size, on average (Helvetica's digits: 0.556). */
const CHAR_WIDTH = 0.5;

/**
 * A box at most this many times the font size tall is one line of text. The server's rule for
 * the marks it applies is 1.8 × the tallest word under the box (decision 0043); a word's box is
 * a little taller than the font size.
 */
const ONE_LINE = 2;

/**
 * The font size the mark's text seems to have: its boxes' width spread over its characters.
 * A box over several lines holds several lines' characters, so the size comes out far too small
 * and the box reads as an area.
 */
function apparentFontSize(mark: TExistingMark): number {
  const characters = mark.text.replace(/\s+/gu, '').length;
  const width = mark.boxes.reduce((sum, box) => sum + (box.x1 - box.x0), 0);
  return characters === 0 ? 0 : width / (characters * CHAR_WIDTH);
}

/**
 * Whether a box of the mark is a marked line of text rather than an area. A line names its text,
 * so the redaction cuts the glyphs mostly inside it and seeks the text elsewhere; an area (several
 * lines, a picture, blank space) names none and takes everything it touches, as a drawn box does.
 */
export function isLineBox(box: TBBox, mark: TExistingMark): boolean {
  return box.y1 - box.y0 <= ONE_LINE * apparentFontSize(mark);
}

/** The mark's overlay text as an exemption code, when it is one. */
function codeOf(mark: TExistingMark): string | undefined {
  const parsed = ZExemptionCodeText.safeParse(mark.overlay_text ?? '');
  return parsed.success ? parsed.data : undefined;
}

/**
 * A file mark's id names the file, page, mark and box, so reading the same file again gives the
 * same ids and a mark already listed (or restored from the browser's storage) is not added twice.
 */
export function fileMarkId(
  fileKey: string,
  page: number,
  mark: number,
  box: number,
  prefix = 'file-mark',
): string {
  return `${prefix}:${fileKey}:p${page}:${mark}:${box}`;
}

/**
 * The marks a file arrived with as suggestions to review: one per marked line (or area), in the
 * manual colour, the overlay text as its exemption code, the type it names (our marked copies
 * write it) as its entity. Nothing is redacted until accepted. `imported` marks came in an XFDF
 * (decision 0054): they have ids of their own, and their source says so.
 */
export function fileMarkHighlights(
  fileKey: string,
  marks: readonly TExistingMark[],
  now = Date.now(),
  { imported = false }: { imported?: boolean } = {},
): Highlight[] {
  const color = highlightColor('MANUAL');
  return marks.flatMap((mark, index) => {
    const code = codeOf(mark);
    return mark.boxes.map((box, boxIndex) => {
      const highlight: Highlight = {
        ...fromBBox(box),
        id: fileMarkId(fileKey, mark.page, index, boxIndex, imported ? 'xfdf-mark' : 'file-mark'),
        fileKey,
        page: mark.page,
        type: 'MANUAL',
        color,
        opacity: OPACITY.display,
        timestamp: now,
        creationMode: 'rectangular',
        status: 'suggested',
        fromFile: { author: mark.author, textUnder: mark.text, ...(imported && { imported }) },
      };
      if (mark.entity_type) highlight.entity = mark.entity_type;
      if (mark.text !== '' && isLineBox(box, mark)) highlight.text = mark.text;
      if (code !== undefined) highlight.code = code;
      return highlight;
    });
  });
}
