import { isSubscribedStatus } from '@workbench/contracts';
import type { PlanRow, SubscriptionRow } from '../db/schema';

/**
 * The end of a period of the plan's length starting at `start`, in calendar months or years.
 * A day the target month lacks becomes its last day (31 January + 1 month = 28 or 29 February),
 * as providers bill.
 */
export function addPeriod(start: Date, periodUnit: string): Date {
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + (periodUnit === 'year' ? 12 : 1));
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** The pages one period of the plan gives. */
export function periodPages(
  plan: Pick<PlanRow, 'periodUnit' | 'pagesMonthlyLimit' | 'pagesYearlyLimit'>,
) {
  if (plan.periodUnit === 'month') return plan.pagesMonthlyLimit;
  return plan.pagesYearlyLimit ?? plan.pagesMonthlyLimit * 12;
}

const latest = (a: Date | null, b: Date) => (a !== null && a > b ? a : b);

/**
 * Renewal (subscriptions §4): the pages left are added to a fresh allotment, the count starts
 * again and the period is extended by its length from its current end.
 */
export function renewal(
  subscription: Pick<SubscriptionRow, 'pagesLimit' | 'pagesUsed' | 'currentPeriodEnd'>,
  plan: Pick<PlanRow, 'periodUnit' | 'pagesMonthlyLimit' | 'pagesYearlyLimit'>,
  now: Date,
  providerPeriodEnd: Date | null = null,
) {
  const carried = Math.max(0, subscription.pagesLimit - subscription.pagesUsed);
  const from = subscription.currentPeriodEnd > now ? subscription.currentPeriodEnd : now;
  return {
    pagesLimit: periodPages(plan) + carried,
    pagesUsed: 0,
    currentPeriodStart: now,
    // A provider's cycle is its own (it may have moved the period already, before its invoice
    // event); ours extends only when no provider says. Never earlier than what was paid for.
    currentPeriodEnd:
      providerPeriodEnd === null
        ? addPeriod(from, plan.periodUnit)
        : latest(providerPeriodEnd, subscription.currentPeriodEnd),
  };
}

/**
 * Auto-renewal can be switched on a running subscription (active or trialing, period not over)
 * that was not cancelled and has something to renew it: test mode's clock or a provider
 * subscription (a one-off payment at a provider has none).
 */
export function canChangeAutoRenew(
  subscription: Pick<
    SubscriptionRow,
    'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'provider' | 'providerSubscriptionId'
  >,
  now: Date,
): boolean {
  const isRunning = isSubscribedStatus(subscription.status) && subscription.currentPeriodEnd > now;
  const hasRenewer =
    subscription.provider === 'test' || subscription.providerSubscriptionId !== null;
  return isRunning && !subscription.cancelAtPeriodEnd && hasRenewer;
}
