import { DEFAULT_EXEMPTION_SETTINGS, type TExemptionSettings } from '@workbench/contracts';
import { entityTypeOf, type Highlight } from '../highlights/highlight';
import { useWorkspaceSettings } from '../workspace-settings';

/**
 * The exemption code a mark is redacted with: its own, or else the default of its type; undefined
 * when it has none (then the redaction shows the appearance's text).
 */
export function codeOf(
  mark: Highlight,
  defaults: Readonly<Record<string, string>>,
): string | undefined {
  if (mark.code !== undefined) return mark.code || undefined;
  return defaults[entityTypeOf(mark)];
}

/** A code picker's value for "the default of the mark's type" (no code of its own). */
export const TYPE_DEFAULT = '\u0000default';

/** The user's code settings, or the built-in defaults until they are loaded. */
export function exemptionSettings(): TExemptionSettings {
  return useWorkspaceSettings.getState().general?.exemption_codes ?? DEFAULT_EXEMPTION_SETTINGS;
}

export function useExemptionSettings(): TExemptionSettings {
  return useWorkspaceSettings(
    (state) => state.general?.exemption_codes ?? DEFAULT_EXEMPTION_SETTINGS,
  );
}
