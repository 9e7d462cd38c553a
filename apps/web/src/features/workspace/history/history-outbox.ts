import {
  DOCUMENT_MESSAGES,
  type TRedactionSchema,
  type TSaveDocumentRequest,
} from '@workbench/contracts';
import { ApiError } from '../../../lib/api-error';
import { readJson, withLock, writeJson } from '../../../lib/stored-json';
import { isOnline } from '../../../lib/use-is-online';
import { userStorageKey } from '../../../lib/user-state';
import { postHistoryRecord } from './history-api';
import { hashFileName } from './history-record';
import type { KeptArea } from './kept-areas';

/** A record of a redaction done offline, as the server is to get it (with its time). */
interface KeptRecord {
  id: string;
  request: TSaveDocumentRequest;
}

/** What stays in this browser of a kept record: the file's name and the areas' texts. */
type KeptLocally = Record<string, { name: string; kept: KeptArea[] }>;

/**
 * Per user, and kept through a sign-out, as what the server would have been told: the name's
 * hash and the areas' boxes, no text. A browser holds at most this many; the oldest go first.
 */
const outboxKey = (userId: string) => `history-outbox:${userId}`;
export const KEPT_RECORDS_MAX = 200;
/** The names and texts beside them: the user's own, gone at sign-out like every kept text. */
const LOCAL_KEY = userStorageKey('history-outbox-texts');

export function keptRecords(userId: string): KeptRecord[] {
  const outbox = readJson<unknown>(outboxKey(userId), []);
  return Array.isArray(outbox) ? (outbox as KeptRecord[]) : [];
}

function keptLocally(): KeptLocally {
  const local = readJson<unknown>(LOCAL_KEY, {});
  return typeof local === 'object' && local !== null ? (local as KeptLocally) : {};
}

/**
 * Keeps the history record of a redaction done offline until the connection returns, with the
 * time it was done. Answers false when this browser's storage cannot hold it.
 */
export async function keepRecordForLater(
  userId: string,
  fileName: string,
  schema: TRedactionSchema,
  kept: readonly KeptArea[],
): Promise<boolean> {
  const id = crypto.randomUUID();
  const request = {
    filename: await hashFileName(fileName),
    redaction_schema: schema,
    redacted_at: new Date().toISOString(),
  };
  const outbox = [...keptRecords(userId), { id, request }].slice(-KEPT_RECORDS_MAX);
  if (!writeJson(outboxKey(userId), outbox)) return false;
  // Without room for the texts the record is still saved; it then shows the name's hash.
  writeJson(LOCAL_KEY, { ...keptLocally(), [id]: { name: fileName, kept: [...kept] } });
  return true;
}

function forget(userId: string, id: string) {
  writeJson(
    outboxKey(userId),
    keptRecords(userId).filter((record) => record.id !== id),
  );
  const local = keptLocally();
  delete local[id];
  writeJson(LOCAL_KEY, local);
}

let sending: Promise<number> | null = null;

/**
 * Saves the kept records, oldest first, each removed once the server has it; answers how many
 * were saved. One tab at a time (Web Locks), so none is saved twice. A record the server will
 * not take (history turned off since) is dropped; one whose time the server's clock puts in the
 * future is saved with the server's time.
 */
export function sendKeptRecords(userId: string | null): Promise<number> {
  if (userId === null || !isOnline() || keptRecords(userId).length === 0) return Promise.resolve(0);
  sending ??= (async () => {
    let saved = 0;
    await withLock(outboxKey(userId), async () => {
      saved = await sendEach(userId);
    });
    return saved;
  })().finally(() => {
    sending = null;
  });
  return sending;
}

async function sendEach(userId: string): Promise<number> {
  let saved = 0;
  for (const { id, request } of keptRecords(userId)) {
    const local = keptLocally()[id];
    try {
      await post(request, local);
      saved += 1;
    } catch (error) {
      const isRefused =
        error instanceof ApiError &&
        (error.code === 'CONFLICT' || error.code === 'VALIDATION_ERROR');
      if (!isRefused) break;
    }
    forget(userId, id);
  }
  return saved;
}

async function post(request: TSaveDocumentRequest, local: KeptLocally[string] | undefined) {
  try {
    await postHistoryRecord(request, local);
  } catch (error) {
    const isClockAhead =
      error instanceof ApiError && error.message === DOCUMENT_MESSAGES.redactedAtFuture;
    if (!isClockAhead) throw error;
    await postHistoryRecord({ ...request, redacted_at: undefined }, local);
  }
}
