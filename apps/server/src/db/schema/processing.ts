import { sql } from 'drizzle-orm';
import {
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
import { subscriptions } from './billing';
import { users } from './users';

/**
 * A running server process. Each one records itself at start and every 30 seconds; the runs of
 * a process that stopped recording are given back by the others (or by the next start).
 */
export const serverInstances = pgTable('server_instances', {
  id: text('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Periodic jobs that one server at a time should run (purges, settling ended periods, the key
 * sweep): a server runs a job only after claiming its lease, which ends when the next run is due.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  /** Until then the job is claimed; after it any server may claim the next run. */
  leasedUntil: timestamp('leased_until', { withTimezone: true }).notNull(),
  holder: text('holder').notNull(),
});

/**
 * Secrets every server must share, made by the first server that needs one (random) and read by
 * the rest: the key that wraps payload keys in Redis, the test-mode webhook signing secret.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  /** Base64 of the secret's bytes. */
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Pages charged for processing whose answer has not been delivered yet (decision 0022). The row
 * is written in the transaction that charges, deleted once the answer is delivered, and turned
 * into a refund when the run is aborted or its server stops without finishing it. Either a
 * subscription or the user's free-plan month was charged.
 */
export const processingRuns = pgTable(
  'processing_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, {
      onDelete: 'cascade',
    }),
    freeMonth: date('free_month', { mode: 'string' }),
    pages: integer('pages').notNull(),
    instanceId: text('instance_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('processing_runs_instance_idx').on(table.instanceId),
    check('processing_runs_pages_check', sql`${table.pages} >= 0`),
    check(
      'processing_runs_charged_check',
      sql`(${table.subscriptionId} is null) <> (${table.freeMonth} is null)`,
    ),
  ],
);

export type ProcessingRunRow = typeof processingRuns.$inferSelect;

/**
 * Processing calls delivered under an `Idempotency-Key` (decision 0041): a repeat of the same
 * call by the same user (same key, same request) within a day is answered again without being
 * charged again, so a batch resumed after a crash never pays twice for an answer it lost. The
 * fingerprint is a SHA-256 of the route, the fields and the files, never the content itself.
 */
export const deliveredCalls = pgTable(
  'delivered_calls',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    pages: integer('pages').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('delivered_calls_delivered_at_idx').on(table.deliveredAt),
  ],
);

export type DeliveredCallRow = typeof deliveredCalls.$inferSelect;
