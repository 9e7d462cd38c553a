const DAY_MS = 24 * 60 * 60 * 1000;

export type UsageInput = {
  pagesUsed: number;
  pagesLimit: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
};

/** The usage maths of subscriptions §9, for one subscription period. */
export type UsageForecast = {
  percentUsed: number;
  /** Pages a day so far; the first day counts as a whole day. */
  dailyAverage: number;
  predictedMonthly: number;
  /** What the whole period will use at this pace. */
  predictedTotal: number;
  /** Days until the pages run out at this pace; null when nothing is used. */
  daysUntilExhaustion: number | null;
  /** Whether the pages run out before the period ends at this pace. */
  runsOutInPeriod: boolean;
  willExceed: boolean;
};

/** The share of the pages used, in percent; a limit of none is full once a page is used. */
export function percentUsed(pagesUsed: number, pagesLimit: number): number {
  const used = Math.max(0, pagesUsed);
  if (pagesLimit > 0) return (used / pagesLimit) * 100;
  return used > 0 ? 100 : 0;
}

/**
 * Daily average = pages used / days elapsed; predicted monthly = average × 30; predicted total =
 * average × period length; days until exhaustion = remaining / average (§9).
 */
export function forecastUsage({
  pagesUsed,
  pagesLimit,
  periodStart,
  periodEnd,
  now,
}: UsageInput): UsageForecast {
  const used = Math.max(0, pagesUsed);
  const elapsedDays = Math.max(1, (now.getTime() - periodStart.getTime()) / DAY_MS);
  const periodDays = Math.max(1, (periodEnd.getTime() - periodStart.getTime()) / DAY_MS);
  const daysLeft = Math.max(0, (periodEnd.getTime() - now.getTime()) / DAY_MS);
  const dailyAverage = used / elapsedDays;
  const remaining = Math.max(0, pagesLimit - used);
  const daysUntilExhaustion = dailyAverage > 0 ? remaining / dailyAverage : null;
  const predictedTotal = dailyAverage * periodDays;
  return {
    percentUsed: percentUsed(used, pagesLimit),
    dailyAverage,
    predictedMonthly: dailyAverage * 30,
    predictedTotal,
    daysUntilExhaustion,
    runsOutInPeriod: daysUntilExhaustion !== null && daysUntilExhaustion <= daysLeft,
    willExceed: predictedTotal > pagesLimit,
  };
}
