import { quotaExceededMessage, type TQuotaDetails } from '@workbench/contracts';
import type { Database } from '../db/database';
import { AppError } from '../errors/app-error';
import { createPlansRepository } from '../repositories/plans.repository';
import { createSubscriptionsRepository } from '../repositories/subscriptions.repository';
import { createCoverage } from './coverage';

/** Pages charged for one request; `refund` gives them back when the work failed. */
export type Charge = { pages: number; refund: () => Promise<void> };

const FREE_PLAN_CODE = 'free';

function quotaExceeded(used: number, limit: number, needed: number): AppError {
  const details: TQuotaDetails = { pages_used: used, pages_limit: limit, pages_needed: needed };
  return new AppError('QUOTA_EXCEEDED', quotaExceededMessage(used, limit, needed), details);
}

/**
 * Usage metering: every page that detection, search or redaction processes counts toward the
 * period of the subscription that covers the caller (an organization's pools its members'
 * pages), or the caller's free-plan month. The pages are charged before
 * the work starts by one guarded UPDATE, so a request over the limit is refused up front and
 * concurrent requests never lose a count.
 */
export function createMetering(db: Database, now: () => Date = () => new Date()) {
  const subscriptions = createSubscriptionsRepository(db);
  const plans = createPlansRepository(db);
  const coverage = createCoverage(db, now);

  return {
    /** `organizationId` is the request's organization context, checked for membership here. */
    async charge(
      userId: string,
      organizationId: string | undefined,
      pages: number,
    ): Promise<Charge> {
      const covered = await coverage.running(userId, organizationId);
      const time = now();
      if (covered !== undefined) {
        const { subscription } = covered;
        const used = await subscriptions.charge(subscription.id, pages);
        if (used === undefined) {
          const fresh = (await subscriptions.findById(subscription.id))!;
          throw quotaExceeded(fresh.pagesUsed, fresh.pagesLimit, pages);
        }
        return { pages, refund: () => subscriptions.refund(subscription.id, pages) };
      }
      const free = await plans.findByCode(FREE_PLAN_CODE);
      const limit = free?.pagesMonthlyLimit ?? 0;
      const used = await subscriptions.chargeFree(userId, time, pages, limit);
      if (used === undefined) {
        const already = await subscriptions.freePagesUsed(userId, time);
        throw quotaExceeded(already, limit, pages);
      }
      return { pages, refund: () => subscriptions.refundFree(userId, time, pages) };
    },
  };
}

export type Metering = ReturnType<typeof createMetering>;
