import { DEFAULT_APPEARANCE, type TAppearanceInput } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import {
  clampFontSize,
  crossOutColor,
  hexToRgb,
  isFontSizeAllowed,
  modeUses,
  rgbToHex,
  withMode,
} from './appearance-rules';

const chosen: TAppearanceInput = {
  ...DEFAULT_APPEARANCE,
  fill_color: [1, 0, 0],
  text: 'SLADDET',
};

describe('withMode', () => {
  it('keeps the fill and clears the text for fill and cross_out', () => {
    for (const mode of ['fill', 'cross_out'] as const) {
      expect(withMode(chosen, mode)).toMatchObject({ mode, fill_color: [1, 0, 0], text: null });
    }
  });

  it('clears the fill and keeps the text for replace_text, and gives text when there is none', () => {
    expect(withMode(chosen, 'replace_text')).toMatchObject({
      fill_color: null,
      text: 'SLADDET',
    });
    expect(withMode({ ...chosen, text: null }, 'replace_text').text).toBe('[REDACTED]');
  });

  it('clears both for transparent and keeps both for the combined modes', () => {
    expect(withMode(chosen, 'transparent')).toMatchObject({ fill_color: null, text: null });
    for (const mode of ['fill_and_text', 'cross_out_and_text'] as const) {
      expect(withMode(chosen, mode)).toMatchObject({ fill_color: [1, 0, 0], text: 'SLADDET' });
    }
  });

  it('gives a filled mode black when coming from a mode without fill', () => {
    const transparent = withMode(chosen, 'transparent');
    expect(withMode(transparent, 'fill').fill_color).toEqual([0, 0, 0]);
  });

  it('leaves the colours, size and alignment the user chose', () => {
    const styled: TAppearanceInput = { ...chosen, text_color: [0, 0, 1], font_size: 20, align: 2 };
    expect(withMode(styled, 'replace_text')).toMatchObject({
      text_color: [0, 0, 1],
      font_size: 20,
      align: 2,
    });
  });
});

describe('modeUses', () => {
  it('names the settings each mode draws with', () => {
    expect(modeUses('fill')).toEqual({ fill: true, text: false, crossOut: false });
    expect(modeUses('transparent')).toEqual({ fill: false, text: false, crossOut: false });
    expect(modeUses('cross_out_and_text')).toEqual({ fill: true, text: true, crossOut: true });
    expect(modeUses('replace_text')).toEqual({ fill: false, text: true, crossOut: false });
  });
});

describe('font size and colours', () => {
  it('keeps font sizes between 4 and 72', () => {
    expect(clampFontSize(2)).toBe(4);
    expect(clampFontSize(100)).toBe(72);
    expect(clampFontSize(12)).toBe(12);
    expect([3.9, 4, 72, 72.1, Number.NaN].map(isFontSizeAllowed)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });

  it('converts between colour-input values and channels from 0 to 1', () => {
    expect(rgbToHex([1, 0, 0.5])).toBe('#ff0080');
    expect(hexToRgb('#ff0080')).toEqual([1, 0, 128 / 255]);
    expect(rgbToHex(hexToRgb('#33a8ff'))).toBe('#33a8ff');
  });

  it('draws cross-out lines in a colour that shows on the fill', () => {
    expect(crossOutColor([1, 0, 0], [0, 0, 0])).toEqual([1, 0, 0]);
    expect(crossOutColor([0, 0, 0], [0, 0, 0])).toEqual([1, 1, 1]);
    expect(crossOutColor([1, 1, 1], [1, 1, 1])).toEqual([0, 0, 0]);
    expect(crossOutColor([0, 0, 0], null)).toEqual([0, 0, 0]);
  });
});
