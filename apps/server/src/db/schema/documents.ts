import type { TRedactionSchema } from '@workbench/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The redaction history: what was redacted where, under the SHA-256 of the file name. Neither
 * the document, its name nor the redacted text is ever stored (decision 0010).
 */
export const redactionDocuments = pgTable(
  'redaction_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hashedName: text('hashed_name').notNull(),
    /** The number of areas in the schema, counted by the server. */
    entityCount: integer('entity_count').notNull(),
    redactionSchema: jsonb('redaction_schema').$type<TRedactionSchema>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('redaction_documents_user_created_idx').on(table.userId, table.createdAt.desc()),
    check('redaction_documents_entity_count_check', sql`${table.entityCount} >= 0`),
  ],
);

export type RedactionDocumentRow = typeof redactionDocuments.$inferSelect;
