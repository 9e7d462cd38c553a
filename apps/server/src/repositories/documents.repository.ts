import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { redactionDocuments, type RedactionDocumentRow } from '../db/schema';

export type NewDocument = Pick<
  RedactionDocumentRow,
  'hashedName' | 'entityCount' | 'redactionSchema'
> &
  Partial<Pick<RedactionDocumentRow, 'createdAt'>>;
export type DocumentSummaryRow = Omit<RedactionDocumentRow, 'userId' | 'redactionSchema'>;

const SUMMARY_COLUMNS = {
  id: redactionDocuments.id,
  hashedName: redactionDocuments.hashedName,
  entityCount: redactionDocuments.entityCount,
  createdAt: redactionDocuments.createdAt,
};

/** Redaction records, always looked up through their owner's id. */
export function createDocumentsRepository(db: Database) {
  const own = (userId: string, id: number) =>
    and(eq(redactionDocuments.id, id), eq(redactionDocuments.userId, userId));

  return {
    /** Newest first, without the schemas (a page may hold 100 of them). */
    async listPage(
      userId: string,
      { limit, offset }: { limit: number; offset: number },
    ): Promise<DocumentSummaryRow[]> {
      return db
        .select(SUMMARY_COLUMNS)
        .from(redactionDocuments)
        .where(eq(redactionDocuments.userId, userId))
        .orderBy(desc(redactionDocuments.createdAt), desc(redactionDocuments.id))
        .limit(limit)
        .offset(offset);
    },

    async count(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(redactionDocuments)
        .where(eq(redactionDocuments.userId, userId));
      return row?.value ?? 0;
    },

    async findById(userId: string, id: number): Promise<RedactionDocumentRow | undefined> {
      const rows = await db.select().from(redactionDocuments).where(own(userId, id)).limit(1);
      return rows[0];
    },

    async insert(userId: string, document: NewDocument): Promise<RedactionDocumentRow> {
      const rows = await db
        .insert(redactionDocuments)
        .values({ userId, ...document })
        .returning();
      return rows[0]!;
    },

    /** Answers whether a row was deleted. */
    async delete(userId: string, id: number): Promise<boolean> {
      const rows = await db
        .delete(redactionDocuments)
        .where(own(userId, id))
        .returning({ id: redactionDocuments.id });
      return rows.length > 0;
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
