import type { TRedactionSchema } from '@workbench/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUserState } from '../../../lib/user-state';
import { installFakeHistoryApi } from './fake-history-api';
import { hashFileName } from './history-record';
import {
  keepRecordForLater,
  keptRecords,
  KEPT_RECORDS_MAX,
  sendKeptRecords,
} from './history-outbox';
import { keptAreas } from './kept-areas';
import { knownName } from './known-names';

const schema = (areas: number): TRedactionSchema => ({
  version: 1,
  pages: [
    {
      page: 1,
      sensitive: Array.from({ length: areas }, () => ({
        entity_type: 'PERSON',
        source: 'ENTITY' as const,
        bbox: { x0: 10, y0: 10, x1: 50, y1: 20 },
      })),
    },
  ],
});

function goOffline() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  return () => onLine.mockReturnValue(true);
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('history records of redactions done offline', () => {
  it('keeps them with their time and saves them, oldest first, once the connection returns', async () => {
    const { history } = installFakeHistoryApi([]);
    const online = goOffline();
    const first = new Date(Date.now() - 30 * 60_000);
    vi.useFakeTimers({ now: first, toFake: ['Date'] });
    expect(await keepRecordForLater('u1', 'brev.pdf', schema(2), [{ text: 'Kari' }, {}])).toBe(
      true,
    );
    vi.setSystemTime(new Date(first.getTime() + 60_000));
    expect(await keepRecordForLater('u1', 'vedtak.pdf', schema(1), [{ text: 'Ola' }])).toBe(true);
    vi.useRealTimers();
    expect(await sendKeptRecords('u1')).toBe(0);
    expect(history.calls).toEqual([]);
    // Only what the server would have been told waits for it: no name, no text.
    const waiting = JSON.stringify(keptRecords('u1'));
    for (const secret of ['brev.pdf', 'Kari', 'Ola']) expect(waiting).not.toContain(secret);

    online();
    expect(await sendKeptRecords('u1')).toBe(2);
    expect(keptRecords('u1')).toEqual([]);
    expect(history.records.map((record) => record.upload_timestamp)).toEqual([
      new Date(first.getTime() + 60_000).toISOString(),
      first.toISOString(),
    ]);
    const [vedtak, brev] = history.records;
    expect(brev!.hashed_name).toBe(await hashFileName('brev.pdf'));
    expect(brev!.entity_count).toBe(2);
    // This browser shows them with their names and texts, as records saved online.
    expect(knownName(brev!.hashed_name)).toBe('brev.pdf');
    expect(keptAreas(brev!.id)).toEqual([{ text: 'Kari' }, {}]);
    expect(keptAreas(vedtak!.id)).toEqual([{ text: 'Ola' }]);
    expect(await sendKeptRecords('u1')).toBe(0);
    expect(history.records).toHaveLength(2);
  });

  it('keeps the rest for later when the server cannot be reached or fails', async () => {
    const { history, server } = installFakeHistoryApi([]);
    const online = goOffline();
    await keepRecordForLater('u1', 'a.pdf', schema(1), []);
    await keepRecordForLater('u1', 'b.pdf', schema(1), []);
    online();
    server.failures.add('POST /api/documents');
    expect(await sendKeptRecords('u1')).toBe(0);
    expect(keptRecords('u1')).toHaveLength(2);
    server.failures.clear();
    expect(await sendKeptRecords('u1')).toBe(2);
    expect(history.records).toHaveLength(2);
  });

  it('drops them when the user has turned history off since', async () => {
    const { history } = installFakeHistoryApi([]);
    const online = goOffline();
    await keepRecordForLater('u1', 'a.pdf', schema(1), [{ text: 'Kari' }]);
    online();
    history.isOff = true;
    expect(await sendKeptRecords('u1')).toBe(0);
    expect(keptRecords('u1')).toEqual([]);
    expect(JSON.stringify(localStorage)).not.toContain('Kari');
  });

  it("saves one whose time the server's clock puts in the future at the server's time", async () => {
    const { history } = installFakeHistoryApi([]);
    const online = goOffline();
    vi.useFakeTimers({ now: Date.now() + 60 * 60_000, toFake: ['Date'] });
    await keepRecordForLater('u1', 'ahead.pdf', schema(1), []);
    vi.useRealTimers();
    online();
    const before = Date.now();
    expect(await sendKeptRecords('u1')).toBe(1);
    expect(new Date(history.records[0]!.upload_timestamp).getTime()).toBeGreaterThanOrEqual(
      before - 1_000,
    );
    expect(new Date(history.records[0]!.upload_timestamp).getTime()).toBeLessThan(Date.now() + 1);
  });

  it("keeps each user's own, and the names and texts beside them go at sign-out", async () => {
    const { history } = installFakeHistoryApi([]);
    const online = goOffline();
    await keepRecordForLater('u1', 'mine.pdf', schema(1), [{ text: 'Kari' }]);
    expect(await keepRecordForLater('u2', 'theirs.pdf', schema(1), [])).toBe(true);
    clearUserState();
    expect(JSON.stringify(localStorage)).not.toContain('Kari');
    expect(JSON.stringify(localStorage)).not.toContain('mine.pdf');
    online();
    expect(await sendKeptRecords('u1')).toBe(1);
    expect(keptRecords('u2')).toHaveLength(1);
    // Saved without what the sign-out forgot: the record shows the name's hash, no texts.
    expect(knownName(history.records[0]!.hashed_name)).toBeUndefined();
    expect(keptAreas(history.records[0]!.id)).toBeUndefined();
  });

  it('holds at most so many, dropping the oldest, and says when the browser has no room', async () => {
    goOffline();
    for (let index = 0; index <= KEPT_RECORDS_MAX; index++) {
      await keepRecordForLater('u1', `f${index}.pdf`, schema(1), []);
    }
    const kept = keptRecords('u1');
    expect(kept).toHaveLength(KEPT_RECORDS_MAX);
    expect(kept[0]!.request.filename).toBe(await hashFileName('f1.pdf'));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(await keepRecordForLater('u1', 'big.pdf', schema(1), [])).toBe(false);
  });
});
