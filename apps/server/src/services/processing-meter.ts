import type { ServerResponse } from 'node:http';
import { IDEMPOTENCY_WINDOW_HOURS, PDF_MESSAGES } from '@workbench/contracts';
import type { PdfPool } from '@workbench/pdf';
import type { FastifyBaseLogger } from 'fastify';
import { needsConverting, type UploadConverter } from '../pdf/convert-uploads';
import { uploadRefusal, type UploadedFile } from '../pdf/read-upload';
import type { Database } from '../db/database';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import { loggableError } from '../errors/loggable-error';
import type { RepeatCall } from '../pdf/repeat-call';
import { createDeliveredCallsRepository } from '../repositories/delivered-calls.repository';
import type { Charge, Metering } from './metering.service';

/**
 * Who a processing request is for: the user (signed in, or the owner of the API key used) and
 * the organization context the request names, checked for membership when it is charged.
 */
export type Caller = { user: UserRow; organizationId: string | undefined };

/** A metered request as the processing services see it. */
export interface ProcessingRun {
  /** Aborts when the client goes away: the work stops and nothing is charged. */
  signal: AbortSignal;
  /** Whose work it is: the PDF pool shares its threads fairly between owners. */
  owner: string;
  /** A file that failed with an error of its own: its pages are given back. */
  fileFailed: (file: UploadedFile) => void;
}

/**
 * Where the answer goes: it counts as delivered once the response has been sent in full. A call
 * under an idempotency key (`repeat`) that was delivered before is not charged again.
 */
export type Delivery = { response: ServerResponse; signal: AbortSignal; repeat?: RepeatCall };

export const REPEAT_WINDOW_MS = IDEMPOTENCY_WINDOW_HOURS * 60 * 60 * 1000;

/**
 * Charges a processing request's pages before its work starts (decision 0022) and keeps them only
 * for work delivered: a file that fails with its own error gives its pages back, and so does the
 * whole request when it fails, when the client goes away before the answer is sent in full, or
 * when the server stops first (settled at its next start). Files that do not open as PDFs cost
 * nothing. `onePagePerFile` is for calls that read one page of each file (find-words). A call
 * repeated under its idempotency key within the window is done again and charged nothing (its
 * work is redone: documents never rest on the server); the same key with another call is refused
 * (decision 0041).
 */
export function createProcessingMeter(
  pool: PdfPool,
  metering: Metering,
  db: Database,
  log: FastifyBaseLogger,
  convertUploads: UploadConverter,
) {
  const calls = createDeliveredCallsRepository(db);
  const windowStart = () => new Date(Date.now() - REPEAT_WINDOW_MS);

  /** True when this very call was delivered within the window; refuses the key's reuse. */
  async function isRepeat(userId: string, repeat: RepeatCall | undefined): Promise<boolean> {
    if (repeat === undefined) return false;
    const earlier = await calls.find(userId, repeat.key, windowStart());
    if (earlier === undefined) return false;
    if (earlier.fingerprint !== repeat.fingerprint)
      throw new AppError('IDEMPOTENCY_KEY_REUSED', PDF_MESSAGES.idempotencyKeyReused);
    return true;
  }

  async function countPages(files: readonly UploadedFile[], signal: AbortSignal, owner: string) {
    const counts = await Promise.all(
      files.map(async (file) => {
        if (uploadRefusal(file)) return 0;
        const outcome = await pool.countPages(file.bytes, { signal, owner });
        return outcome.ok ? outcome.value : 0;
      }),
    );
    return new Map(files.map((file, index) => [file, counts[index]!]));
  }

  /**
   * Opens the files that came with a password and puts them in their place saved without
   * encryption, so all later work (and the redacted copy) sees a plain file. A password that
   * does not open its file marks it; the work reports that file as WRONG_PASSWORD.
   */
  async function unlock(files: readonly UploadedFile[], signal: AbortSignal, owner: string) {
    await Promise.all(
      files.map(async (file) => {
        if (file.isTooLarge || file.password === undefined) return;
        const outcome = await pool.unlock(file.bytes, file.password, { signal, owner });
        if (outcome.ok) file.bytes = outcome.value.bytes;
        else if (outcome.error.code === 'WRONG_PASSWORD') file.isWrongPassword = true;
      }),
    );
  }

  /** 'finish' means the whole answer went out; a 'close' without it means the client left. */
  function keepIfDelivered(
    response: ServerResponse,
    charge: Charge,
    onDelivered: () => Promise<void>,
  ) {
    let isFinished = response.writableFinished;
    const decide = () => {
      const isDelivered = isFinished && response.statusCode < 400;
      const settled = isDelivered ? charge.settle().then(onDelivered) : charge.refund();
      settled.catch((error: unknown) =>
        log.error({ err: loggableError(error) }, 'settling a processing charge failed'),
      );
    };
    if (isFinished || response.destroyed) return decide();
    response.once('finish', () => (isFinished = true));
    response.once('close', decide);
  }

  return {
    /**
     * Converts the files that are not PDFs for a call that charges nothing itself (convert, marks
     * in and out, a file's own marks) and charges the pages of the PDFs they became (decision
     * 0069): refused before any work when the plan has no page left, and after it (nothing is
     * delivered) when the PDF has more pages than are left. Kept when the answer is delivered.
     */
    async convert(caller: Caller, files: readonly UploadedFile[], delivery: Delivery) {
      const owner = caller.user.id;
      const { signal } = delivery;
      if (!files.some(needsConverting)) return;
      await this.requirePagesLeft(caller);
      await convertUploads(files, { signal, owner });
      const converted = files.filter((file) => file.convertedFrom !== undefined);
      const counts = await countPages(converted, signal, owner);
      await this.chargeMade(
        caller,
        [...counts.values()].reduce((sum, pages) => sum + pages, 0),
        delivery,
      );
    },

    /** Refuses a caller whose plan has no page left, before work whose size is not known yet. */
    requirePagesLeft: (caller: Caller) =>
      metering.requirePagesLeft(caller.user.id, caller.organizationId),

    /** Charges the pages a call made, kept if its answer is delivered; 402 past the limit. */
    async chargeMade(caller: Caller, pages: number, delivery: Delivery): Promise<void> {
      if (pages === 0) return;
      const charge = await metering.charge(caller.user.id, caller.organizationId, pages);
      keepIfDelivered(delivery.response, charge, async () => undefined);
    },

    async run<T>(
      caller: Caller,
      files: readonly UploadedFile[],
      delivery: Delivery,
      work: (run: ProcessingRun) => Promise<T>,
      { onePagePerFile = false }: { onePagePerFile?: boolean } = {},
    ): Promise<T> {
      const owner = caller.user.id;
      const { signal, repeat } = delivery;
      const isRepeated = await isRepeat(owner, repeat);
      await unlock(files, signal, owner);
      // Pages are counted in the PDF a file becomes; a spent plan converts nothing.
      if (!isRepeated && files.some(needsConverting))
        await metering.requirePagesLeft(owner, caller.organizationId);
      await convertUploads(files, { signal, owner });
      // A repeat is charged nothing: its pages need no counting.
      const counts = isRepeated
        ? new Map(files.map((file) => [file, 0]))
        : await countPages(files, signal, owner);
      if (onePagePerFile) for (const [file, pages] of counts) counts.set(file, Math.min(pages, 1));
      const total = [...counts.values()].reduce((sum, pages) => sum + pages, 0);
      // A repeat is still checked against the organization context.
      const charge = await metering.charge(caller.user.id, caller.organizationId, total);
      const failed = new Set<UploadedFile>();
      let result: T;
      try {
        result = await work({ signal, owner, fileFailed: (file) => failed.add(file) });
      } catch (error) {
        await charge.refund();
        throw error;
      }
      const failedPages = [...failed].reduce((sum, file) => sum + (counts.get(file) ?? 0), 0);
      if (failedPages > 0) await charge.refund(failedPages);
      keepIfDelivered(delivery.response, charge, async () => {
        if (repeat === undefined || isRepeated) return;
        const call = { userId: owner, ...repeat, pages: total - failedPages };
        await calls.record(call, windowStart());
      });
      return result;
    },
  };
}

export type ProcessingMeter = ReturnType<typeof createProcessingMeter>;
