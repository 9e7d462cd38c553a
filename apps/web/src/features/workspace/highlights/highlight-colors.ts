import type { TGeneralSettingsRecord } from '@workbench/contracts';
import { useWorkspaceSettings } from '../workspace-settings';
import { DEFAULT_HIGHLIGHT_COLORS } from '../workspace-constants';
import type { HighlightType } from './highlight';

export type Model = 'fast' | 'standard' | 'advanced';

/** Which general setting holds the colour of each kind of highlight. */
export const COLOR_SETTINGS: Record<Model | 'search' | 'manual', keyof TGeneralSettingsRecord> = {
  manual: 'color_method_manual',
  search: 'color_method_search',
  fast: 'color_method_ml',
  standard: 'color_method_ai',
  advanced: 'color_method_advanced',
};

function isModel(model: string | undefined): model is Model {
  return model === 'fast' || model === 'standard' || model === 'advanced';
}

/**
 * The colour a new highlight gets: the user's colour setting for its kind once settings are
 * loaded, else the viewer's defaults (spec §9 gives both sets; the user's choice wins).
 */
export function highlightColor(
  type: HighlightType,
  model?: string,
  general: TGeneralSettingsRecord | null = useWorkspaceSettings.getState().general,
): string {
  const kind = type === 'MANUAL' ? 'manual' : type === 'SEARCH' ? 'search' : model;
  if (kind !== 'manual' && kind !== 'search' && !isModel(kind)) {
    return DEFAULT_HIGHLIGHT_COLORS.unknown;
  }
  const chosen = general?.[COLOR_SETTINGS[kind]];
  return typeof chosen === 'string' ? chosen : DEFAULT_HIGHLIGHT_COLORS[kind];
}
