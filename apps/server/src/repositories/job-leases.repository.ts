import { eq, lte } from 'drizzle-orm';
import type { Database } from '../db/database';
import { jobLeases } from '../db/schema';

export function createJobLeasesRepository(db: Database) {
  return {
    /**
     * Claims the job `name` for `holder` until `until`, unless another claim has not ended by
     * `now`. One statement, so two servers asking at once cannot both get it.
     */
    async claim(name: string, holder: string, now: Date, until: Date): Promise<boolean> {
      const claimed = await db
        .insert(jobLeases)
        .values({ name, holder, leasedUntil: until })
        .onConflictDoUpdate({
          target: jobLeases.name,
          set: { holder, leasedUntil: until },
          setWhere: lte(jobLeases.leasedUntil, now),
        })
        .returning({ name: jobLeases.name });
      return claimed.length === 1;
    },

    /** Ends every lease `holder` has, so another server (or its restart) may run them at once. */
    async release(holder: string): Promise<void> {
      await db.delete(jobLeases).where(eq(jobLeases.holder, holder));
    },
  };
}
