import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
