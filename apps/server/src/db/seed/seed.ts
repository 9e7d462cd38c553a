import { sql } from 'drizzle-orm';
import type { Database } from '../database';
import { departments, plans } from '../schema';
import { DEPARTMENT_SEEDS } from './departments';
import { PLAN_SEEDS } from './plans';

/** Inserts or updates the reference data; running it again changes nothing. */
export async function seed(db: Database): Promise<void> {
  await db
    .insert(departments)
    .values([...DEPARTMENT_SEEDS])
    .onConflictDoUpdate({
      target: departments.code,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        isActive: sql`excluded.is_active`,
      },
    });
  await db
    .insert(plans)
    .values([...PLAN_SEEDS])
    .onConflictDoUpdate({
      target: plans.planCode,
      set: {
        planName: sql`excluded.plan_name`,
        family: sql`excluded.family`,
        periodUnit: sql`excluded.period_unit`,
        priceOre: sql`excluded.price_ore`,
        pagesMonthlyLimit: sql`excluded.pages_monthly_limit`,
        pagesYearlyLimit: sql`excluded.pages_yearly_limit`,
        trialDays: sql`excluded.trial_days`,
        savingsPercent: sql`excluded.savings_percent`,
        features: sql`excluded.features`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}
