import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database';
import { plans, subscriptions, type SubscriptionRow } from '../db/schema';
import { addPeriod, periodPages } from '../billing/subscription-period';

/**
 * An active subscription written straight into the database, for tests about what a subscriber
 * may do; the checkout and webhook path itself is tested in the billing tests.
 */
export async function subscribe(
  database: DatabaseHandle,
  userId: string,
  planCode = 'pro_monthly',
  overrides: Partial<typeof subscriptions.$inferInsert> = {},
): Promise<SubscriptionRow> {
  const [plan] = await database.db.select().from(plans).where(eq(plans.planCode, planCode));
  if (plan === undefined) throw new Error(`No plan ${planCode}`);
  const start = new Date();
  const [row] = await database.db
    .insert(subscriptions)
    .values({
      userId,
      planId: plan.id,
      status: 'active',
      provider: 'test',
      currentPeriodStart: start,
      currentPeriodEnd: addPeriod(start, plan.periodUnit),
      pagesLimit: periodPages(plan),
      ...overrides,
    })
    .returning();
  return row!;
}
