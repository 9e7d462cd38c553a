import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const plans = pgTable(
  'plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    planCode: text('plan_code').notNull().unique(),
    planName: text('plan_name').notNull(),
    family: text('family').notNull(),
    periodUnit: text('period_unit').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Price per period in øre (1/100 NOK), so no rounding ever happens in the database. */
    priceOre: integer('price_ore').notNull(),
    pagesMonthlyLimit: integer('pages_monthly_limit').notNull(),
    pagesYearlyLimit: integer('pages_yearly_limit'),
    trialDays: integer('trial_days'),
    savingsPercent: integer('savings_percent'),
    features: jsonb('features').$type<string[]>().notNull(),
    sortOrder: integer('sort_order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('plans_period_unit_check', sql`${table.periodUnit} in ('month', 'year')`),
    check('plans_price_check', sql`${table.priceOre} >= 0`),
  ],
);

export type PlanRow = typeof plans.$inferSelect;
