import { describe, expect, it } from 'vitest';
import { forecastUsage } from './usage-forecast';

const start = new Date('2026-11-01T00:00:00Z');
const end = new Date('2026-12-01T00:00:00Z'); // a 30-day period
const day = (n: number) => new Date(start.getTime() + n * 24 * 60 * 60 * 1000);

describe('forecastUsage', () => {
  it('follows the §9 formulas', () => {
    const forecast = forecastUsage({
      pagesUsed: 100,
      pagesLimit: 300,
      periodStart: start,
      periodEnd: end,
      now: day(10),
    });
    expect(forecast.dailyAverage).toBe(10);
    expect(forecast.predictedMonthly).toBe(300);
    expect(forecast.predictedTotal).toBe(300);
    expect(forecast.daysUntilExhaustion).toBe(20);
    expect(forecast.percentUsed).toBeCloseTo(33.33, 2);
    expect(forecast.willExceed).toBe(false);
    expect(forecast.runsOutInPeriod).toBe(true);
  });

  it('counts the first day as a whole day, so an early burst is not multiplied', () => {
    const forecast = forecastUsage({
      pagesUsed: 30,
      pagesLimit: 300,
      periodStart: start,
      periodEnd: end,
      now: new Date(start.getTime() + 60 * 60 * 1000),
    });
    expect(forecast.dailyAverage).toBe(30);
    expect(forecast.predictedTotal).toBe(900);
    expect(forecast.willExceed).toBe(true);
  });

  it('has no exhaustion date without use, and none inside the period at a slow pace', () => {
    const idle = forecastUsage({
      pagesUsed: 0,
      pagesLimit: 300,
      periodStart: start,
      periodEnd: end,
      now: day(5),
    });
    expect(idle.daysUntilExhaustion).toBeNull();
    expect(idle.runsOutInPeriod).toBe(false);
    expect(idle.percentUsed).toBe(0);
    const slow = forecastUsage({
      pagesUsed: 29,
      pagesLimit: 30,
      periodStart: start,
      periodEnd: end,
      now: day(29),
    });
    expect(slow.daysUntilExhaustion).toBe(1);
    expect(slow.runsOutInPeriod).toBe(true);
    const late = forecastUsage({
      pagesUsed: 10,
      pagesLimit: 30,
      periodStart: start,
      periodEnd: end,
      now: day(29.5),
    });
    expect(late.runsOutInPeriod).toBe(false);
  });

  it('treats use over the limit as exhausted now', () => {
    const over = forecastUsage({
      pagesUsed: 320,
      pagesLimit: 300,
      periodStart: start,
      periodEnd: end,
      now: day(10),
    });
    expect(over.daysUntilExhaustion).toBe(0);
    expect(over.percentUsed).toBeCloseTo(106.67, 2);
  });
});
