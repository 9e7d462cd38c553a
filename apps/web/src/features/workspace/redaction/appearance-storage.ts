import {
  DEFAULT_APPEARANCE,
  FONT_SIZE,
  ZAppearanceInput,
  type TAppearanceInput,
} from '@workbench/contracts';

export const APPEARANCE_STORAGE_KEY = 'redaction-appearance';

export const DEFAULT_APPEARANCE_INPUT: TAppearanceInput = { ...DEFAULT_APPEARANCE };

/**
 * The stored appearance (spec §5): without mode, font_size or align, or unreadable, the defaults
 * apply silently; a stored size under 4 becomes 11.
 */
export function loadAppearance(storage: Storage = localStorage): TAppearanceInput {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(APPEARANCE_STORAGE_KEY) ?? 'null');
  } catch {
    return DEFAULT_APPEARANCE_INPUT;
  }
  if (typeof stored !== 'object' || stored === null) return DEFAULT_APPEARANCE_INPUT;
  const record = stored as Record<string, unknown>;
  if (typeof record.font_size === 'number' && record.font_size < FONT_SIZE.min) {
    record.font_size = FONT_SIZE.default;
  }
  const parsed = ZAppearanceInput.safeParse(record);
  return parsed.success ? parsed.data : DEFAULT_APPEARANCE_INPUT;
}

export function saveAppearance(appearance: TAppearanceInput, storage: Storage = localStorage) {
  storage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify(appearance));
}
