import type { TLetterTemplate } from '@workbench/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * Reply-letter templates (issue 66, decision 0090): one per organization, and one per user for
 * the letters they write outside any organization. Exactly one owner per row.
 */
export const letterTemplates = pgTable(
  'letter_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: uuid('organization_id')
      .unique()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    template: jsonb('template').$type<TLetterTemplate>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'letter_templates_one_owner_check',
      sql`(${table.organizationId} is null) <> (${table.userId} is null)`,
    ),
  ],
);

export type LetterTemplateRow = typeof letterTemplates.$inferSelect;
