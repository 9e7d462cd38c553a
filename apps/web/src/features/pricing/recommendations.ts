import type { TUsageAdvice } from '@workbench/contracts';

export type Recommendation = TUsageAdvice['recommendations'][number];

const MONTHLY_SHOWN = 3;
const YEARLY_SHOWN = 2;

/** The cards of the upgrade view: the top 3 monthly (priority 1–2) and top 2 yearly (3). */
export function pickRecommendations(recommendations: readonly Recommendation[]) {
  const byPriority = [...recommendations].sort((a, b) => a.priority - b.priority);
  return {
    monthly: byPriority.filter((item) => item.priority <= 2).slice(0, MONTHLY_SHOWN),
    yearly: byPriority.filter((item) => item.priority === 3).slice(0, YEARLY_SHOWN),
  };
}
