import { and, desc, eq, gt, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import { SUBSCRIBED_STATUSES } from '@workbench/contracts';
import type { Database } from '../db/database';
import {
  freeUsage,
  plans,
  subscriptions,
  users,
  type PlanRow,
  type SubscriptionRow,
} from '../db/schema';

export type SubscriptionWithPlan = { subscription: SubscriptionRow; plan: PlanRow };
export type NewSubscription = typeof subscriptions.$inferInsert;
export type SubscriptionPatch = Partial<
  Pick<
    SubscriptionRow,
    | 'planId'
    | 'status'
    | 'providerSubscriptionId'
    | 'providerCustomerId'
    | 'currentPeriodStart'
    | 'currentPeriodEnd'
    | 'pagesLimit'
    | 'pagesUsed'
    | 'autoRenew'
    | 'cancelAtPeriodEnd'
    | 'lastEventAt'
  >
>;

/**
 * Whose subscriptions: a user's own (personal) ones, or an organization's, which its owner
 * bought and which cover its members.
 */
export type SubscriptionScope = { userId: string } | { organizationId: string };

export function scopeOf(row: { userId: string; organizationId: string | null }): SubscriptionScope {
  return row.organizationId === null
    ? { userId: row.userId }
    : { organizationId: row.organizationId };
}

function inScope(scope: SubscriptionScope) {
  return 'organizationId' in scope
    ? eq(subscriptions.organizationId, scope.organizationId)
    : and(eq(subscriptions.userId, scope.userId), isNull(subscriptions.organizationId));
}

/** Statuses after which a subscription never runs again. */
export const ENDED_STATUSES = ['canceled', 'expired'] as const;
export const hasEnded = (status: string) => (ENDED_STATUSES as readonly string[]).includes(status);

/** The month a free-plan count belongs to: its first day, in UTC. */
export const monthOf = (time: Date) => `${time.toISOString().slice(0, 7)}-01`;

/** A subscription's count and limit after a charge or refund. */
export type PageCount = { pagesUsed: number; pagesLimit: number };
const pageCount = { pagesUsed: subscriptions.pagesUsed, pagesLimit: subscriptions.pagesLimit };

export function createSubscriptionsRepository(db: Database) {
  const withPlan = () =>
    db
      .select({ subscription: subscriptions, plan: plans })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId));

  return {
    /** The newest subscription of the scope, whatever its status. */
    async findCurrent(scope: SubscriptionScope): Promise<SubscriptionWithPlan | undefined> {
      const rows = await withPlan()
        .where(inScope(scope))
        .orderBy(desc(subscriptions.createdAt))
        .limit(1);
      return rows[0];
    },

    /** An active or trialing subscription whose period has not ended at `time`. */
    async findSubscribed(
      scope: SubscriptionScope,
      time: Date,
    ): Promise<SubscriptionWithPlan | undefined> {
      const rows = await withPlan()
        .where(
          and(
            inScope(scope),
            inArray(subscriptions.status, [...SUBSCRIBED_STATUSES]),
            gt(subscriptions.currentPeriodEnd, time),
          ),
        )
        .orderBy(desc(subscriptions.createdAt))
        .limit(1);
      return rows[0];
    },

    /** The scope's subscriptions that have not ended: subscribed, paused or waiting on a payment. */
    async findLive(scope: SubscriptionScope): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(and(inScope(scope), notInArray(subscriptions.status, [...ENDED_STATUSES])));
    },

    /**
     * Every subscription the user pays for that has not ended: their own and those they bought
     * for the organization they own.
     */
    async findLivePaidBy(userId: string): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            notInArray(subscriptions.status, [...ENDED_STATUSES]),
          ),
        );
    },

    /**
     * Holds the user's row until the transaction ends, so two changes to one user's
     * subscriptions (two checkouts paid at once) run one after the other.
     */
    async lockUser(userId: string): Promise<void> {
      // Not FOR UPDATE: that would also hold up inserts that only reference the user.
      await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, userId))
        .for('no key update');
    },

    async findById(id: string): Promise<SubscriptionRow | undefined> {
      const rows = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
      return rows[0];
    },

    async findByProviderId(
      providerSubscriptionId: string,
    ): Promise<SubscriptionWithPlan | undefined> {
      const rows = await withPlan()
        .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
        .limit(1);
      return rows[0];
    },

    async insert(row: NewSubscription): Promise<SubscriptionRow> {
      const [inserted] = await db.insert(subscriptions).values(row).returning();
      return inserted!;
    },

    async update(id: string, patch: SubscriptionPatch): Promise<SubscriptionRow> {
      const [updated] = await db
        .update(subscriptions)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(subscriptions.id, id))
        .returning();
      return updated!;
    },

    /**
     * Renews in one statement: the pages left (read in the same UPDATE, so a charge made at the
     * same moment is not lost) join a fresh allotment, and the count starts again.
     */
    async renew(
      id: string,
      renewal: { pagesForPeriod: number; currentPeriodStart: Date; currentPeriodEnd: Date },
      patch: SubscriptionPatch = {},
    ): Promise<SubscriptionRow> {
      const [renewed] = await db
        .update(subscriptions)
        .set({
          ...patch,
          pagesLimit: sql`${renewal.pagesForPeriod} + greatest(${subscriptions.pagesLimit} - ${subscriptions.pagesUsed}, 0)`,
          pagesUsed: 0,
          currentPeriodStart: renewal.currentPeriodStart,
          currentPeriodEnd: renewal.currentPeriodEnd,
          updatedAt: new Date(),
        })
        .where(eq(subscriptions.id, id))
        .returning();
      return renewed!;
    },

    /** Ends a row whose period is over, unless something renewed or replaced it meanwhile. */
    async endIfOver(id: string, status: 'canceled' | 'expired', time: Date): Promise<void> {
      await db
        .update(subscriptions)
        .set({ status, autoRenew: false, updatedAt: new Date() })
        .where(
          and(
            eq(subscriptions.id, id),
            inArray(subscriptions.status, [...SUBSCRIBED_STATUSES]),
            lte(subscriptions.currentPeriodEnd, time),
          ),
        );
    },

    /** Subscribed rows whose period has ended by `time` (renewal or expiry due). */
    async findEnded(time: Date): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            inArray(subscriptions.status, [...SUBSCRIBED_STATUSES]),
            lte(subscriptions.currentPeriodEnd, time),
          ),
        );
    },

    /**
     * Adds `pages` in one guarded UPDATE, so concurrent requests never lose a count; answers
     * the new count, or undefined when the pages would pass the limit. `isOverLimitAllowed`
     * drops the guard, for work that is done already (offline on-device work, decision 0057).
     */
    async charge(
      id: string,
      pages: number,
      { isOverLimitAllowed = false }: { isOverLimitAllowed?: boolean } = {},
    ): Promise<PageCount | undefined> {
      const isWithinLimit = sql`${subscriptions.pagesUsed} + ${pages} <= ${subscriptions.pagesLimit}`;
      const rows = await db
        .update(subscriptions)
        .set({ pagesUsed: sql`${subscriptions.pagesUsed} + ${pages}` })
        .where(and(eq(subscriptions.id, id), isOverLimitAllowed ? undefined : isWithinLimit))
        .returning(pageCount);
      return rows[0];
    },

    /** Gives pages back (never below 0); the count after, undefined when the row is gone. */
    async refund(id: string, pages: number): Promise<PageCount | undefined> {
      const rows = await db
        .update(subscriptions)
        .set({ pagesUsed: sql`greatest(${subscriptions.pagesUsed} - ${pages}, 0)` })
        .where(eq(subscriptions.id, id))
        .returning(pageCount);
      return rows[0];
    },

    async freePagesUsed(userId: string, time: Date): Promise<number> {
      const rows = await db
        .select({ pagesUsed: freeUsage.pagesUsed })
        .from(freeUsage)
        .where(and(eq(freeUsage.userId, userId), eq(freeUsage.month, monthOf(time))));
      return rows[0]?.pagesUsed ?? 0;
    },

    /** The free plan's count for the month, charged like `charge` (one guarded statement). */
    async chargeFree(
      userId: string,
      time: Date,
      pages: number,
      limit: number,
      { isOverLimitAllowed = false }: { isOverLimitAllowed?: boolean } = {},
    ): Promise<number | undefined> {
      if (pages > limit && !isOverLimitAllowed) return undefined;
      const rows = await db
        .insert(freeUsage)
        .values({ userId, month: monthOf(time), pagesUsed: pages })
        .onConflictDoUpdate({
          target: [freeUsage.userId, freeUsage.month],
          set: { pagesUsed: sql`${freeUsage.pagesUsed} + ${pages}` },
          ...(!isOverLimitAllowed && {
            setWhere: sql`${freeUsage.pagesUsed} + ${pages} <= ${limit}`,
          }),
        })
        .returning({ pagesUsed: freeUsage.pagesUsed });
      return rows[0]?.pagesUsed;
    },

    /** Gives pages back to the free-plan count of `month` (as `monthOf` gives it); the count after. */
    async refundFree(userId: string, month: string, pages: number): Promise<number> {
      const rows = await db
        .update(freeUsage)
        .set({ pagesUsed: sql`greatest(${freeUsage.pagesUsed} - ${pages}, 0)` })
        .where(and(eq(freeUsage.userId, userId), eq(freeUsage.month, month)))
        .returning({ pagesUsed: freeUsage.pagesUsed });
      return rows[0]?.pagesUsed ?? 0;
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
