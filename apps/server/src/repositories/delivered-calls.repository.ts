import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { deliveredCalls, type DeliveredCallRow } from '../db/schema';

/** Processing calls delivered under an idempotency key (decision 0041). */
export function createDeliveredCallsRepository(db: Database) {
  return {
    /** The user's call under `key` delivered after `since`, if any. */
    async find(userId: string, key: string, since: Date): Promise<DeliveredCallRow | undefined> {
      const [row] = await db
        .select()
        .from(deliveredCalls)
        .where(
          and(
            eq(deliveredCalls.userId, userId),
            eq(deliveredCalls.key, key),
            gt(deliveredCalls.deliveredAt, since),
          ),
        );
      return row;
    },

    /**
     * Records a delivered call. A record under the same key that is older than `since` is
     * replaced; a newer one stays (two identical calls at once: the first to finish counts).
     */
    async record(
      call: Pick<DeliveredCallRow, 'userId' | 'key' | 'fingerprint' | 'pages'>,
      since: Date,
    ): Promise<void> {
      await db
        .insert(deliveredCalls)
        .values(call)
        .onConflictDoUpdate({
          target: [deliveredCalls.userId, deliveredCalls.key],
          set: { fingerprint: call.fingerprint, pages: call.pages, deliveredAt: new Date() },
          setWhere: lt(deliveredCalls.deliveredAt, since),
        });
    },

    /** Deletes the records of calls delivered before `before`. */
    async purge(before: Date): Promise<void> {
      await db.delete(deliveredCalls).where(lt(deliveredCalls.deliveredAt, before));
    },
  };
}
