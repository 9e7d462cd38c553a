import { ENGINE_SUFFIX, type TEngineName } from '../api/detect';
import { ENTITY_METHODS } from '../api/settings';
import { ENTITY_CATALOGUE, SELECT_ALL_ENTITY } from './catalogue';
import { PERSONAL_DATA, PERSONAL_DATA_TYPES } from './personal-data';

/** What `requested_entities` asks of one engine. */
export interface EngineRequest {
  /** The catalogue names the engine looks for, in catalogue order. */
  entities: string[];
  /** The requested names (as sent, trimmed) that stood for some of them. */
  claimed: string[];
}

/** The presets a name may stand for besides a single type: select-all, and for fast PERSONAL_DATA. */
function presetTypes(engine: TEngineName, bare: string): readonly string[] | undefined {
  const methodId = ENTITY_METHODS[engine];
  if (bare === SELECT_ALL_ENTITY[methodId]) return ENTITY_CATALOGUE[methodId];
  if (engine === 'fast' && bare === PERSONAL_DATA) return PERSONAL_DATA_TYPES;
  return undefined;
}

/**
 * Reads `requested_entities` for one engine. A name may carry the engine's suffix (PERSON_F); a
 * bare name goes to every engine whose catalogue has it; ALL_FAST, ALL_STANDARD, ALL_ADVANCED
 * stand for a whole catalogue and PERSONAL_DATA (or PERSONAL_DATA_F) for the fast engine's
 * personal-data preset.
 */
export function requestedOf(engine: TEngineName, requested: readonly string[]): EngineRequest {
  const catalogue = ENTITY_CATALOGUE[ENTITY_METHODS[engine]];
  const suffix = ENGINE_SUFFIX[engine];
  const chosen = new Set<string>();
  const claimed: string[] = [];
  for (const raw of requested) {
    const name = raw.trim();
    const bare = name.endsWith(suffix) ? name.slice(0, -suffix.length) : name;
    const types = presetTypes(engine, bare) ?? (catalogue.includes(bare) ? [bare] : []);
    if (types.length === 0) continue;
    types.forEach((type) => chosen.add(type));
    claimed.push(name);
  }
  return { entities: catalogue.filter((type) => chosen.has(type)), claimed };
}
