import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { departments, plans } from '../db/schema';
import { DEPARTMENT_SEEDS } from '../db/seed/departments';
import { seed } from '../db/seed/seed';
import { databaseTargets } from '../test/test-databases';
import { createDepartmentsRepository } from './departments.repository';
import { createPlansRepository } from './plans.repository';

const PLAN_CODES = [
  'free',
  'free_trial',
  'basic_monthly',
  'basic_yearly',
  'pro_monthly',
  'pro_yearly',
  'business_monthly',
  'business_yearly',
];

describe.each(databaseTargets())('repositories on $name', ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('seeds every department and plan, and seeding again changes nothing', async () => {
    const before = await handle.db.select().from(departments).orderBy(departments.id);
    await seed(handle.db);
    await seed(handle.db);
    const after = await handle.db.select().from(departments).orderBy(departments.id);
    expect(after).toEqual(before);
    expect(after).toHaveLength(DEPARTMENT_SEEDS.length);
    const [planCount] = await handle.db.select({ value: count() }).from(plans);
    expect(planCount?.value).toBe(PLAN_CODES.length);
  });

  it('seeding restores reference rows that were changed', async () => {
    await handle.db
      .update(departments)
      .set({ description: 'changed', isActive: false })
      .where(eq(departments.code, 'NAV'));
    await handle.db
      .update(plans)
      .set({ priceOre: 1, features: [] })
      .where(eq(plans.planCode, 'pro_monthly'));
    await seed(handle.db);
    const [nav] = await handle.db.select().from(departments).where(eq(departments.code, 'NAV'));
    expect(nav).toMatchObject({
      isActive: true,
      description: DEPARTMENT_SEEDS.find((row) => row.code === 'NAV')!.description,
    });
    const pro = await createPlansRepository(handle.db).findByCode('pro_monthly');
    expect(pro?.priceOre).toBe(44_900);
    expect(pro?.features).toContain('advanced_detection');
  });

  it('lists departments by name and filters by activity', async () => {
    const repository = createDepartmentsRepository(handle.db);
    const all = await repository.list();
    const active = await repository.list({ isActive: true });
    const inactive = await repository.list({ isActive: false });
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(inactive.map((row) => row.code).sort()).toEqual(['FAD', 'KMD', 'OED']);
    expect(active).toHaveLength(all.length - inactive.length);
    const names = all.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('finds a department by id and returns nothing for an unknown id', async () => {
    const repository = createDepartmentsRepository(handle.db);
    const [first] = await repository.list();
    expect(await repository.findById(first!.id)).toEqual(first);
    expect(await repository.findById(999_999)).toBeUndefined();
  });

  it('has all plan codes with NOK prices, page limits and feature lists', async () => {
    const repository = createPlansRepository(handle.db);
    const active = await repository.listActive();
    expect(active.map((plan) => plan.planCode).sort()).toEqual([...PLAN_CODES].sort());
    const proYearly = await repository.findByCode('pro_yearly');
    expect(proYearly).toMatchObject({
      periodUnit: 'year',
      priceOre: 449_000,
      pagesMonthlyLimit: 1_500,
      pagesYearlyLimit: 18_000,
      savingsPercent: 17,
    });
    expect(proYearly?.features).toContain('advanced_detection');
    const free = await repository.findByCode('free');
    expect(free).toMatchObject({ priceOre: 0, periodUnit: 'month' });
    expect(free?.features).not.toContain('advanced_detection');
    expect(await repository.findByCode('enterprise')).toBeUndefined();
  });
});
