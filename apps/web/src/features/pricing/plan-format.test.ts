import { describe, expect, it } from 'vitest';
import { buildPlans } from './fake-pricing-api';
import {
  featureKey,
  formatNok,
  formatOre,
  humanizeFeature,
  pagesPerPeriod,
  plansForPeriod,
} from './plan-format';

/** Intl separates with no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('plan formatting', () => {
  it('formats NOK with two decimals in the reader language', () => {
    expect(plain(formatNok(449, 'nb'))).toBe('449,00 kr');
    expect(plain(formatNok(4490, 'nb'))).toBe('4 490,00 kr');
    expect(plain(formatNok(449, 'en'))).toBe('NOK 449.00');
    expect(plain(formatOre(44_900, 'en'))).toBe('NOK 449.00');
  });

  it('counts yearly pages as 12 months when the plan has no yearly limit', () => {
    const proYearly = buildPlans().find((plan) => plan.plan_code === 'pro_yearly')!;
    expect(pagesPerPeriod(proYearly)).toBe(18_000);
    expect(pagesPerPeriod({ ...proYearly, pages_yearly_limit: null })).toBe(18_000);
    expect(pagesPerPeriod({ ...proYearly, pages_yearly_limit: 20_000 })).toBe(20_000);
    const proMonthly = buildPlans().find((plan) => plan.plan_code === 'pro_monthly')!;
    expect(pagesPerPeriod(proMonthly)).toBe(1_500);
  });

  it('offers free among the monthly cards but never the free trial', () => {
    const codes = (period: 'month' | 'year') =>
      plansForPeriod(buildPlans(), period).map((plan) => plan.plan_code);
    expect(codes('month')).toEqual(['free', 'basic_monthly', 'pro_monthly', 'business_monthly']);
    expect(codes('year')).toEqual(['basic_yearly', 'pro_yearly', 'business_yearly']);
  });

  it('names every feature code of the spec and makes unknown ones readable', () => {
    const codes = [
      'advanced_detection',
      'email_support',
      'document_redaction',
      'manuel_editing',
      'Advanced_search',
      'api_access',
      'priority_support',
      'dedicated_support',
      'sso',
      'custom_integrations',
      'basic_search',
      'unlimited_documents',
      'sla_support',
    ];
    expect(codes.filter((code) => featureKey(code) === null)).toEqual([]);
    expect(featureKey('custom_reports')).toBeNull();
    expect(humanizeFeature('custom_reports')).toBe('Custom reports');
  });
});
