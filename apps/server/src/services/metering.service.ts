import { quotaExceededMessage, type TQuotaDetails } from '@workbench/contracts';
import type { Database } from '../db/database';
import { AppError } from '../errors/app-error';
import { createPlansRepository } from '../repositories/plans.repository';
import { createProcessingRunsRepository } from '../repositories/processing-runs.repository';
import { createSubscriptionsRepository, monthOf } from '../repositories/subscriptions.repository';
import { createCoverage } from './coverage';

/**
 * Pages charged for one request. `refund` gives pages back (all that are left by default) when
 * work was not delivered; `settle` keeps the charge once the answer was delivered.
 */
export type Charge = {
  pages: number;
  refund: (pages?: number) => Promise<void>;
  settle: () => Promise<void>;
};

/** Where a charge went: a subscription's period, or the user's free-plan month. */
export type Charged =
  { subscriptionId: string; freeMonth: null } | { subscriptionId: null; freeMonth: string };

/** Which quota a request is charged to, when, and the free plan's limit when it is the free one. */
type Quota = { charged: Charged; time: Date; freeLimit: number };

/** The quota a charge went to, as it stands after it. */
export type Usage = { pagesUsed: number; pagesLimit: number };

/** A charge kept at once (on-device work), with what `record` wrote in its transaction. */
export type SettledCharge<T> = { recorded: T; usage: Usage; isOverLimit: boolean };

export const FREE_PLAN_CODE = 'free';

function quotaExceeded(used: number, limit: number, needed: number): AppError {
  const details: TQuotaDetails = { pages_used: used, pages_limit: limit, pages_needed: needed };
  return new AppError('QUOTA_EXCEEDED', quotaExceededMessage(used, limit, needed), details);
}

/**
 * Usage metering: every page that processing reads counts toward the period of the
 * subscription that covers the caller (an organization's pools its members' pages), or the
 * caller's free-plan month. The pages are charged before the work starts by one guarded UPDATE,
 * so a request over the limit is refused up front and concurrent requests never lose a count;
 * the same transaction records the run, so a charge whose work never finishes (the server
 * stopped) is found and given back (decision 0022).
 */
export function createMetering(
  db: Database,
  { instanceId, now = () => new Date() }: { instanceId: string; now?: () => Date },
) {
  const plans = createPlansRepository(db);
  const coverage = createCoverage(db, now);

  function chargeOf(runId: string, userId: string, charged: Charged, pages: number): Charge {
    let left = pages;
    let isDone = false;
    return {
      pages,
      async refund(count = left) {
        const giveBack = Math.min(count, left);
        if (isDone || giveBack <= 0) return;
        left -= giveBack;
        isDone = left === 0;
        await db.transaction(async (tx) => {
          const subscriptions = createSubscriptionsRepository(tx);
          if (charged.freeMonth === null)
            await subscriptions.refund(charged.subscriptionId, giveBack);
          else await subscriptions.refundFree(userId, charged.freeMonth, giveBack);
          await createProcessingRunsRepository(tx).reduce(runId, giveBack);
        });
      },
      async settle() {
        if (isDone) return;
        isDone = true;
        await createProcessingRunsRepository(db).delete(runId);
      },
    };
  }

  async function quotaOf(userId: string, organizationId: string | undefined): Promise<Quota> {
    const covered = await coverage.running(userId, organizationId);
    const time = now();
    const freeLimit = covered
      ? 0
      : ((await plans.findByCode(FREE_PLAN_CODE))?.pagesMonthlyLimit ?? 0);
    const charged: Charged = covered
      ? { subscriptionId: covered.subscription.id, freeMonth: null }
      : { subscriptionId: null, freeMonth: monthOf(time) };
    return { charged, time, freeLimit };
  }

  /** Adds the pages in `tx`; refused with QUOTA_EXCEEDED past the limit unless allowed. */
  async function addPages(
    tx: Database,
    userId: string,
    quota: Quota,
    pages: number,
    isOverLimitAllowed = false,
  ): Promise<Usage> {
    const { charged, time, freeLimit } = quota;
    const subscriptions = createSubscriptionsRepository(tx);
    if (charged.subscriptionId) {
      const count = await subscriptions.charge(charged.subscriptionId, pages, {
        isOverLimitAllowed,
      });
      if (count !== undefined) return count;
      const fresh = (await subscriptions.findById(charged.subscriptionId))!;
      throw quotaExceeded(fresh.pagesUsed, fresh.pagesLimit, pages);
    }
    const used = await subscriptions.chargeFree(userId, time, pages, freeLimit, {
      isOverLimitAllowed,
    });
    if (used === undefined)
      throw quotaExceeded(await subscriptions.freePagesUsed(userId, time), freeLimit, pages);
    return { pagesUsed: used, pagesLimit: freeLimit };
  }

  return {
    /**
     * Refuses with QUOTA_EXCEEDED, writing nothing, when the caller has no page left: work whose
     * pages are known only once it is done (a conversion) is not started for a spent plan.
     */
    async requirePagesLeft(userId: string, organizationId: string | undefined): Promise<void> {
      const { charged, time, freeLimit } = await quotaOf(userId, organizationId);
      const subscriptions = createSubscriptionsRepository(db);
      const { pagesUsed, pagesLimit } = charged.subscriptionId
        ? ((await subscriptions.findById(charged.subscriptionId)) ?? {
            pagesUsed: 0,
            pagesLimit: 0,
          })
        : { pagesUsed: await subscriptions.freePagesUsed(userId, time), pagesLimit: freeLimit };
      if (pagesUsed >= pagesLimit) throw quotaExceeded(pagesUsed, pagesLimit, 1);
    },

    /** `organizationId` is the request's organization context, checked for membership here. */
    async charge(
      userId: string,
      organizationId: string | undefined,
      pages: number,
    ): Promise<Charge> {
      const quota = await quotaOf(userId, organizationId);
      const { charged } = quota;
      const runId = await db.transaction(async (tx) => {
        await addPages(tx, userId, quota, pages);
        return createProcessingRunsRepository(tx).insert({ userId, ...charged, pages, instanceId });
      });
      return chargeOf(runId, userId, charged, pages);
    },

    /**
     * Charges work that is not the server's to deliver (on-device work, decision 0057): kept at
     * once, so no run is recorded for the settlement to give back. `record` writes what the
     * charge is for in the same transaction; a refusal writes nothing. `isOverLimitAllowed`
     * charges past the limit (work already done offline).
     */
    async chargeSettled<T>(
      userId: string,
      organizationId: string | undefined,
      pages: number,
      options: {
        isOverLimitAllowed: boolean;
        record: (tx: Database, charged: Charged, isOverLimit: boolean) => Promise<T>;
      },
    ): Promise<SettledCharge<T>> {
      const quota = await quotaOf(userId, organizationId);
      return db.transaction(async (tx) => {
        const usage = await addPages(tx, userId, quota, pages, options.isOverLimitAllowed);
        const isOverLimit = usage.pagesUsed > usage.pagesLimit;
        const recorded = await options.record(tx, quota.charged, isOverLimit);
        return { recorded, usage, isOverLimit };
      });
    },

    /** Gives pages of a settled charge back in `tx`; the quota as it stands after. */
    async giveBack(tx: Database, userId: string, charged: Charged, pages: number): Promise<Usage> {
      const subscriptions = createSubscriptionsRepository(tx);
      if (charged.freeMonth === null) {
        const count = await subscriptions.refund(charged.subscriptionId, pages);
        // The row goes only with its user, who is the caller here.
        return count ?? { pagesUsed: 0, pagesLimit: 0 };
      }
      const used = await subscriptions.refundFree(userId, charged.freeMonth, pages);
      const free = await createPlansRepository(tx).findByCode(FREE_PLAN_CODE);
      return { pagesUsed: used, pagesLimit: free?.pagesMonthlyLimit ?? 0 };
    },
  };
}

export type Metering = ReturnType<typeof createMetering>;
