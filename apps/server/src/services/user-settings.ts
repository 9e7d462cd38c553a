import { ENTITY_METHOD_IDS } from '@workbench/contracts';
import type { Database } from '../db/database';
import type { UserRow, UserSettingsRow } from '../db/schema';
import { firstChosenEntities, predefinedEntities } from '../db/seed/department-entities';
import { createDepartmentsRepository } from '../repositories/departments.repository';
import { createEntityDefinitionsRepository } from '../repositories/entity-definitions.repository';
import { createSettingsRepository } from '../repositories/settings.repository';

/** Pins the department's predefined entity types for every model. */
export async function pinDepartmentEntities(
  db: Database,
  userId: string,
  departmentId: number | null,
): Promise<void> {
  const department =
    departmentId === null
      ? undefined
      : await createDepartmentsRepository(db).findById(departmentId);
  const entities = createEntityDefinitionsRepository(db);
  for (const methodId of ENTITY_METHOD_IDS) {
    await entities.pin(userId, methodId, predefinedEntities(department?.code ?? null, methodId));
  }
}

/** A new account's own first choice of entity types (the fast engine's personal-data preset). */
async function chooseFirstEntities(db: Database, userId: string): Promise<void> {
  const entities = createEntityDefinitionsRepository(db);
  for (const methodId of ENTITY_METHOD_IDS) {
    // Types the department pins already stay pinned: adding skips them.
    await entities.addCustom(userId, methodId, firstChosenEntities(methodId));
  }
}

/**
 * The user's settings row. The first read creates it with the spec's defaults, pins the
 * department's entity types and adds the first chosen ones, in one transaction.
 */
export async function userSettings(db: Database, user: UserRow): Promise<UserSettingsRow> {
  const existing = await createSettingsRepository(db).find(user.id);
  if (existing !== undefined) return existing;
  return db.transaction(async (tx) => {
    const settings = createSettingsRepository(tx);
    const created = await settings.insertDefaults(user.id);
    if (created === undefined) return (await settings.find(user.id))!;
    await pinDepartmentEntities(tx, user.id, user.departmentId);
    await chooseFirstEntities(tx, user.id);
    return created;
  });
}
