import { ENGINE_NAMES, type TEngineName } from '@workbench/contracts';
import { replaceEntities } from '../../settings/settings-api';
import { emitSettingsChanged } from '../../settings/settings-events';
import { saveGeneralSettings } from '../workspace-settings';
import { DETECTION_TIMING } from './detection-constants';
import { methodIdOf, namesToSave } from './entity-choices';
import { forgetSavedDetectionSettings, type DetectionSettings } from './saved-detection-settings';

/** The sign-in ended before or during a save (workspace §8 gives both messages). */
export class AuthLostError extends Error {
  constructor(readonly when: 'before' | 'during') {
    super(`Authentication lost ${when} save operation`);
    this.name = 'AuthLostError';
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Models in method-id order: fast (1), advanced (2), standard (3). */
const SAVE_ORDER: readonly TEngineName[] = [...ENGINE_NAMES].sort(
  (a, b) => methodIdOf(a) - methodIdOf(b),
);

/**
 * Saves the panel's choices as the user's settings: each model's entity list, 100 ms apart,
 * then after 50 ms the threshold and the ban-list flag (workspace §9). A lost sign-in stops it.
 */
export async function saveDetectionSettings(
  settings: DetectionSettings,
  isSignedIn: () => boolean,
): Promise<void> {
  if (!isSignedIn()) throw new AuthLostError('before');
  for (const [index, engine] of SAVE_ORDER.entries()) {
    if (index > 0) await wait(DETECTION_TIMING.saveModelDelayMs);
    if (!isSignedIn()) throw new AuthLostError('during');
    await replaceEntities(methodIdOf(engine), namesToSave(engine, settings.choices[engine]));
  }
  await wait(DETECTION_TIMING.saveGeneralDelayMs);
  if (!isSignedIn()) throw new AuthLostError('during');
  forgetSavedDetectionSettings();
  emitSettingsChanged(['entities']);
  await saveGeneralSettings({
    detection_threshold: settings.threshold,
    use_banlist_for_detection: settings.useBanList,
  });
}
