import {
  DEFAULT_REDACTION_TEXT,
  type TAppearance,
  type TRedactionMode,
  type TRgb,
} from '@workbench/contracts';
import { layoutText, type MeasureText } from './appearance-text';

/** A box in page space: points, origin top-left of the visible page, y down. */
export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** An area to draw, with the exemption code that labels it instead of the appearance's text. */
export interface LabelledRect extends Rect {
  code?: string | undefined;
}

/** A PDF matrix `[a b c d e f]`. */
export type Matrix6 = readonly [number, number, number, number, number, number];

/** A font already in the page's resources, as the appearance needs it. */
export interface AppearanceFont {
  /** The key under the page's `/Resources /Font`, without the slash. */
  resourceName: string;
  measure: MeasureText;
  /** A literal-string body (no parentheses) that shows `text` in this font. */
  encode(text: string): string;
}

const FILLED = new Set<TRedactionMode>([
  'fill',
  'cross_out',
  'fill_and_text',
  'cross_out_and_text',
]);
const CROSSED = new Set<TRedactionMode>(['cross_out', 'cross_out_and_text']);
const WITH_TEXT = new Set<TRedactionMode>(['replace_text', 'fill_and_text', 'cross_out_and_text']);
const WITH_CODE: Record<TRedactionMode, TRedactionMode> = {
  fill: 'fill_and_text',
  cross_out: 'cross_out_and_text',
  transparent: 'replace_text',
  replace_text: 'replace_text',
  fill_and_text: 'fill_and_text',
  cross_out_and_text: 'cross_out_and_text',
};
const MIN_LINE_WIDTH = 0.5;
const LINE_WIDTH_RATIO = 0.05;
// Coordinates beyond this are nonsense for a page and would print in exponent form.
const MAX_COORDINATE = 1e7;

/** A number as PDF content expects it: at most `digits` decimals, never exponent form or -0. */
export function formatNumber(value: number, digits = 3): string {
  if (!Number.isFinite(value)) return '0';
  const clamped = Math.max(-MAX_COORDINATE, Math.min(MAX_COORDINATE, value));
  let text = clamped.toFixed(digits);
  if (text.includes('.')) text = text.replace(/0+$/, '').replace(/\.$/, '');
  return text === '-0' ? '0' : text;
}

/**
 * The content stream that draws the redaction appearance over `areas` (page space), or '' when
 * nothing is drawn. `toUserSpace` maps page space to the PDF user space of the page's content.
 */
export function buildAppearanceStream(
  areas: readonly LabelledRect[],
  toUserSpace: Matrix6,
  appearance: TAppearance,
  font: AppearanceFont,
): string {
  const parts = areas
    .map((area) => {
      const rect = normalizeRect(area);
      return rect && drawArea(rect, area.code ? coded(appearance, area.code) : appearance, font);
    })
    .filter((part): part is string => !!part)
    .filter((part) => part !== '');
  if (parts.length === 0) return '';
  const matrix = toUserSpace.map((value) => formatNumber(value, 5)).join(' ');
  return ['q', `${matrix} cm`, ...parts, 'Q'].join('\n');
}

/**
 * The appearance of an area with an exemption code: the code is its label whatever the mode, so
 * modes that draw no text draw it too (on the fill, across the cross, or alone when transparent).
 */
export function coded(appearance: TAppearance, code: string): TAppearance {
  const mode = WITH_TEXT.has(appearance.mode) ? appearance.mode : WITH_CODE[appearance.mode];
  const fill = FILLED.has(mode) ? (appearance.fill_color ?? [0, 0, 0]) : null;
  return {
    ...appearance,
    mode,
    text: code,
    text_color: contrastColor(appearance.text_color, fill),
  };
}

/** One character of a drawn label and where it lies, in page space. */
export interface LabelGlyph extends Rect {
  char: string;
}

/**
 * Where the labels of `areas` are drawn, character by character, so the verification can tell
 * them from left-over content wherever they lie: a label crosses the areas that overlap its own.
 */
export function labelGlyphs(
  areas: readonly LabelledRect[],
  appearance: TAppearance,
  font: AppearanceFont,
): LabelGlyph[] {
  const glyphs: LabelGlyph[] = [];
  for (const area of areas) {
    const rect = normalizeRect(area);
    const drawn = area.code ? coded(appearance, area.code) : appearance;
    if (!rect || !WITH_TEXT.has(drawn.mode)) continue;
    const text = drawn.text ?? DEFAULT_REDACTION_TEXT;
    const layout = layoutText(text, rect, drawn.font_size, drawn.align, font.measure);
    if (!layout) continue;
    let x = layout.x;
    for (const char of Array.from(layout.text)) {
      const width = font.measure(char, layout.size);
      // From above the ascenders to below the descenders of the line.
      glyphs.push({
        char,
        x0: x,
        y0: layout.y - layout.size,
        x1: x + width,
        y1: layout.y + 0.3 * layout.size,
      });
      x += width;
    }
  }
  return glyphs;
}

function drawArea(rect: Rect, appearance: TAppearance, font: AppearanceFont): string {
  const { mode } = appearance;
  const fill = FILLED.has(mode) ? (appearance.fill_color ?? [0, 0, 0]) : null;
  const lines: string[] = [];
  if (fill) lines.push(`${color(fill)} rg`, `${box(rect)} re f`);
  if (CROSSED.has(mode)) lines.push(...crossOut(rect, contrastColor(appearance.text_color, fill)));
  if (WITH_TEXT.has(mode)) lines.push(...label(rect, appearance, font));
  if (lines.length === 0) return '';
  return ['q', `${box(rect)} re W n`, ...lines, 'Q'].join('\n');
}

function crossOut(rect: Rect, stroke: TRgb): string[] {
  const size = Math.min(rect.x1 - rect.x0, rect.y1 - rect.y0);
  const width = Math.max(MIN_LINE_WIDTH, size * LINE_WIDTH_RATIO);
  const [x0, y0, x1, y1] = [rect.x0, rect.y0, rect.x1, rect.y1].map((value) => formatNumber(value));
  return [
    `${color(stroke)} RG`,
    `${formatNumber(width)} w`,
    `${x0} ${y0} m ${x1} ${y1} l ${x1} ${y0} m ${x0} ${y1} l S`,
  ];
}

function label(rect: Rect, appearance: TAppearance, font: AppearanceFont): string[] {
  const text = appearance.text ?? DEFAULT_REDACTION_TEXT;
  const layout = layoutText(text, rect, appearance.font_size, appearance.align, font.measure);
  if (!layout) return [];
  const size = formatNumber(layout.size, 2);
  // Page space is y-down, so the text matrix flips y back to draw the glyphs upright.
  const origin = `${formatNumber(layout.x)} ${formatNumber(layout.y)}`;
  return [
    `${color(appearance.text_color)} rg`,
    `BT /${font.resourceName} ${size} Tf 0 Tr 1 0 0 -1 ${origin} Tm (${font.encode(layout.text)}) Tj ET`,
  ];
}

/** The text colour, unless it would vanish on the fill; then black or white, whichever shows. */
function contrastColor(preferred: TRgb, fill: TRgb | null): TRgb {
  if (!fill || preferred.some((value, index) => Math.abs(value - (fill[index] ?? 0)) > 0.1)) {
    return preferred;
  }
  const luminance = 0.2126 * fill[0] + 0.7152 * fill[1] + 0.0722 * fill[2];
  return luminance > 0.5 ? [0, 0, 0] : [1, 1, 1];
}

function normalizeRect(rect: Rect): Rect | null {
  const values = [rect.x0, rect.y0, rect.x1, rect.y1];
  if (!values.every(Number.isFinite)) return null;
  const normalized = {
    x0: Math.min(rect.x0, rect.x1),
    y0: Math.min(rect.y0, rect.y1),
    x1: Math.max(rect.x0, rect.x1),
    y1: Math.max(rect.y0, rect.y1),
  };
  return normalized.x1 > normalized.x0 && normalized.y1 > normalized.y0 ? normalized : null;
}

function box(rect: Rect): string {
  const values = [rect.x0, rect.y0, rect.x1 - rect.x0, rect.y1 - rect.y0];
  return values.map((value) => formatNumber(value)).join(' ');
}

function color(rgb: TRgb): string {
  return rgb.map((value) => formatNumber(Math.max(0, Math.min(1, value)))).join(' ');
}
