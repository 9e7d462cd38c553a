import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  billingEvents,
  checkoutSessions,
  plans,
  type CheckoutSessionRow,
  type PlanRow,
} from '../db/schema';

export type NewCheckout = typeof checkoutSessions.$inferInsert;
export type CheckoutWithPlan = { checkout: CheckoutSessionRow; plan: PlanRow };

/** Started checkouts and the provider events already applied. */
export function createCheckoutsRepository(db: Database) {
  return {
    async insert(row: NewCheckout): Promise<CheckoutSessionRow> {
      const [inserted] = await db.insert(checkoutSessions).values(row).returning();
      return inserted!;
    },

    async find(id: string): Promise<CheckoutWithPlan | undefined> {
      const rows = await db
        .select({ checkout: checkoutSessions, plan: plans })
        .from(checkoutSessions)
        .innerJoin(plans, eq(plans.id, checkoutSessions.planId))
        .where(eq(checkoutSessions.id, id))
        .limit(1);
      return rows[0];
    },

    /**
     * Moves an open checkout to `status`; false when it was not open any more. Its expiry is
     * not checked here: a payment the provider confirms late (a bank debit) still counts.
     */
    async close(id: string, status: 'completed' | 'canceled'): Promise<boolean> {
      const rows = await db
        .update(checkoutSessions)
        .set({ status })
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
        .returning({ id: checkoutSessions.id });
      return rows.length === 1;
    },

    /** Closes the organization's open checkouts (it is being deleted). */
    async cancelOpenOfOrganization(organizationId: string): Promise<void> {
      await db
        .update(checkoutSessions)
        .set({ status: 'canceled' })
        .where(
          and(
            eq(checkoutSessions.organizationId, organizationId),
            eq(checkoutSessions.status, 'open'),
          ),
        );
    },

    /** Records an event id; false when it was recorded before (a repeated delivery). */
    async recordEvent(event: {
      provider: string;
      eventId: string;
      type: string;
      occurredAt: Date;
    }): Promise<boolean> {
      const rows = await db
        .insert(billingEvents)
        .values(event)
        .onConflictDoNothing()
        .returning({ eventId: billingEvents.eventId });
      return rows.length === 1;
    },
  };
}

export type CheckoutsRepository = ReturnType<typeof createCheckoutsRepository>;
