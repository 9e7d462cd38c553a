import { describe, expect, it } from 'vitest';
import {
  nextPlanFamily,
  recommendUpgrades,
  suggestedFamily,
  type PlanOffer,
} from './upgrade-advice';

const plan = (
  family: string,
  periodUnit: 'month' | 'year',
  priceNok: number,
  pages: number,
): PlanOffer => ({
  planCode: `${family}_${periodUnit === 'month' ? 'monthly' : 'yearly'}`,
  planName: family,
  family,
  periodUnit,
  priceOre: priceNok * 100,
  pagesMonthlyLimit: pages,
});

// The seeded plans of decision 0004.
const PLANS = [
  plan('basic', 'month', 149, 300),
  plan('basic', 'year', 1490, 300),
  plan('pro', 'month', 449, 1500),
  plan('pro', 'year', 4490, 1500),
  plan('business', 'month', 1490, 7500),
  plan('business', 'year', 14900, 7500),
];
const basic = { priceOre: 14900, pagesMonthlyLimit: 300, periodUnit: 'month' as const };

describe('nextPlanFamily', () => {
  it('goes starter → pro → business → enterprise, anything else → pro', () => {
    expect(['basic', 'pro', 'business', 'free', 'x'].map(nextPlanFamily)).toEqual([
      'pro',
      'business',
      'enterprise',
      'pro',
      'pro',
    ]);
  });
});

describe('suggestedFamily', () => {
  it('names the family of the first recommended plan, so banner and upgrade page agree', () => {
    const advise = (predictedMonthly: number) =>
      suggestedFamily('basic', recommendUpgrades(basic, { predictedMonthly }, PLANS), PLANS);
    expect(advise(400)).toBe('pro');
    // Pro holds 1,300 but without the buffer; Business holds it with room.
    expect(advise(1300)).toBe('business');
    // 96.7 % of Basic's 300 pages on the first day of 30: no plan holds the pace.
    expect(advise((290 / 1) * 30)).toBe('enterprise');
  });
});

describe('recommendUpgrades', () => {
  it('ranks monthly plans that fit with buffer first, then yearly, then enterprise', () => {
    const advice = recommendUpgrades(basic, { predictedMonthly: 1300 }, PLANS);
    expect(advice.map((one) => [one.planCode, one.priority, one.reasoning])).toEqual([
      ['business_monthly', 1, 'fits_with_buffer'],
      ['pro_monthly', 2, 'fits'],
      ['pro_yearly', 3, 'yearly_savings'],
      ['business_yearly', 3, 'yearly_savings'],
      ['enterprise', 4, 'contact_sales'],
    ]);
    expect(advice[1]).toMatchObject({
      currentPrice: 14900,
      newPrice: 44900,
      priceDifference: 30000,
      quotaIncrease: 1200,
    });
  });

  it('compares prices per month, also for a yearly subscriber and yearly offers', () => {
    const proYearly = PLANS.find((plan) => plan.planCode === 'pro_yearly')!;
    const advice = recommendUpgrades(proYearly, { predictedMonthly: 1300 }, PLANS);
    const businessMonthly = advice.find((one) => one.planCode === 'business_monthly')!;
    expect(businessMonthly.priceDifference).toBe(149_000 - Math.round(449_000 / 12));
    const businessYearly = advice.find((one) => one.planCode === 'business_yearly')!;
    expect(businessYearly.priceDifference).toBe(
      Math.round(1_490_000 / 12) - Math.round(449_000 / 12),
    );
  });

  it('gives the buffer edge exactly: 1 500 pages hold 1 250 a month with 20 % to spare', () => {
    const atEdge = recommendUpgrades(basic, { predictedMonthly: 1250 }, PLANS);
    expect(atEdge.find((one) => one.planCode === 'pro_monthly')?.priority).toBe(1);
    const over = recommendUpgrades(basic, { predictedMonthly: 1251 }, PLANS);
    expect(over.find((one) => one.planCode === 'pro_monthly')?.priority).toBe(2);
  });

  it('leaves out plans that are no bigger than today or too small for the forecast', () => {
    const advice = recommendUpgrades(basic, { predictedMonthly: 2000 }, PLANS);
    expect(advice.map((one) => one.planCode)).toEqual([
      'business_monthly',
      'business_yearly',
      'enterprise',
    ]);
  });

  it('always offers the enterprise contact, even when no plan is big enough', () => {
    const advice = recommendUpgrades(
      { priceOre: 149000, pagesMonthlyLimit: 7500, periodUnit: 'month' },
      { predictedMonthly: 9000 },
      PLANS,
    );
    expect(advice).toEqual([expect.objectContaining({ planCode: 'enterprise', priority: 4 })]);
  });
});
