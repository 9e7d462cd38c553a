import type { TTemplatePage } from '@workbench/contracts';
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Redaction templates (decision 0055): a user's named boxes, as fractions of their pages, with the
 * words around them that find the same form in another file. Names are unique per user, whatever
 * their case.
 */
export const redactionTemplates = pgTable(
  'redaction_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    pages: jsonb('pages').$type<TTemplatePage[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('redaction_templates_user_name_key').on(table.userId, sql`lower(${table.name})`),
  ],
);

export type RedactionTemplateRow = typeof redactionTemplates.$inferSelect;
