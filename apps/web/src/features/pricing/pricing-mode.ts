export type PricingMode =
  { kind: 'normal' } | { kind: 'upgrade'; planCode: string } | { kind: 'renew'; planCode: string };

/** The view the query asks for: ?upgrade=true or ?renew=true, each with current= or plan=. */
export function readPricingMode(params: URLSearchParams): PricingMode {
  const planCode = params.get('plan') ?? params.get('current');
  if (planCode === null || planCode === '') return { kind: 'normal' };
  if (params.get('upgrade') === 'true') return { kind: 'upgrade', planCode };
  if (params.get('renew') === 'true') return { kind: 'renew', planCode };
  return { kind: 'normal' };
}
