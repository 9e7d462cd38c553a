import {
  ENTITY_CATALOGUE,
  ENTITY_MESSAGES,
  isCatalogueEntity,
  isSelectAllEntity,
  SELECT_ALL_ENTITY,
  type TEntityDefinition,
  type TEntityMethodId,
} from '@workbench/contracts';
import type { Database } from '../db/database';
import type { EntityDefinitionRow, UserRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import { createEntityDefinitionsRepository } from '../repositories/entity-definitions.repository';
import { createSettingsRepository } from '../repositories/settings.repository';
import type { Premium } from './premium';
import { pinDepartmentEntities, userSettings } from './user-settings';

export function presentEntity(row: EntityDefinitionRow): TEntityDefinition {
  return {
    id: row.id,
    entity_text: row.entityText,
    method_id: row.methodId,
    is_predefined: row.isPredefined,
  };
}

/**
 * The names to store for a model: its select-all entry stands for the whole catalogue and is
 * itself never stored; other ALL_ values are dropped; a name the model does not know is a 400.
 */
export function entityNames(methodId: TEntityMethodId, texts: readonly string[]): string[] {
  if (texts.includes(SELECT_ALL_ENTITY[methodId])) return [...ENTITY_CATALOGUE[methodId]];
  const names = texts.filter((text) => !isSelectAllEntity(text));
  const unknown = names.find((text) => !isCatalogueEntity(methodId, text));
  if (unknown !== undefined) {
    throw new AppError('VALIDATION_ERROR', ENTITY_MESSAGES.unknown(methodId, unknown));
  }
  return [...new Set(names)];
}

/** Entity lists per model; predefined entries come from the department and stay pinned. */
export function createEntitiesService({ db, premium }: { db: Database; premium: Premium }) {
  const repository = createEntityDefinitionsRepository(db);

  return {
    async list(user: UserRow, methodId: TEntityMethodId): Promise<TEntityDefinition[]> {
      await userSettings(db, user);
      return (await repository.list(user.id, methodId)).map(presentEntity);
    },

    /** Adds names; if some were there already, answers 409 after adding the rest. */
    async add(
      user: UserRow,
      methodId: TEntityMethodId,
      texts: readonly string[],
    ): Promise<TEntityDefinition[]> {
      await premium.require(user);
      const names = entityNames(methodId, texts);
      await userSettings(db, user);
      const added = (await repository.addCustom(user.id, methodId, names)).map(presentEntity);
      if (added.length < names.length) {
        const addedNames = new Set(added.map((entity) => entity.entity_text));
        throw new AppError('CONFLICT', ENTITY_MESSAGES.someExist, {
          added,
          existing: names.filter((name) => !addedNames.has(name)),
        });
      }
      return added;
    },

    /** The model's list becomes the predefined entries plus exactly these names. */
    async replace(
      user: UserRow,
      methodId: TEntityMethodId,
      texts: readonly string[],
    ): Promise<TEntityDefinition[]> {
      await premium.require(user);
      const names = entityNames(methodId, texts);
      await userSettings(db, user);
      await db.transaction(async (tx) => {
        const entities = createEntityDefinitionsRepository(tx);
        await entities.deleteCustom(user.id, methodId, names);
        await entities.addCustom(user.id, methodId, names);
      });
      return (await repository.list(user.id, methodId)).map(presentEntity);
    },

    /** Another user's id is 404, like a missing one, so ids reveal nothing. */
    async remove(user: UserRow, id: number): Promise<void> {
      await premium.require(user);
      const row = await repository.findById(user.id, id);
      if (row === undefined) throw new AppError('NOT_FOUND', ENTITY_MESSAGES.notFound);
      if (row.isPredefined) throw new AppError('FORBIDDEN', ENTITY_MESSAGES.predefined);
      await repository.deleteById(user.id, id);
    },

    /** Removes the model's custom entries; predefined ones stay. */
    async removeAll(user: UserRow, methodId: TEntityMethodId): Promise<number> {
      await premium.require(user);
      return repository.deleteCustom(user.id, methodId);
    },

    /**
     * Department change (in the account's transaction): the old department's entries go, the
     * new one's are pinned, custom ones stay. Before the first settings read there is nothing
     * to swap; that read pins the new department's entries.
     */
    async swapPredefined(tx: Database, change: { userId: string; to: number }): Promise<void> {
      const { userId } = change;
      if ((await createSettingsRepository(tx).find(userId)) === undefined) return;
      await createEntityDefinitionsRepository(tx).deletePredefined(userId);
      await pinDepartmentEntities(tx, userId, change.to);
    },
  };
}

export type EntitiesService = ReturnType<typeof createEntitiesService>;
