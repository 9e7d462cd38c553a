import {
  ENGINE_NAMES,
  ENGINE_SUFFIX,
  ENTITY_METHODS,
  PERSONAL_DATA,
  PERSONAL_DATA_TYPES,
  SELECT_ALL_ENTITY,
  isSelectAllEntity,
  pickerCatalogue,
  pickerEntityOf,
  type TEngineName,
  type TEntityMethodId,
} from '@workbench/contracts';
import { entityTypeLabel } from '../../../lib/entity-labels';
import { TRUNCATE } from '../workspace-constants';

/**
 * The entity types chosen per model, as option ids: the catalogue name with the model's suffix
 * (PERSON_F, passport number_S), or the bare select-all entry (ALL_FAST). The server accepts both.
 */
export type EntityChoices = Record<TEngineName, readonly string[]>;

export const NO_CHOICES: EntityChoices = { fast: [], standard: [], advanced: [] };

export const methodIdOf = (engine: TEngineName): TEntityMethodId => ENTITY_METHODS[engine];

export const selectAllOf = (engine: TEngineName): string => SELECT_ALL_ENTITY[methodIdOf(engine)];

function catalogueIds(engine: TEngineName): string[] {
  return pickerCatalogue(methodIdOf(engine)).map((name) => `${name}${ENGINE_SUFFIX[engine]}`);
}

/**
 * The fast model's personal-data entry (PERSONAL_DATA_F, as the server reads it). It is an action,
 * never part of a choice: choosing it chooses exactly the preset's types, and it shows as chosen
 * while the choice is exactly those.
 */
export const PERSONAL_DATA_OPTION = `${PERSONAL_DATA}${ENGINE_SUFFIX.fast}`;

const PERSONAL_DATA_IDS = PERSONAL_DATA_TYPES.map((name) => `${name}${ENGINE_SUFFIX.fast}`);

/** The fast model's choice of the personal-data preset's types. */
export function personalDataChoice(): string[] {
  return normalizeChoice('fast', PERSONAL_DATA_IDS);
}

/** Whether a model's choice is exactly the personal-data preset (only the fast model has one). */
export function isPersonalData(engine: TEngineName, current: readonly string[]): boolean {
  if (engine !== 'fast') return false;
  const chosen = normalizeChoice(engine, current);
  return (
    chosen.length === PERSONAL_DATA_IDS.length &&
    chosen.every((id, i) => id === PERSONAL_DATA_IDS[i])
  );
}

/**
 * The options of a model's list: its select-all entry first, for the fast model the personal-data
 * entry next, then the catalogue (no aliases).
 */
export function entityOptions(engine: TEngineName): string[] {
  const presets = engine === 'fast' ? [PERSONAL_DATA_OPTION] : [];
  return [selectAllOf(engine), ...presets, ...catalogueIds(engine)];
}

/** The catalogue name of an option id (the suffix removed). */
export function entityNameOf(engine: TEngineName, id: string): string {
  const suffix = ENGINE_SUFFIX[engine];
  return id.endsWith(suffix) ? id.slice(0, -suffix.length) : id;
}

/**
 * Workspace §4: choosing the select-all entry together with others collapses to select-all, and
 * so does choosing every single entry. Anything else keeps catalogue order, unknown ids dropped.
 */
export function normalizeChoice(engine: TEngineName, next: readonly string[]): string[] {
  const all = selectAllOf(engine);
  const chosen = new Set(next);
  if (chosen.has(all)) return [all];
  const ids = catalogueIds(engine);
  if (ids.every((id) => chosen.has(id))) return [all];
  return ids.filter((id) => chosen.has(id));
}

/**
 * A click on one option. While select-all is chosen every entry counts as chosen, so unchecking
 * one entry leaves all the others; unchecking select-all clears the list. The personal-data entry
 * chooses exactly the preset's types, and clears the list when they were the choice.
 */
export function toggleChoice(engine: TEngineName, current: readonly string[], id: string) {
  if (id === PERSONAL_DATA_OPTION && engine === 'fast')
    return isPersonalData(engine, current) ? [] : personalDataChoice();
  const all = selectAllOf(engine);
  const isAll = current.includes(all);
  if (id === all) return isAll ? [] : [all];
  const expanded = isAll ? catalogueIds(engine) : [...current];
  const next = expanded.includes(id)
    ? expanded.filter((chosen) => chosen !== id)
    : [...expanded, id];
  return normalizeChoice(engine, next);
}

/** Whether an option shows as chosen: itself, or every entry under a chosen select-all. */
export function isChosen(engine: TEngineName, current: readonly string[], id: string): boolean {
  if (id === PERSONAL_DATA_OPTION) return isPersonalData(engine, current);
  return current.includes(id) || current.includes(selectAllOf(engine));
}

/**
 * The panel's list from a model's saved entity names (workspace §4): when every catalogue entry
 * is saved only select-all shows; an alias counts as its entry; names outside the catalogue are
 * left out.
 */
export function choiceFromSaved(engine: TEngineName, saved: readonly string[]): string[] {
  if (saved.some(isSelectAllEntity)) return [selectAllOf(engine)];
  const suffix = ENGINE_SUFFIX[engine];
  return normalizeChoice(
    engine,
    saved.map((name) => `${pickerEntityOf(methodIdOf(engine), name.trim())}${suffix}`),
  );
}

/** A model counts as used only if its list holds at least one non-empty entity (§5). */
export function isModelUsed(choices: EntityChoices, engine: TEngineName): boolean {
  return choices[engine].some((id) => entityNameOf(engine, id).trim() !== '');
}

/** The engines that take part in a run: used, and ready on this server. */
export function usedEngines(
  choices: EntityChoices,
  isReady: (engine: TEngineName) => boolean,
): TEngineName[] {
  return ENGINE_NAMES.filter((engine) => isReady(engine) && isModelUsed(choices, engine));
}

/** The names saved to settings for a model: catalogue names; select-all stands for all. */
export function namesToSave(engine: TEngineName, choice: readonly string[]): string[] {
  return normalizeChoice(engine, choice).map((id) =>
    id === selectAllOf(engine) ? id : entityNameOf(engine, id),
  );
}

/** An entity type as the panel shows it, in the reader's language, over 15 characters cut to 13 and '…'. */
export function shortEntityLabel(text: string): string {
  const label = entityTypeLabel(text);
  const max = TRUNCATE.entityLabel;
  return label.length > max ? `${label.slice(0, max - 2)}…` : label;
}
