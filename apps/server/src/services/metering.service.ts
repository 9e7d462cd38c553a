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
type Charged =
  { subscriptionId: string; freeMonth: null } | { subscriptionId: null; freeMonth: string };

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

  return {
    /** `organizationId` is the request's organization context, checked for membership here. */
    async charge(
      userId: string,
      organizationId: string | undefined,
      pages: number,
    ): Promise<Charge> {
      const covered = await coverage.running(userId, organizationId);
      const time = now();
      const freeLimit = covered
        ? 0
        : ((await plans.findByCode(FREE_PLAN_CODE))?.pagesMonthlyLimit ?? 0);
      const charged: Charged = covered
        ? { subscriptionId: covered.subscription.id, freeMonth: null }
        : { subscriptionId: null, freeMonth: monthOf(time) };
      const runId = await db.transaction(async (tx) => {
        const subscriptions = createSubscriptionsRepository(tx);
        if (charged.subscriptionId) {
          const used = await subscriptions.charge(charged.subscriptionId, pages);
          if (used === undefined) {
            const fresh = (await subscriptions.findById(charged.subscriptionId))!;
            throw quotaExceeded(fresh.pagesUsed, fresh.pagesLimit, pages);
          }
        } else {
          const used = await subscriptions.chargeFree(userId, time, pages, freeLimit);
          if (used === undefined) {
            throw quotaExceeded(await subscriptions.freePagesUsed(userId, time), freeLimit, pages);
          }
        }
        return createProcessingRunsRepository(tx).insert({ userId, ...charged, pages, instanceId });
      });
      return chargeOf(runId, userId, charged, pages);
    },
  };
}

export type Metering = ReturnType<typeof createMetering>;
