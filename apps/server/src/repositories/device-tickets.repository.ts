import { and, between, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { deviceTickets, type DeviceTicketRow } from '../db/schema';

export type NewDeviceTicket = Pick<
  DeviceTicketRow,
  | 'userId'
  | 'subscriptionId'
  | 'freeMonth'
  | 'operation'
  | 'files'
  | 'pages'
  | 'processedAt'
  | 'isOverLimit'
>;

/** Tickets of on-device work: the pages charged for it and those given back. */
export function createDeviceTicketsRepository(db: Database) {
  return {
    async insert(ticket: NewDeviceTicket): Promise<DeviceTicketRow> {
      const [row] = await db.insert(deviceTickets).values(ticket).returning();
      return row!;
    },

    /**
     * The user's ticket, its row held until the transaction ends so two returns of the same
     * ticket run one after the other; undefined when it is not theirs or does not exist.
     */
    async lockOwned(id: string, userId: string): Promise<DeviceTicketRow | undefined> {
      const rows = await db
        .select()
        .from(deviceTickets)
        .where(and(eq(deviceTickets.id, id), eq(deviceTickets.userId, userId)))
        .for('update');
      return rows[0];
    },

    async addReturned(id: string, pages: number): Promise<DeviceTicketRow> {
      const [row] = await db
        .update(deviceTickets)
        .set({ pagesReturned: sql`${deviceTickets.pagesReturned} + ${pages}` })
        .where(eq(deviceTickets.id, id))
        .returning();
      return row!;
    },

    /** Pages of the user's offline work done between two times (given back pages not counted). */
    async offlinePagesBetween(userId: string, from: Date, to: Date): Promise<number> {
      const [row] = await db
        .select({
          pages: sql<string>`coalesce(sum(${deviceTickets.pages} - ${deviceTickets.pagesReturned}), 0)`,
        })
        .from(deviceTickets)
        .where(and(eq(deviceTickets.userId, userId), between(deviceTickets.processedAt, from, to)));
      return Number(row?.pages ?? 0);
    },

    async purge(before: Date): Promise<void> {
      await db.delete(deviceTickets).where(lt(deviceTickets.createdAt, before));
    },
  };
}

export type DeviceTicketsRepository = ReturnType<typeof createDeviceTicketsRepository>;
