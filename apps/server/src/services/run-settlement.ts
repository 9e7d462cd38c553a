import type { Database } from '../db/database';
import type { ProcessingRunRow } from '../db/schema';
import { createProcessingRunsRepository } from '../repositories/processing-runs.repository';
import { createSubscriptionsRepository } from '../repositories/subscriptions.repository';

/** How often a server records that it is alive, and when the others count it as gone. */
export const RUN_HEARTBEAT_MS = 30_000;
export const RUN_ABANDONED_AFTER_MS = 3 * RUN_HEARTBEAT_MS;

/**
 * Gives back the pages of runs that were charged but never delivered because their server
 * stopped (a crash, `kill -9`, a shutdown past its grace period): at start-up, every 30 seconds
 * for servers that stopped recording themselves, and at a clean stop for this server's own
 * runs. With the embedded database only one server can run, so at start-up every run of an
 * earlier process is abandoned.
 */
export function createRunSettlement(
  db: Database,
  options: { instanceId: string; isExclusive: boolean; now?: () => Date },
) {
  const { instanceId, isExclusive, now = () => new Date() } = options;

  async function refundTaken(take: (tx: Database) => Promise<ProcessingRunRow[]>) {
    return db.transaction(async (tx) => {
      const runs = await take(tx);
      const subscriptions = createSubscriptionsRepository(tx);
      for (const run of runs) {
        if (run.subscriptionId) await subscriptions.refund(run.subscriptionId, run.pages);
        else await subscriptions.refundFree(run.userId, run.freeMonth!, run.pages);
      }
      return runs.reduce((sum, run) => sum + run.pages, 0);
    });
  }

  const abandonedBefore = () => new Date(now().getTime() - RUN_ABANDONED_AFTER_MS);

  return {
    /** Records this server and settles what earlier or silent servers left; the pages refunded. */
    async start(): Promise<number> {
      const runs = createProcessingRunsRepository(db);
      await runs.recordInstance(instanceId, now());
      const pages = await refundTaken((tx) => {
        const inTransaction = createProcessingRunsRepository(tx);
        return isExclusive
          ? inTransaction.takeOfOthers(instanceId)
          : inTransaction.takeAbandoned(instanceId, abandonedBefore());
      });
      await runs.deleteInstancesNotSeenSince(isExclusive ? now() : abandonedBefore());
      await runs.recordInstance(instanceId, now());
      return pages;
    },

    /** Records that this server is alive and settles the runs of servers that are not. */
    async sweep(): Promise<number> {
      await createProcessingRunsRepository(db).recordInstance(instanceId, now());
      return refundTaken((tx) =>
        createProcessingRunsRepository(tx).takeAbandoned(instanceId, abandonedBefore()),
      );
    },

    /** At a clean stop: this server's unfinished runs are refunded and its record goes. */
    async stop(): Promise<number> {
      const pages = await refundTaken((tx) =>
        createProcessingRunsRepository(tx).takeOfInstance(instanceId),
      );
      await createProcessingRunsRepository(db).deleteInstance(instanceId);
      return pages;
    },
  };
}

export type RunSettlement = ReturnType<typeof createRunSettlement>;
