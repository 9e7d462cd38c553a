import { z } from 'zod';

export const REDACTION_MODES = [
  'fill',
  'replace_text',
  'cross_out',
  'transparent',
  'fill_and_text',
  'cross_out_and_text',
] as const;
export const ZRedactionMode = z.enum(REDACTION_MODES, {
  error: `Mode must be one of ${REDACTION_MODES.join(', ')}`,
});
export type TRedactionMode = z.infer<typeof ZRedactionMode>;

export const FONT_SIZE = { min: 4, max: 72, default: 11 } as const;
export const DEFAULT_REDACTION_TEXT = '[REDACTED]';
export const REDACTION_TEXT_MAX = 200;

/** An RGB colour with channels from 0 to 1. */
export const ZRgb = z.tuple(
  [z.number().min(0).max(1), z.number().min(0).max(1), z.number().min(0).max(1)],
  {
    error: 'A colour is three numbers from 0 to 1',
  },
);
export type TRgb = z.infer<typeof ZRgb>;

export const ALIGN = { left: 0, center: 1, right: 2 } as const;

/** The appearance settings as the browser stores and sends them (spec §3). */
export const ZAppearanceInput = z.object({
  mode: ZRedactionMode,
  fill_color: ZRgb.nullable().optional(),
  text: z
    .string()
    .max(REDACTION_TEXT_MAX, { error: `Text must be at most ${REDACTION_TEXT_MAX} characters` })
    .nullable()
    .optional(),
  text_color: ZRgb.nullable().optional(),
  font_size: z.number({ error: 'Font size must be a number' }).max(FONT_SIZE.max, {
    error: `Font size must be at most ${FONT_SIZE.max}`,
  }),
  align: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'Align must be 0, 1 or 2' }),
});
export type TAppearanceInput = z.infer<typeof ZAppearanceInput>;

/** Appearance after the mode rules of spec §4/§5: what the engine draws. */
export interface TAppearance {
  mode: TRedactionMode;
  /** Null when nothing is filled. */
  fill_color: TRgb | null;
  /** Null when no text is drawn. */
  text: string | null;
  text_color: TRgb;
  font_size: number;
  align: 0 | 1 | 2;
}

export const DEFAULT_APPEARANCE: TAppearance = {
  mode: 'fill',
  fill_color: [0, 0, 0],
  text: null,
  text_color: [1, 1, 1],
  font_size: FONT_SIZE.default,
  align: ALIGN.center,
};

const FILLED: readonly TRedactionMode[] = [
  'fill',
  'cross_out',
  'fill_and_text',
  'cross_out_and_text',
];
const WITH_TEXT: readonly TRedactionMode[] = [
  'replace_text',
  'fill_and_text',
  'cross_out_and_text',
];

/**
 * Applies the mode rules: fill and cross_out keep the fill and clear the text; replace_text clears
 * the fill; transparent clears both; combined modes keep both. Text modes without text get
 * "[REDACTED]", filled modes without a colour get black, sizes under 4 fall back to 11.
 */
export function normalizeAppearance(input: TAppearanceInput | undefined): TAppearance {
  if (!input) return DEFAULT_APPEARANCE;
  const hasFill = FILLED.includes(input.mode);
  const hasText = WITH_TEXT.includes(input.mode);
  const text = input.text?.trim() ? input.text : DEFAULT_REDACTION_TEXT;
  return {
    mode: input.mode,
    fill_color: hasFill ? (input.fill_color ?? [0, 0, 0]) : null,
    text: hasText ? text : null,
    // White text is the default on a fill; with nothing behind it, black is what can be read.
    text_color: input.text_color ?? (hasFill ? DEFAULT_APPEARANCE.text_color : [0, 0, 0]),
    font_size: input.font_size < FONT_SIZE.min ? FONT_SIZE.default : input.font_size,
    align: input.align,
  };
}
