import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { subscriptions } from './billing';
import { users } from './users';

/**
 * Pages charged for work done on the user's own device (issue 54, decision 0057). The charge is
 * settled when the ticket is written (there is no delivery to wait for), so unlike
 * `processing_runs` nothing here is given back at start-up; `pages_returned` counts what the
 * owner gave back for files that failed on their own. Either a subscription or the user's
 * free-plan month was charged. Nothing about the files but their page counts is kept.
 */
export const deviceTickets = pgTable(
  'device_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, {
      onDelete: 'cascade',
    }),
    freeMonth: date('free_month', { mode: 'string' }),
    operation: text('operation').notNull(),
    files: integer('files').notNull(),
    pages: integer('pages').notNull(),
    pagesReturned: integer('pages_returned').notNull().default(0),
    /** When offline work was done; null for work about to be done. */
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** Offline work charged past the quota (it was done already; refusing would lose it). */
    isOverLimit: boolean('is_over_limit').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('device_tickets_user_idx').on(table.userId),
    index('device_tickets_created_at_idx').on(table.createdAt),
    check(
      'device_tickets_pages_check',
      sql`${table.pages} >= 0 and ${table.pagesReturned} between 0 and ${table.pages}`,
    ),
    check(
      'device_tickets_charged_check',
      sql`(${table.subscriptionId} is null) <> (${table.freeMonth} is null)`,
    ),
    check(
      'device_tickets_operation_check',
      sql`${table.operation} in ('extract', 'search', 'find_words', 'detect', 'redact')`,
    ),
  ],
);

export type DeviceTicketRow = typeof deviceTickets.$inferSelect;
