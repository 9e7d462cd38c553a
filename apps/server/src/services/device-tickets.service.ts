import {
  DEVICE_MESSAGES,
  DEVICE_TICKET_LIMITS,
  type TDeviceTicket,
  type TDeviceTicketRequest,
  type TDeviceTicketReturn,
} from '@workbench/contracts';
import type { Database } from '../db/database';
import type { DeviceTicketRow, UserRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import { DEVICE_LIMITS } from '../rate-limit/device-limits';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { createDeviceTicketsRepository } from '../repositories/device-tickets.repository';
import type { Charged, Metering } from './metering.service';
import type { Caller } from './processing-meter';

const DAY_MS = 24 * 60 * 60_000;
const { clockSkewMs, offlineDays, returnMinutes, offlinePagesPerHour } = DEVICE_TICKET_LIMITS;
const HOUR_MS = 60 * 60_000;

/** The pages a ticket charges: find-words reads one page of each file, as on the server. */
export function ticketPages({ operation, files }: TDeviceTicketRequest): number {
  if (operation === 'find_words') return files.length;
  return files.reduce((sum, file) => sum + file.pages, 0);
}

/** When offline work was done: not ahead of the server's clock, at most 7 days back. */
function offlineTime(processedAt: string | undefined, time: Date): Date | null {
  if (processedAt === undefined) return null;
  const at = new Date(processedAt);
  if (at.getTime() > time.getTime() + clockSkewMs)
    throw new AppError('VALIDATION_ERROR', DEVICE_MESSAGES.processedAtFuture);
  if (at.getTime() < time.getTime() - offlineDays * DAY_MS)
    throw new AppError('VALIDATION_ERROR', DEVICE_MESSAGES.processedAtTooOld);
  return at;
}

function chargedOf(ticket: DeviceTicketRow): Charged {
  return ticket.subscriptionId !== null
    ? { subscriptionId: ticket.subscriptionId, freeMonth: null }
    : { subscriptionId: null, freeMonth: ticket.freeMonth! };
}

type Dependencies = {
  db: Database;
  metering: Metering;
  limiter: RateLimiter;
  now?: () => Date;
};

/**
 * Quota for on-device work (decision 0057). A ticket charges the pages before the work, through
 * the same metering as the server's processing (coverage, organization context, QUOTA_EXCEEDED),
 * and is settled at once: the work happens on the device and there is no delivery to wait for.
 * Work done offline (`processed_at`) is charged even past the limit, since it is done; the ticket
 * records that. Pages of files that failed on their own are given back by the ticket's owner
 * within an hour.
 */
export function createDeviceTicketsService({
  db,
  metering,
  limiter,
  now = () => new Date(),
}: Dependencies) {
  return {
    async create(caller: Caller, request: TDeviceTicketRequest): Promise<TDeviceTicket> {
      const { user, organizationId } = caller;
      await limiter.consume(DEVICE_LIMITS.ticketsPerUser, user.id);
      const processedAt = offlineTime(request.processed_at, now());
      const pages = ticketPages(request);
      // Offline work is charged past the quota, so it is bounded by what a device can do.
      if (processedAt !== null) {
        const near = await createDeviceTicketsRepository(db).offlinePagesBetween(
          user.id,
          new Date(processedAt.getTime() - HOUR_MS),
          new Date(processedAt.getTime() + HOUR_MS),
        );
        if (near + pages > offlinePagesPerHour)
          throw new AppError('VALIDATION_ERROR', DEVICE_MESSAGES.offlineTooMuch);
      }
      const { recorded, usage } = await metering.chargeSettled(user.id, organizationId, pages, {
        isOverLimitAllowed: processedAt !== null,
        record: (tx, charged, isOverLimit) =>
          createDeviceTicketsRepository(tx).insert({
            userId: user.id,
            ...charged,
            operation: request.operation,
            files: request.files.length,
            pages,
            processedAt,
            isOverLimit,
          }),
      });
      return {
        ticket_id: recorded.id,
        pages,
        pages_used: usage.pagesUsed,
        pages_limit: usage.pagesLimit,
      };
    },

    /** Gives back up to `pages` of the caller's own ticket: what it still holds, within the hour. */
    async giveBack(user: UserRow, ticketId: string, pages: number): Promise<TDeviceTicketReturn> {
      await limiter.consume(DEVICE_LIMITS.ticketsPerUser, user.id);
      return db.transaction(async (tx) => {
        const tickets = createDeviceTicketsRepository(tx);
        const ticket = await tickets.lockOwned(ticketId, user.id);
        if (ticket === undefined) throw new AppError('NOT_FOUND', DEVICE_MESSAGES.ticketNotFound);
        if (now().getTime() - ticket.createdAt.getTime() > returnMinutes * 60_000)
          throw new AppError('CONFLICT', DEVICE_MESSAGES.returnTooLate);
        const left = ticket.pages - ticket.pagesReturned;
        if (left <= 0) throw new AppError('CONFLICT', DEVICE_MESSAGES.nothingToReturn);
        const returned = Math.min(pages, left);
        const updated = await tickets.addReturned(ticket.id, returned);
        const usage = await metering.giveBack(tx, user.id, chargedOf(ticket), returned);
        return {
          ticket_id: ticket.id,
          returned,
          pages: updated.pages - updated.pagesReturned,
          pages_used: usage.pagesUsed,
          pages_limit: usage.pagesLimit,
        };
      });
    },
  };
}

export type DeviceTicketsService = ReturnType<typeof createDeviceTicketsService>;
