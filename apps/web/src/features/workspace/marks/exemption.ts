import {
  DEFAULT_EXEMPTION_SETTINGS,
  entityLabel,
  type TExemptionSettings,
} from '@workbench/contracts';
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
  const type = entityTypeOf(mark);
  if (defaults[type] !== undefined) return defaults[type];
  // Types that read the same are one type to the reviewer ("location" of the standard model and
  // the fast model's "LOCATION"): the settings list shows them once.
  const label = entityLabel(type);
  const same = Object.keys(defaults).find((other) => entityLabel(other) === label);
  return same === undefined ? undefined : defaults[same];
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
