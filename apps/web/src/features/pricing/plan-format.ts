import type { TPlan } from '@workbench/contracts';

export type BillingPeriod = 'month' | 'year';

/** Plans the server sells through checkout; free and free_trial are granted, not bought. */
const NOT_FOR_SALE = new Set(['free', 'free_trial']);
const POPULAR = new Set(['pro_monthly', 'pro_yearly']);

export const isPurchasable = (planCode: string) => !NOT_FOR_SALE.has(planCode);
export const isMostPopular = (planCode: string) => POPULAR.has(planCode);

function numberLocale(language: string): string {
  return language.startsWith('nb') ? 'nb-NO' : 'en-US';
}

/** NOK with two decimals in the reader's language: "449,00 kr" or "NOK 449.00". */
export function formatNok(amount: number, language: string): string {
  return new Intl.NumberFormat(numberLocale(language), {
    style: 'currency',
    currency: 'NOK',
    minimumFractionDigits: 2,
  }).format(amount);
}

/** Recommendation prices come in øre. */
export const formatOre = (ore: number, language: string) => formatNok(ore / 100, language);

export function formatCount(count: number, language: string): string {
  return new Intl.NumberFormat(numberLocale(language)).format(count);
}

/** Pages per billing period; a yearly plan without its own limit gets 12 months' worth. */
export function pagesPerPeriod(plan: TPlan): number {
  if (plan.period_unit === 'month') return plan.pages_monthly_limit;
  return plan.pages_yearly_limit ?? plan.pages_monthly_limit * 12;
}

/** The cards of one billing period: purchasable plans, plus free among the monthly ones. */
export function plansForPeriod(plans: readonly TPlan[], period: BillingPeriod): TPlan[] {
  return plans.filter(
    (plan) =>
      plan.is_active &&
      plan.period_unit === period &&
      (isPurchasable(plan.plan_code) || plan.plan_code === 'free'),
  );
}

/** i18n keys of the feature codes of subscriptions §3 (the codes keep their odd spellings). */
const FEATURE_KEYS: Readonly<Record<string, string>> = {
  advanced_detection: 'advancedDetection',
  email_support: 'emailSupport',
  document_redaction: 'documentRedaction',
  manuel_editing: 'manualEditing',
  Advanced_search: 'advancedSearch',
  api_access: 'apiAccess',
  priority_support: 'prioritySupport',
  dedicated_support: 'dedicatedSupport',
  sso: 'sso',
  custom_integrations: 'customIntegrations',
  basic_search: 'basicSearch',
  unlimited_documents: 'unlimitedDocuments',
  sla_support: 'slaSupport',
};

/** The i18n key of a known feature code, or null for a code this version does not know. */
export function featureKey(code: string): string | null {
  const key = FEATURE_KEYS[code];
  return key === undefined ? null : `pricing.features.${key}`;
}

/** An unknown feature code made readable: "custom_reports" → "Custom reports". */
export function humanizeFeature(code: string): string {
  const words = code.replace(/_/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
