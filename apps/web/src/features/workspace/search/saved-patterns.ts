import type { TSearchPattern } from '@workbench/contracts';
import { fetchPatterns } from '../../settings/settings-api';
import { onSettingsChanged } from '../../settings/settings-events';

/** How long a read of the saved patterns serves the files opened together. */
const FRESH_MS = 5_000;

let kept: { at: number; patterns: Promise<TSearchPattern[]> } | null = null;

/**
 * The saved patterns for files just opened: read once for the question before spending (which
 * counts them) and the run that follows, not twice (issue 64). A failed read is not kept, and a
 * change in the settings or a reset of the workspace forgets them.
 */
export function patternsForNewFiles(): Promise<TSearchPattern[]> {
  if (kept && performance.now() - kept.at < FRESH_MS) return kept.patterns;
  const patterns = fetchPatterns();
  kept = { at: performance.now(), patterns };
  patterns.catch(() => {
    if (kept?.patterns === patterns) kept = null;
  });
  return patterns;
}

export function forgetSavedPatterns(): void {
  kept = null;
}

onSettingsChanged((parts) => {
  if (parts.includes('patterns')) forgetSavedPatterns();
});
