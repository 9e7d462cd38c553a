import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { plans, type PlanRow } from '../db/schema';

export function createPlansRepository(db: Database) {
  return {
    async listActive(): Promise<PlanRow[]> {
      return db.select().from(plans).where(eq(plans.isActive, true)).orderBy(asc(plans.sortOrder));
    },

    async findByCode(planCode: string): Promise<PlanRow | undefined> {
      const rows = await db.select().from(plans).where(eq(plans.planCode, planCode)).limit(1);
      return rows[0];
    },
  };
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;
