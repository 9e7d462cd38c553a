/** Unicode code points of the WinAnsiEncoding bytes 0x80–0x9F (PDF 32000 Annex D). */
const WIN_ANSI_EXTRAS = new Map<number, number>([
  [0x20ac, 0x80],
  [0x201a, 0x82],
  [0x0192, 0x83],
  [0x201e, 0x84],
  [0x2026, 0x85],
  [0x2020, 0x86],
  [0x2021, 0x87],
  [0x02c6, 0x88],
  [0x2030, 0x89],
  [0x0160, 0x8a],
  [0x2039, 0x8b],
  [0x0152, 0x8c],
  [0x017d, 0x8e],
  [0x2018, 0x91],
  [0x2019, 0x92],
  [0x201c, 0x93],
  [0x201d, 0x94],
  [0x2022, 0x95],
  [0x2013, 0x96],
  [0x2014, 0x97],
  [0x02dc, 0x98],
  [0x2122, 0x99],
  [0x0161, 0x9a],
  [0x203a, 0x9b],
  [0x0153, 0x9c],
  [0x017e, 0x9e],
  [0x0178, 0x9f],
]);
const QUESTION_MARK = 0x3f;

/** The WinAnsiEncoding byte that shows `char`, or undefined when WinAnsi has no such glyph. */
export function winAnsiCode(char: string): number | undefined {
  const point = char.codePointAt(0);
  if (point === undefined) return undefined;
  if ((point >= 0x20 && point <= 0x7e) || (point >= 0xa0 && point <= 0xff)) return point;
  // Line breaks and tabs in a one-line label read best as spaces.
  if (point === 0x09 || point === 0x0a || point === 0x0d) return 0x20;
  return WIN_ANSI_EXTRAS.get(point);
}

/** The Unicode code point that the WinAnsi byte `code` shows, or undefined for unused bytes. */
export function unicodeOfWinAnsi(code: number): number | undefined {
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
  for (const [point, byte] of WIN_ANSI_EXTRAS) if (byte === code) return point;
  return undefined;
}

/** The WinAnsi bytes of `text` (NFC), with `?` for every character WinAnsi cannot show. */
export function toWinAnsiBytes(text: string): number[] {
  return Array.from(text.normalize('NFC'), (char) => winAnsiCode(char) ?? QUESTION_MARK);
}

/** `text` as the WinAnsi font shows it: what reading the drawn label back gives. */
export function shownAs(text: string): string {
  return String.fromCodePoint(
    ...toWinAnsiBytes(text).map((code) => unicodeOfWinAnsi(code) ?? QUESTION_MARK),
  );
}

/**
 * The body of a PDF literal string (without the parentheses) that shows `text` in a simple font
 * with WinAnsiEncoding: `( ) \` are escaped, bytes from 0x80 become octal escapes, and characters
 * WinAnsi cannot show become `?`.
 */
export function encodeWinAnsi(text: string): string {
  let body = '';
  for (const code of toWinAnsiBytes(text)) {
    if (code === 0x28 || code === 0x29 || code === 0x5c) body += `\\${String.fromCharCode(code)}`;
    else if (code >= 0x80) body += `\\${code.toString(8).padStart(3, '0')}`;
    else body += String.fromCharCode(code);
  }
  return body;
}

export interface TextBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Where and how large one label is drawn, in y-down page space; `y` is the baseline. */
export interface TextLayout {
  text: string;
  size: number;
  x: number;
  y: number;
  width: number;
}

export type MeasureText = (text: string, size: number) => number;

export const MIN_FONT_SIZE = 1;
export const ELLIPSIS = '…';
const MAX_PADDING = 2;
// Helvetica ink reaches 0.557 × size below a baseline at centre + 0.35 × size; 0.9 keeps it inside.
const HEIGHT_RATIO = 0.9;
const BASELINE_SHIFT = 0.35;

/** Below this a label is not read on paper or screen at 100 % (decision 0049). */
export const MIN_LEGIBLE_SIZE = 6;

/**
 * The shorter forms of a legal code, longest first, drawn when the whole code would not be
 * legible: the law and the section it cites ("offl. § 13 jf. fvl. § 13 første ledd nr. 1" →
 * "offl. § 13"), then the section alone ("§ 13"). A bare "§ 13" says less than the law's name
 * with it (issue 64), so it comes last. Empty when the code cites no section.
 */
export function shortCodeForms(text: string): string[] {
  const match = /(?:([\p{L}]{2,}\.?)\s*)?§+\s*(\d+\s*[a-z]?)(?![\p{L}\d])/iu.exec(text);
  if (!match) return [];
  const section = `§ ${match[2]!.replace(/\s+/g, '')}`;
  const forms = match[1] ? [`${match[1]} ${section}`, section] : [section];
  return forms.filter((form) => form !== text.trim());
}

/**
 * Fits `text` into `box`. When the whole text would be drawn smaller than a legible size, the
 * first of a code's short forms that is legible is drawn instead, or the one drawn largest; the
 * full code stays in the log. Null when nothing fits at all.
 */
export function layoutText(
  text: string,
  box: TextBox,
  fontSize: number,
  align: 0 | 1 | 2,
  measure: MeasureText,
): TextLayout | null {
  const legible = Math.min(MIN_LEGIBLE_SIZE, fontSize);
  const full = fitText(text, box, fontSize, align, measure);
  if (full && full.size >= legible) return full;
  let best = full;
  for (const form of shortCodeForms(text)) {
    const layout = fitText(form, box, fontSize, align, measure);
    if (layout && layout.size >= legible) return layout;
    if (layout && (!best || layout.size > best.size)) best = layout;
  }
  return best;
}

/**
 * Fits `text` into `box`: shrinks from `fontSize` down to 1 pt until it fits the width less
 * padding and the height, then truncates with an ellipsis. Null when nothing fits at all.
 */
function fitText(
  text: string,
  box: TextBox,
  fontSize: number,
  align: 0 | 1 | 2,
  measure: MeasureText,
): TextLayout | null {
  const width = box.x1 - box.x0;
  const height = box.y1 - box.y0;
  const padding = Math.min(MAX_PADDING, width / 10);
  const room = width - 2 * padding;
  if (!text.trim() || room <= 0 || height * HEIGHT_RATIO < MIN_FONT_SIZE) return null;
  const unitWidth = measure(text, 1);
  let size = Math.min(fontSize, height * HEIGHT_RATIO);
  if (unitWidth * size > room) size = room / unitWidth;
  size = Math.floor(size * 100) / 100;
  let shown = text;
  if (size < MIN_FONT_SIZE) {
    size = MIN_FONT_SIZE;
    const truncated = truncateToWidth(text, room, (part) => measure(part, size));
    if (truncated === null) return null;
    shown = truncated;
  }
  const textWidth = measure(shown, size);
  const x =
    align === 0
      ? box.x0 + padding
      : align === 2
        ? box.x1 - padding - textWidth
        : (box.x0 + box.x1 - textWidth) / 2;
  const y = (box.y0 + box.y1) / 2 + BASELINE_SHIFT * size;
  return { text: shown, size, x, y, width: textWidth };
}

/** The longest prefix of `text` plus an ellipsis that is at most `room` wide, or null. */
function truncateToWidth(
  text: string,
  room: number,
  measure: (text: string) => number,
): string | null {
  const chars = Array.from(text);
  const withEllipsis = (count: number) => chars.slice(0, count).join('').trimEnd() + ELLIPSIS;
  if (measure(withEllipsis(0)) > room) return null;
  let low = 0;
  let high = chars.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(withEllipsis(middle)) <= room) low = middle;
    else high = middle - 1;
  }
  return withEllipsis(low);
}
