import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { LIMITS } from '../limits';

/**
 * On-device processing (issue 54, decision 0057): documents processed in the user's browser
 * never reach the server, which still counts their pages. A ticket charges the pages of one piece
 * of work before it is done; a return gives back the pages of files that failed on their own.
 */
export const DEVICE_PATHS = {
  tickets: '/api/device/tickets',
  ticketReturn: '/api/device/tickets/:id/return',
} as const;

/** The work a ticket pays for, named as the server's own processing calls are. */
export const DEVICE_OPERATIONS = ['extract', 'search', 'find_words', 'detect', 'redact'] as const;
export type TDeviceOperation = (typeof DEVICE_OPERATIONS)[number];

export const DEVICE_TICKET_LIMITS = {
  /** Files of one ticket, as of one processing request. */
  files: LIMITS.files.maxCount,
  pagesPerFile: 10_000,
  /** Work done offline is reported within this many days of being done. */
  offlineDays: 7,
  /** A device's clock may run this far ahead of the server's. */
  clockSkewMs: 2 * 60_000,
  /** Pages of a ticket are given back within this many minutes of it. */
  returnMinutes: 60,
  /**
   * What one device can process in an hour (ten pages a second, above what the fastest browser
   * does): work reported as done offline within an hour of other offline work is bounded by it.
   */
  offlinePagesPerHour: 36_000,
} as const;

const { files, pagesPerFile, offlineDays, returnMinutes, offlinePagesPerHour } =
  DEVICE_TICKET_LIMITS;

export const DEVICE_MESSAGES = {
  operation: `operation must be one of ${DEVICE_OPERATIONS.join(', ')}`,
  files: `files must be a list of 1 to ${files} files, each as { pages }`,
  pages: `pages must be a whole number from 1 to ${pagesPerFile}`,
  processedAt: 'processed_at must be a date and time with its offset, e.g. 2026-05-04T10:30:00Z',
  processedAtFuture: 'processed_at lies in the future: check the clock of this device',
  processedAtTooOld: `processed_at is more than ${offlineDays} days ago: work done offline must be reported within ${offlineDays} days`,
  offlineTooMuch: `A device processes at most ${offlinePagesPerHour.toLocaleString('en-US')} pages an hour; this work, with the other work reported as done within an hour of it, is more`,
  ticketNotFound: 'Ticket not found',
  returnPages: `pages must be a whole number from 1 to ${files * pagesPerFile}`,
  nothingToReturn: 'Every page of this ticket has been given back already',
  returnTooLate: `Pages are given back within ${returnMinutes} minutes of their ticket; this ticket is older`,
} as const;

export const ZDeviceOperation = z.enum(DEVICE_OPERATIONS, { error: DEVICE_MESSAGES.operation });

/** A file's page count: nothing else about the file (no name, no hash, no text) is sent. */
export const ZDeviceTicketFile = z.strictObject({
  pages: z
    .int({ error: DEVICE_MESSAGES.pages })
    .min(1, { error: DEVICE_MESSAGES.pages })
    .max(pagesPerFile, { error: DEVICE_MESSAGES.pages }),
});

/**
 * A ticket for work about to be done on the device, or (with `processed_at`) done offline
 * earlier. `find_words` counts one page a file, as the server's own call does.
 */
export const ZDeviceTicketRequest = z.strictObject({
  operation: ZDeviceOperation,
  files: z
    .array(ZDeviceTicketFile, { error: DEVICE_MESSAGES.files })
    .min(1, { error: DEVICE_MESSAGES.files })
    .max(files, { error: DEVICE_MESSAGES.files }),
  processed_at: z.iso.datetime({ offset: true, error: DEVICE_MESSAGES.processedAt }).optional(),
});
export type TDeviceTicketRequest = z.infer<typeof ZDeviceTicketRequest>;

/** The charge, and the quota it was charged to as it stands after it. */
export const ZDeviceTicket = z.object({
  ticket_id: z.uuid(),
  pages: z.int().nonnegative(),
  pages_used: z.int().nonnegative(),
  pages_limit: z.int().nonnegative(),
});
export type TDeviceTicket = z.infer<typeof ZDeviceTicket>;
export const ZDeviceTicketResponse = successEnvelope(ZDeviceTicket);

/** Pages of files that failed on their own condition (a file that failed verification, say). */
export const ZDeviceTicketReturnRequest = z.strictObject({
  pages: z
    .int({ error: DEVICE_MESSAGES.returnPages })
    .min(1, { error: DEVICE_MESSAGES.returnPages })
    .max(files * pagesPerFile, { error: DEVICE_MESSAGES.returnPages }),
});
export type TDeviceTicketReturnRequest = z.infer<typeof ZDeviceTicketReturnRequest>;

/**
 * `returned`: the pages this call gave back (at most those the ticket still held); `pages`: what
 * the ticket is charged now; then the quota as it stands.
 */
export const ZDeviceTicketReturn = z.object({
  ticket_id: z.uuid(),
  returned: z.int().positive(),
  pages: z.int().nonnegative(),
  pages_used: z.int().nonnegative(),
  pages_limit: z.int().nonnegative(),
});
export type TDeviceTicketReturn = z.infer<typeof ZDeviceTicketReturn>;
export const ZDeviceTicketReturnResponse = successEnvelope(ZDeviceTicketReturn);

/** The organization whose policy requires on-device processing of a user's documents. */
export const ZOnDeviceRequirement = z.object({ id: z.string(), name: z.string() });
export type TOnDeviceRequirement = z.infer<typeof ZOnDeviceRequirement>;

/** Refusal of a document route (403 ON_DEVICE_REQUIRED); `details` is the organization. */
export function onDeviceRequiredMessage(organization: string): string {
  return `Your organization ${organization} requires documents to be processed on your device. Turn on “Process on this device” in Settings, or ask an owner of ${organization}.`;
}

const ON_DEVICE_REQUIRED =
  /^Your organization (.+) requires documents to be processed on your device\. Turn on “Process on this device” in Settings, or ask an owner of (.+)\.$/s;

/** The organization's name back from that refusal's text, for clients that word it their way. */
export function readOnDeviceRequiredMessage(message: string): string | null {
  const match = ON_DEVICE_REQUIRED.exec(message);
  return match !== null && match[1] === match[2] ? match[1]! : null;
}
