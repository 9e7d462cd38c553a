import {
  DEVICE_PATHS,
  quotaExceededMessage,
  ZDeviceTicketResponse,
  ZDeviceTicketReturnResponse,
  type TDeviceOperation,
  type TUsage,
} from '@workbench/contracts';
import i18next from 'i18next';
import { apiRequest } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { readJson, withLock, writeJson } from '../../lib/stored-json';
import { isOnline } from '../../lib/use-is-online';
import { userStorageKey } from '../../lib/user-state';
import { refreshUsage, useUsageStore } from '../workspace/usage/usage-count';
import { useProcessingStore } from './processing-location';

/** The pages of one piece of on-device work, charged; pages of files that fail go back. */
export interface Ticket {
  /** Gives back the pages of the files at these places of the charge (their own failure). */
  giveBack(files: readonly number[]): Promise<void>;
}

/** Work done offline, to be reported with the time it was done once the connection returns. */
interface QueuedTicket {
  id: string;
  operation: TDeviceOperation;
  files: { pages: number }[];
  processed_at: string;
}

/** Refused offline when the pages left are not known (never read in this browser). */
export const USAGE_UNKNOWN = 'USAGE_UNKNOWN';

/** Per user, and kept through a sign-out: the work was done and is still owed. */
const queueKey = (userId: string) => `device-tickets:${userId}`;
/** The pages left as last read, for deciding offline; the user's own, gone at sign-out. */
const KEPT_USAGE = userStorageKey('device-usage');

export function queuedTickets(userId: string): QueuedTicket[] {
  const queue = readJson<unknown>(queueKey(userId), []);
  return Array.isArray(queue) ? (queue as QueuedTicket[]) : [];
}

function updateQueue(userId: string, change: (queue: QueuedTicket[]) => QueuedTicket[]) {
  writeJson(queueKey(userId), change(queuedTickets(userId)));
}

/** The pages left as last known: this page's count, else the one kept from an earlier visit. */
export function knownUsage(): TUsage | null {
  return useUsageStore.getState().usage ?? readJson<TUsage | null>(KEPT_USAGE, null);
}

function setUsage(usage: TUsage) {
  useUsageStore.setState({ usage });
}

// Every count read or changed is kept, so a page opened offline still knows what is left.
useUsageStore.subscribe(({ usage }) => {
  if (usage !== null) writeJson(KEPT_USAGE, usage);
});

/** The count after a charge or a return (positive `pages` spends, negative gives back). */
function spent(usage: TUsage, pages: number): TUsage {
  const used = Math.max(0, usage.pages_used + pages);
  return withCounts(usage, used, usage.pages_limit);
}

function withCounts(usage: TUsage, used: number, limit: number): TUsage {
  const percent = limit > 0 ? Math.min(100, (100 * used) / limit) : 100;
  return {
    ...usage,
    pages_used: used,
    pages_limit: limit,
    pages_left: Math.max(0, limit - used),
    percent_used: Math.round(percent * 10) / 10,
  };
}

/** The server's count after a ticket or a return. */
function noteCounts(used: number, limit: number) {
  const usage = knownUsage();
  if (usage) setUsage(withCounts(usage, used, limit));
}

const userId = () => useProcessingStore.getState().userId;

const NO_TICKET: Ticket = { giveBack: () => Promise.resolve() };

/**
 * Charges the pages of work about to run on this device (decision 0057): a ticket from the server
 * naming the operation and each file's page count, nothing else; QUOTA_EXCEEDED refuses it as the
 * server's own calls are refused. Offline (or the server out of reach) the work goes on when the
 * pages left as last known cover it, and the ticket waits in this browser until it can be sent.
 */
export async function chargeTicket(
  operation: TDeviceOperation,
  pages: readonly number[],
): Promise<Ticket> {
  if (pages.length === 0) return NO_TICKET;
  const files = pages.map((count) => ({ pages: count }));
  if (isOnline()) {
    try {
      const { data } = await apiRequest(DEVICE_PATHS.tickets, ZDeviceTicketResponse, {
        method: 'POST',
        body: { operation, files },
      });
      noteCounts(data.pages_used, data.pages_limit);
      void sendQueuedTickets();
      return serverTicket(data.ticket_id, pages);
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'NETWORK_ERROR')) throw error;
    }
  }
  return queueTicket(operation, files);
}

function serverTicket(id: string, pages: readonly number[]): Ticket {
  let returned = new Set<number>();
  return {
    async giveBack(indexes) {
      const fresh = indexes.filter((index) => !returned.has(index) && pages[index] !== undefined);
      const count = fresh.reduce((sum, index) => sum + pages[index]!, 0);
      if (count === 0) return;
      returned = new Set([...returned, ...fresh]);
      try {
        const path = DEVICE_PATHS.ticketReturn.replace(':id', id);
        const body = { pages: count };
        const { data } = await apiRequest(path, ZDeviceTicketReturnResponse, {
          method: 'POST',
          body,
        });
        noteCounts(data.pages_used, data.pages_limit);
      } catch {
        // Best effort: a return that fails (offline, after the hour) leaves the pages charged.
      }
    },
  };
}

function queueTicket(operation: TDeviceOperation, files: { pages: number }[]): Ticket {
  const user = userId();
  const usage = knownUsage();
  const needed = files.reduce((sum, file) => sum + file.pages, 0);
  if (user === null || usage === null) {
    throw new ApiError(USAGE_UNKNOWN, i18next.t('workspace.onDevice.tickets.usageUnknown'), 0);
  }
  if (needed > usage.pages_left) {
    const message = quotaExceededMessage(usage.pages_used, usage.pages_limit, needed);
    throw new ApiError('QUOTA_EXCEEDED', message, 402, {
      pages_used: usage.pages_used,
      pages_limit: usage.pages_limit,
      pages_needed: needed,
    });
  }
  const id = crypto.randomUUID();
  const processed_at = new Date().toISOString();
  updateQueue(user, (queue) => [...queue, { id, operation, files, processed_at }]);
  setUsage(spent(usage, needed));
  let returned = new Set<number>();
  return {
    giveBack(indexes) {
      const fresh = indexes.filter((index) => !returned.has(index) && files[index] !== undefined);
      if (fresh.length === 0) return Promise.resolve();
      returned = new Set([...returned, ...fresh]);
      const left = files.filter((_, index) => !returned.has(index));
      updateQueue(user, (queue) =>
        queue.flatMap((entry) =>
          entry.id !== id ? [entry] : left.length > 0 ? [{ ...entry, files: left }] : [],
        ),
      );
      const count = fresh.reduce((sum, index) => sum + files[index]!.pages, 0);
      const known = knownUsage();
      if (known) setUsage(spent(known, -count));
      return Promise.resolve();
    },
  };
}

let sending: Promise<void> | null = null;

/**
 * Reports the work done offline, oldest first, each with the time it was done; each is cleared
 * once the server has it. One tab at a time (Web Locks), so no ticket is sent twice. A ticket the
 * server refuses for its date (over 7 days old) cannot be counted any more and is dropped.
 */
export function sendQueuedTickets(): Promise<void> {
  const user = userId();
  if (user === null || !isOnline() || queuedTickets(user).length === 0) return Promise.resolve();
  sending ??= withLock(`device-tickets:${user}`, () => sendEach(user)).finally(() => {
    sending = null;
  });
  return sending;
}

async function sendEach(user: string) {
  let isSent = false;
  for (const ticket of queuedTickets(user)) {
    try {
      const { operation, files, processed_at } = ticket;
      const body = { operation, files, processed_at };
      await apiRequest(DEVICE_PATHS.tickets, ZDeviceTicketResponse, { method: 'POST', body });
      isSent = true;
    } catch (error) {
      const isRefused = error instanceof ApiError && error.code === 'VALIDATION_ERROR';
      if (!isRefused) break;
    }
    updateQueue(user, (queue) => queue.filter((entry) => entry.id !== ticket.id));
  }
  if (isSent) await refreshUsage();
}
