import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../database';
import { departments, plans } from '../schema';
import { DEPARTMENT_SEEDS } from './departments';
import { PLAN_SEEDS } from './plans';

/**
 * The ON CONFLICT update for every field a seed row carries except its key, so a field added
 * to the seed data is updated on the next start without touching this file.
 */
function updateFromExcluded(table: PgTable, row: object, key: string): Record<string, SQL> {
  const columns = getTableColumns(table);
  const fields = Object.keys(row).filter((field) => field !== key);
  return Object.fromEntries(
    fields.map((field) => [field, sql`excluded.${sql.identifier(columns[field]!.name)}`]),
  );
}

/** Inserts or updates the reference data; running it again changes nothing. */
export async function seed(db: Database): Promise<void> {
  await db
    .insert(departments)
    .values([...DEPARTMENT_SEEDS])
    .onConflictDoUpdate({
      target: departments.code,
      set: updateFromExcluded(departments, DEPARTMENT_SEEDS[0]!, 'code'),
    });
  await db
    .insert(plans)
    .values([...PLAN_SEEDS])
    .onConflictDoUpdate({
      target: plans.planCode,
      set: updateFromExcluded(plans, PLAN_SEEDS[0]!, 'planCode'),
    });
}
