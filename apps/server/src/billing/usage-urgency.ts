import type { UsageForecast } from './usage-forecast';

export type UrgencyLevel = 'critical' | 'high' | 'medium' | 'low' | 'none';
export type UrgencyAction = 'urgent_upgrade' | 'consider_upgrade' | 'monitor' | 'none';

export const URGENCY = {
  criticalPercent: 95,
  highPercent: 85,
  mediumPercent: 70,
  lowPercent: 1,
  criticalDays: 3,
  highDays: 7,
} as const;

/**
 * The usage urgency of subscriptions §4. Days until exhaustion count only when the pages run out
 * before the period ends: a fresh allotment arrives first otherwise.
 */
export function usageUrgency(forecast: UsageForecast): {
  level: UrgencyLevel;
  action: UrgencyAction;
} {
  const { percentUsed: percent, willExceed } = forecast;
  const days = forecast.runsOutInPeriod ? forecast.daysUntilExhaustion : null;
  if (percent >= URGENCY.criticalPercent || (days !== null && days <= URGENCY.criticalDays)) {
    return { level: 'critical', action: 'urgent_upgrade' };
  }
  if (percent >= URGENCY.highPercent || (days !== null && days <= URGENCY.highDays)) {
    return { level: 'high', action: willExceed ? 'urgent_upgrade' : 'consider_upgrade' };
  }
  if (percent >= URGENCY.mediumPercent || willExceed) {
    return { level: 'medium', action: 'consider_upgrade' };
  }
  if (percent >= URGENCY.lowPercent) return { level: 'low', action: 'monitor' };
  return { level: 'none', action: 'none' };
}

/** The usage gauge's colour: success up to 70 %, warning up to 90 %, error above (§2). */
export function gaugeLevel(percent: number): 'success' | 'warning' | 'error' {
  if (percent <= 70) return 'success';
  return percent <= 90 ? 'warning' : 'error';
}

/** The usage banner is hidden below 0.1 % (§2, §9). */
export function isUsageBannerShown(percent: number): boolean {
  return percent >= 0.1;
}
