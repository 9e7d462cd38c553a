import { SUBSCRIPTION_STATUSES } from '@workbench/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { plans } from './plans';
import { users } from './users';

const STATUSES = sql.raw(SUBSCRIPTION_STATUSES.map((status) => `'${status}'`).join(', '));
const PROVIDERS = sql.raw(`'test', 'stripe'`);

/**
 * A paid (or trial) plan of a user for one period at a time. `pages_used` only ever changes by
 * an increment in SQL guarded by `pages_limit`, so concurrent requests cannot lose a count; only
 * on-device work reported after it was done offline may take it past the limit (decision 0057).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set for an organization's subscription, which its owner (`user_id`) bought. */
    organizationId: uuid('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    providerCustomerId: text('provider_customer_id'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    pagesLimit: integer('pages_limit').notNull(),
    pagesUsed: integer('pages_used').notNull().default(0),
    autoRenew: boolean('auto_renew').notNull().default(true),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The time of the newest provider event applied; older events are ignored. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_user_idx').on(table.userId, table.createdAt),
    index('subscriptions_organization_idx').on(table.organizationId, table.createdAt),
    check('subscriptions_status_check', sql`${table.status} in (${STATUSES})`),
    check('subscriptions_provider_check', sql`${table.provider} in (${PROVIDERS})`),
    check('subscriptions_pages_check', sql`${table.pagesUsed} >= 0 and ${table.pagesLimit} >= 0`),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A started purchase; the provider's webhook completes it. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * An organization owner's checkout for the organization. Kept (closed as canceled) when
     * the organization is deleted, so a payment arriving later is recognised and undone.
     */
    organizationId: uuid('organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    provider: text('provider').notNull(),
    /** open, completed, canceled or expired. */
    status: text('status').notNull().default('open'),
    /** Renewing the current subscription rather than starting a new one. */
    isRenewal: boolean('is_renewal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'checkout_sessions_status_check',
      sql`${table.status} in ('open', 'completed', 'canceled', 'expired')`,
    ),
  ],
);

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

/** Provider events already applied: a second delivery of the same event changes nothing. */
export const billingEvents = pgTable(
  'billing_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** Pages used by a user without a subscription, per calendar month (UTC), on the free plan. */
export const freeUsage = pgTable(
  'free_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    pagesUsed: integer('pages_used').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.month] }),
    check('free_usage_pages_check', sql`${table.pagesUsed} >= 0`),
  ],
);

/** A key for the processing routes; only its SHA-256 is stored, the key is shown once. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    duration: text('duration').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('api_keys_user_idx').on(table.userId, table.createdAt)],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
