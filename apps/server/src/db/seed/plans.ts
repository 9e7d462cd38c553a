export type PlanSeed = {
  planCode: string;
  planName: string;
  family: 'free' | 'basic' | 'pro' | 'business';
  periodUnit: 'month' | 'year';
  priceOre: number;
  pagesMonthlyLimit: number;
  pagesYearlyLimit: number | null;
  trialDays: number | null;
  savingsPercent: number | null;
  features: string[];
  sortOrder: number;
};

// Every paid plan unlocks all premium features (a subscription is what the spec's premium
// gate asks for); plans differ in pages and support. API keys are open to every account.
const FREE_FEATURES = ['document_redaction', 'manuel_editing', 'basic_search', 'api_access'];
const BASIC_FEATURES = [...FREE_FEATURES, 'advanced_detection', 'Advanced_search', 'email_support'];
const PRO_FEATURES = [...BASIC_FEATURES, 'priority_support'];
// Single sign-on and custom integrations are agreed per customer: the enterprise contact.
const BUSINESS_FEATURES = [
  ...PRO_FEATURES,
  'dedicated_support',
  'unlimited_documents',
  'sla_support',
];

function paidPlans(
  family: 'basic' | 'pro' | 'business',
  planName: string,
  monthlyNok: number,
  pagesMonthly: number,
  features: string[],
  sortOrder: number,
): PlanSeed[] {
  const yearlyNok = monthlyNok * 10;
  return [
    {
      planCode: `${family}_monthly`,
      planName,
      family,
      periodUnit: 'month',
      priceOre: monthlyNok * 100,
      pagesMonthlyLimit: pagesMonthly,
      pagesYearlyLimit: null,
      trialDays: null,
      savingsPercent: null,
      features,
      sortOrder,
    },
    {
      planCode: `${family}_yearly`,
      planName,
      family,
      periodUnit: 'year',
      priceOre: yearlyNok * 100,
      pagesMonthlyLimit: pagesMonthly,
      pagesYearlyLimit: pagesMonthly * 12,
      trialDays: null,
      savingsPercent: Math.round((1 - yearlyNok / (monthlyNok * 12)) * 100),
      features,
      sortOrder: sortOrder + 1,
    },
  ];
}

/** The plans of the subscriptions spec §3; yearly plans cost ten months. See docs/decisions. */
export const PLAN_SEEDS: readonly PlanSeed[] = [
  {
    planCode: 'free',
    planName: 'Free',
    family: 'free',
    periodUnit: 'month',
    priceOre: 0,
    pagesMonthlyLimit: 25,
    pagesYearlyLimit: null,
    trialDays: null,
    savingsPercent: null,
    features: FREE_FEATURES,
    sortOrder: 1,
  },
  {
    planCode: 'free_trial',
    planName: 'Free trial',
    family: 'free',
    periodUnit: 'month',
    priceOre: 0,
    pagesMonthlyLimit: 200,
    pagesYearlyLimit: null,
    trialDays: 14,
    savingsPercent: null,
    features: PRO_FEATURES,
    sortOrder: 2,
  },
  ...paidPlans('basic', 'Basic', 149, 300, BASIC_FEATURES, 10),
  ...paidPlans('pro', 'Pro', 449, 1_500, PRO_FEATURES, 20),
  ...paidPlans('business', 'Business', 1_490, 7_500, BUSINESS_FEATURES, 30),
];
