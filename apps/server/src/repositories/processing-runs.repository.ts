import { and, eq, lt, ne, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { processingRuns, serverInstances, type ProcessingRunRow } from '../db/schema';

export type NewProcessingRun = Pick<
  ProcessingRunRow,
  'userId' | 'subscriptionId' | 'freeMonth' | 'pages' | 'instanceId'
>;

/** The records of charged runs not yet delivered, and the server instances that run them. */
export function createProcessingRunsRepository(db: Database) {
  return {
    async insert(run: NewProcessingRun): Promise<string> {
      const [row] = await db
        .insert(processingRuns)
        .values(run)
        .returning({ id: processingRuns.id });
      return row!.id;
    },

    /** Takes `pages` off a run; the record goes when none are left. */
    async reduce(id: string, pages: number): Promise<void> {
      await db
        .update(processingRuns)
        .set({ pages: sql`greatest(${processingRuns.pages} - ${pages}, 0)` })
        .where(eq(processingRuns.id, id));
      await db
        .delete(processingRuns)
        .where(and(eq(processingRuns.id, id), eq(processingRuns.pages, 0)));
    },

    async delete(id: string): Promise<void> {
      await db.delete(processingRuns).where(eq(processingRuns.id, id));
    },

    /** Deletes and returns the runs of every instance but this one. */
    async takeOfOthers(instanceId: string): Promise<ProcessingRunRow[]> {
      return db.delete(processingRuns).where(ne(processingRuns.instanceId, instanceId)).returning();
    },

    /** Deletes and returns the runs of one instance. */
    async takeOfInstance(instanceId: string): Promise<ProcessingRunRow[]> {
      return db.delete(processingRuns).where(eq(processingRuns.instanceId, instanceId)).returning();
    },

    /**
     * Deletes and returns the runs no live instance answers for: those of instances not seen
     * since `seenBefore` or not recorded at all, never the caller's own.
     */
    async takeAbandoned(instanceId: string, seenBefore: Date): Promise<ProcessingRunRow[]> {
      const live = db
        .select({ id: serverInstances.id })
        .from(serverInstances)
        .where(
          and(
            eq(serverInstances.id, processingRuns.instanceId),
            sql`${serverInstances.seenAt} >= ${seenBefore}`,
          ),
        );
      return db
        .delete(processingRuns)
        .where(and(ne(processingRuns.instanceId, instanceId), notExists(live)))
        .returning();
    },

    async recordInstance(id: string, time: Date): Promise<void> {
      await db
        .insert(serverInstances)
        .values({ id, startedAt: time, seenAt: time })
        .onConflictDoUpdate({ target: serverInstances.id, set: { seenAt: time } });
    },

    async deleteInstance(id: string): Promise<void> {
      await db.delete(serverInstances).where(eq(serverInstances.id, id));
    },

    async deleteInstancesNotSeenSince(time: Date): Promise<void> {
      await db.delete(serverInstances).where(lt(serverInstances.seenAt, time));
    },
  };
}

export type ProcessingRunsRepository = ReturnType<typeof createProcessingRunsRepository>;
