import { describe, expect, it } from 'vitest';
import { addPeriod, periodPages, renewal } from './subscription-period';

const monthly = { periodUnit: 'month', pagesMonthlyLimit: 300, pagesYearlyLimit: null };
const yearly = { periodUnit: 'year', pagesMonthlyLimit: 300, pagesYearlyLimit: null };
const at = (iso: string) => new Date(iso);

describe('addPeriod', () => {
  it('adds calendar months and years, keeping the time of day', () => {
    expect(addPeriod(at('2026-03-15T10:30:00Z'), 'month')).toEqual(at('2026-04-15T10:30:00Z'));
    expect(addPeriod(at('2026-12-20T00:00:00Z'), 'month')).toEqual(at('2027-01-20T00:00:00Z'));
    expect(addPeriod(at('2026-03-15T10:30:00Z'), 'year')).toEqual(at('2027-03-15T10:30:00Z'));
  });

  it('ends on the last day of a shorter month instead of running into the next', () => {
    expect(addPeriod(at('2026-01-31T12:00:00Z'), 'month')).toEqual(at('2026-02-28T12:00:00Z'));
    expect(addPeriod(at('2028-01-31T12:00:00Z'), 'month')).toEqual(at('2028-02-29T12:00:00Z'));
    expect(addPeriod(at('2026-08-31T12:00:00Z'), 'month')).toEqual(at('2026-09-30T12:00:00Z'));
    expect(addPeriod(at('2028-02-29T12:00:00Z'), 'year')).toEqual(at('2029-02-28T12:00:00Z'));
  });
});

describe('periodPages', () => {
  it('gives a yearly plan without its own limit twelve months of pages', () => {
    expect(periodPages(monthly)).toBe(300);
    expect(periodPages(yearly)).toBe(3600);
    expect(periodPages({ ...yearly, pagesYearlyLimit: 4000 })).toBe(4000);
  });
});

describe('renewal', () => {
  const now = at('2026-06-10T00:00:00Z');
  const running = { pagesLimit: 300, pagesUsed: 120, currentPeriodEnd: at('2026-06-20T00:00:00Z') };

  it('carries the pages left into a fresh allotment and extends the period from its end', () => {
    expect(renewal(running, monthly, now)).toEqual({
      pagesLimit: 300 + 180,
      pagesUsed: 0,
      currentPeriodStart: now,
      currentPeriodEnd: at('2026-07-20T00:00:00Z'),
    });
  });

  it('starts an ended period from now, and never carries a negative count', () => {
    const ended = { pagesLimit: 300, pagesUsed: 310, currentPeriodEnd: at('2026-05-01T00:00:00Z') };
    expect(renewal(ended, monthly, now)).toMatchObject({
      pagesLimit: 300,
      currentPeriodEnd: at('2026-07-10T00:00:00Z'),
    });
  });

  it("takes the provider's period end, which may already have moved, but never an earlier one", () => {
    const next = at('2026-07-20T00:00:00Z');
    expect(renewal(running, monthly, now, next).currentPeriodEnd).toEqual(next);
    // The provider's updated event set our end first: the invoice must not add a second period.
    const moved = { ...running, currentPeriodEnd: next };
    expect(renewal(moved, monthly, now, next).currentPeriodEnd).toEqual(next);
    expect(renewal(moved, monthly, now, at('2026-07-01T00:00:00Z')).currentPeriodEnd).toEqual(next);
  });
});
