import {
  ALIGN,
  FONT_SIZE,
  normalizeAppearance,
  type TAppearanceInput,
  type TRedactionMode,
  type TRgb,
} from '@workbench/contracts';

const CROSSED: readonly TRedactionMode[] = ['cross_out', 'cross_out_and_text'];

/** What a mode draws with, as the contract's mode rules decide. */
export function modeUses(mode: TRedactionMode) {
  const ruled = normalizeAppearance({ mode, font_size: FONT_SIZE.default, align: ALIGN.center });
  return {
    fill: ruled.fill_color !== null,
    text: ruled.text !== null,
    crossOut: CROSSED.includes(mode),
  };
}

/**
 * The appearance after the user picks a mode (spec §4): fill and cross_out keep the fill and clear
 * the text, replace_text clears the fill, transparent clears both, the combined modes keep both.
 * A text mode without text gets "[REDACTED]", a filled mode without a colour gets black.
 */
export function withMode(appearance: TAppearanceInput, mode: TRedactionMode): TAppearanceInput {
  const ruled = normalizeAppearance({ ...appearance, mode });
  return { ...appearance, mode, fill_color: ruled.fill_color, text: ruled.text };
}

/** A font size inside the input's limits (spec §5: 4 to 72). */
export function clampFontSize(size: number): number {
  return Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, size));
}

export function isFontSizeAllowed(size: number): boolean {
  return Number.isFinite(size) && size >= FONT_SIZE.min && size <= FONT_SIZE.max;
}

export function rgbToHex(rgb: TRgb): string {
  const channel = (value: number) =>
    Math.round(Math.min(1, Math.max(0, value)) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${rgb.map(channel).join('')}`;
}

/** "#rrggbb" (what a colour input gives) as channels from 0 to 1. */
export function hexToRgb(hex: string): TRgb {
  const channel = (start: number) => parseInt(hex.slice(start, start + 2), 16) / 255;
  return [channel(1), channel(3), channel(5)];
}

/**
 * The colour of the cross-out lines: the text colour, unless it would vanish on the fill; then
 * black or white, whichever shows. The PDF engine draws them the same way.
 */
export function crossOutColor(textColor: TRgb, fill: TRgb | null): TRgb {
  if (!fill || textColor.some((value, index) => Math.abs(value - fill[index]!) > 0.1)) {
    return textColor;
  }
  const luminance = 0.2126 * fill[0] + 0.7152 * fill[1] + 0.0722 * fill[2];
  return luminance > 0.5 ? [0, 0, 0] : [1, 1, 1];
}
