import type { UsageForecast } from './usage-forecast';

/** A plan as the advice needs it (prices in øre, limits in pages a month). */
export type PlanOffer = {
  planCode: string;
  planName: string;
  family: string;
  periodUnit: 'month' | 'year';
  priceOre: number;
  pagesMonthlyLimit: number;
};

export type UpgradeReason = 'fits_with_buffer' | 'fits' | 'yearly_savings' | 'contact_sales';

/** Subscriptions §3 "upgrade recommendation"; prices per the plan's own period, in øre. */
export type UpgradeRecommendation = {
  planCode: string;
  planName: string;
  currentPrice: number;
  newPrice: number | null;
  priceDifference: number | null;
  quotaIncrease: number | null;
  reasoning: UpgradeReason;
  priority: 1 | 2 | 3 | 4;
};

/** A plan "fits with buffer" when it holds the predicted month with 20 % to spare. */
export const FIT_BUFFER = 1.2;
export const MAX_YEARLY_RECOMMENDATIONS = 2;
export const ENTERPRISE_PLAN_CODE = 'enterprise';

/** Subscriptions §4: starter (our basic) gives pro, pro gives business, business gives enterprise. */
export function nextPlanFamily(family: string): 'pro' | 'business' | 'enterprise' {
  if (family === 'pro') return 'business';
  if (family === 'business') return 'enterprise';
  return 'pro';
}

/**
 * The family the usage banner names: that of the first plan the recommendations offer, so the
 * banner and the upgrade page give one advice (the banner said "Upgrade to Pro now" while the
 * page found that no plan holds the expected use and offered only Enterprise); Enterprise when
 * no plan does. A recommended family below pro (none today) falls back to the §4 ladder.
 */
export function suggestedFamily(
  currentFamily: string,
  recommendations: readonly Pick<UpgradeRecommendation, 'planCode'>[],
  plans: readonly Pick<PlanOffer, 'planCode' | 'family'>[],
): 'pro' | 'business' | 'enterprise' {
  const top = recommendations.find((offer) => offer.planCode !== ENTERPRISE_PLAN_CODE);
  if (top === undefined) return 'enterprise';
  const family = plans.find((plan) => plan.planCode === top.planCode)?.family;
  return family === 'pro' || family === 'business' ? family : nextPlanFamily(currentFamily);
}

/** A plan's price spread over its months, in øre. */
export const pricePerMonth = (plan: { priceOre: number; periodUnit: string }) =>
  plan.periodUnit === 'year' ? Math.round(plan.priceOre / 12) : plan.priceOre;

/**
 * Subscriptions §4 recommendations: monthly plans that hold the predicted monthly use and give
 * more than today (priority 1 with buffer, else 2), the cheapest two such yearly plans
 * (priority 3), and the enterprise contact (priority 4). Sorted by priority, then price.
 */
export function recommendUpgrades(
  current: Pick<PlanOffer, 'priceOre' | 'pagesMonthlyLimit'> & { periodUnit: string },
  forecast: Pick<UsageForecast, 'predictedMonthly'>,
  plans: readonly PlanOffer[],
): UpgradeRecommendation[] {
  const needed = forecast.predictedMonthly;
  const isBigger = (plan: PlanOffer) =>
    plan.pagesMonthlyLimit > current.pagesMonthlyLimit && plan.pagesMonthlyLimit >= needed;
  const offer = (plan: PlanOffer, priority: 1 | 2 | 3, reasoning: UpgradeReason) => ({
    planCode: plan.planCode,
    planName: plan.planName,
    currentPrice: current.priceOre,
    newPrice: plan.priceOre,
    // Per month whatever the periods, so a yearly subscriber compares like with like.
    priceDifference: pricePerMonth(plan) - pricePerMonth(current),
    quotaIncrease: plan.pagesMonthlyLimit - current.pagesMonthlyLimit,
    reasoning,
    priority,
  });
  const byPrice = (a: PlanOffer, b: PlanOffer) => a.priceOre - b.priceOre;
  const monthly = plans
    .filter((plan) => plan.periodUnit === 'month' && isBigger(plan))
    .sort(byPrice)
    .map((plan) =>
      plan.pagesMonthlyLimit >= needed * FIT_BUFFER
        ? offer(plan, 1, 'fits_with_buffer')
        : offer(plan, 2, 'fits'),
    );
  const yearly = plans
    .filter((plan) => plan.periodUnit === 'year' && isBigger(plan))
    .sort(byPrice)
    .slice(0, MAX_YEARLY_RECOMMENDATIONS)
    .map((plan) => offer(plan, 3, 'yearly_savings'));
  const enterprise: UpgradeRecommendation = {
    planCode: ENTERPRISE_PLAN_CODE,
    planName: 'Enterprise',
    currentPrice: current.priceOre,
    newPrice: null,
    priceDifference: null,
    quotaIncrease: null,
    reasoning: 'contact_sales',
    priority: 4,
  };
  return [...monthly, ...yearly, enterprise].sort(
    (a, b) => a.priority - b.priority || (a.newPrice ?? 0) - (b.newPrice ?? 0),
  );
}
