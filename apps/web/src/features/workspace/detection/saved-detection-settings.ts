import {
  clampThreshold,
  DEFAULT_DETECTION_THRESHOLD,
  ENGINE_NAMES,
  type TEngineName,
} from '@workbench/contracts';
import { ApiError } from '../../../lib/api-error';
import { userStorageKey } from '../../../lib/user-state';
import { fetchEntities, fetchGeneralSettings } from '../../settings/settings-api';
import { useWorkspaceSettings } from '../workspace-settings';
import {
  choiceFromSaved,
  methodIdOf,
  personalDataChoice,
  type EntityChoices,
} from './entity-choices';

/** What a run needs besides the files: the entity lists, the threshold and the ban-list flag. */
export interface DetectionSettings {
  choices: EntityChoices;
  threshold: number;
  useBanList: boolean;
}

let cached: DetectionSettings | null = null;
let pending: Promise<DetectionSettings> | null = null;
let generation = 0;

async function load(): Promise<DetectionSettings> {
  const general = useWorkspaceSettings.getState().general ?? (await fetchGeneralSettings());
  const lists = await Promise.all(
    ENGINE_NAMES.map(async (engine) => {
      const saved = await fetchEntities(methodIdOf(engine));
      const choice = choiceFromSaved(
        engine,
        saved.map((entity) => entity.entity_text),
      );
      // An empty fast list means the default, the personal-data preset (decision 0050).
      const isDefault = engine === 'fast' && choice.length === 0;
      return [engine, isDefault ? personalDataChoice() : choice] as const;
    }),
  );
  return {
    choices: Object.fromEntries(lists) as Record<TEngineName, string[]>,
    threshold: clampThreshold(general.detection_threshold ?? DEFAULT_DETECTION_THRESHOLD),
    useBanList: general.use_banlist_for_detection,
  };
}

/**
 * The user's saved detection settings: the entity lists of methods 1, 2 and 3 are fetched when
 * not known yet, then kept until the settings change; an empty fast list stands for the
 * personal-data preset. Rejects when they cannot be read.
 */
export function loadSavedDetectionSettings(): Promise<DetectionSettings> {
  if (cached !== null) return Promise.resolve(cached);
  if (pending !== null) return pending;
  const loading = generation;
  const request = load()
    .then((settings) => {
      if (loading === generation) cached = settings;
      keep(settings);
      return settings;
    })
    .catch((error: unknown) => {
      // On-device detection goes on offline with the settings last read in this browser.
      const kept =
        error instanceof ApiError && error.code === 'NETWORK_ERROR' ? keptSettings() : null;
      if (kept === null) throw error;
      return kept;
    })
    .finally(() => {
      if (pending === request) pending = null;
    });
  pending = request;
  return request;
}

/** The settings as last read, kept for starting offline (the user's, gone at sign-out). */
const KEPT = userStorageKey('detection-settings');

function keep(settings: DetectionSettings) {
  try {
    localStorage.setItem(KEPT, JSON.stringify(settings));
  } catch {
    // Blocked or full storage: offline, detection then waits for the connection.
  }
}

function keptSettings(): DetectionSettings | null {
  try {
    const raw = localStorage.getItem(KEPT);
    return raw === null ? null : (JSON.parse(raw) as DetectionSettings);
  } catch {
    return null;
  }
}

/** The settings changed (here or elsewhere), or the user left: read them again next time. */
export function forgetSavedDetectionSettings() {
  generation += 1;
  cached = null;
  pending = null;
}
