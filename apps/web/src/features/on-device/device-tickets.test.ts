import { DEVICE_PATHS } from '@workbench/contracts';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../lib/i18n';
import { errorMessage } from '../../lib/messages';
import { installFakeApi } from '../../test/fake-api';
import { fail } from '../../test/fake-http';
import { useUsageStore } from '../workspace/usage/usage-store';
import { chargeTicket, queuedTickets, sendQueuedTickets, USAGE_UNKNOWN } from './device-tickets';
import { serveTickets, usageOf } from './fake-ticket-server';
import { useProcessingStore } from './processing-location';

function signedIn(used = 0, limit = 100) {
  const api = installFakeApi({ signedIn: true });
  const tickets = serveTickets(api.fetchMock, usageOf(used, limit));
  useProcessingStore.setState({ userId: 'u1', setting: 'device' });
  return { ...api, tickets };
}

function goOffline() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  return () => onLine.mockReturnValue(true);
}

const ticketPosts = (sent: { path: string }[]) =>
  sent.filter(({ path }) => path.startsWith(DEVICE_PATHS.tickets));

beforeEach(() => {
  startI18n();
  useUsageStore.setState({ usage: null });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('tickets for work on this device', () => {
  it('charges the pages of each file, naming nothing else, and shows the count after it', async () => {
    const { tickets } = signedIn(10, 100);
    useUsageStore.setState({ usage: usageOf(10, 100) });
    await chargeTicket('detect', [3, 4]);
    expect(tickets.tickets).toEqual([{ operation: 'detect', files: [{ pages: 3 }, { pages: 4 }] }]);
    expect(useUsageStore.getState().usage).toMatchObject({ pages_used: 17, pages_left: 83 });
  });

  it('gives back the pages of the files that failed on their own, once', async () => {
    const { tickets } = signedIn();
    const ticket = await chargeTicket('redact', [3, 4, 5]);
    await ticket.giveBack([0, 2]);
    await ticket.giveBack([2]);
    expect(tickets.returns).toEqual([{ id: expect.any(String), pages: 8 }]);
    expect(tickets.usage.pages_used).toBe(4);
  });

  it("is refused over the quota with the server's QUOTA_EXCEEDED, shown as for server work", async () => {
    signedIn(95, 100);
    const refusal = chargeTicket('search', [10]);
    await expect(refusal).rejects.toMatchObject({ code: 'QUOTA_EXCEEDED', status: 402 });
    const shown = errorMessage(i18next.t, await refusal.catch((error: unknown) => error), '');
    expect(shown).toBe(i18next.t('messages.quotaExceeded', { used: 95, limit: 100, needed: 10 }));
  });
});

describe('tickets offline', () => {
  it('lets the work go on within the pages last known left, and sends it later with its time', async () => {
    const { tickets } = signedIn(20, 100);
    useUsageStore.setState({ usage: usageOf(20, 100) });
    const online = goOffline();
    const ticket = await chargeTicket('extract', [5, 7]);
    const other = await chargeTicket('redact', [2]);
    await other.giveBack([0]);
    expect(ticketPosts(tickets.sent)).toEqual([]);
    expect(useUsageStore.getState().usage).toMatchObject({ pages_used: 32, pages_left: 68 });
    await ticket.giveBack([1]);
    expect(queuedTickets('u1')).toEqual([
      {
        id: expect.any(String),
        operation: 'extract',
        files: [{ pages: 5 }],
        processed_at: expect.any(String),
      },
    ]);

    online();
    await sendQueuedTickets();
    expect(tickets.tickets).toEqual([
      { operation: 'extract', files: [{ pages: 5 }], processed_at: queuedAt(tickets.tickets) },
    ]);
    expect(Date.parse(tickets.tickets[0]!.processed_at!)).toBeLessThanOrEqual(Date.now());
    expect(queuedTickets('u1')).toEqual([]);
    expect(tickets.usage.pages_used).toBe(25);
  });

  it('refuses work the pages last known left do not cover, and queues nothing', async () => {
    signedIn();
    useUsageStore.setState({ usage: usageOf(98, 100) });
    goOffline();
    await expect(chargeTicket('detect', [3])).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
      message: expect.stringContaining('98 of 100 pages used, and this request needs 3'),
    });
    expect(queuedTickets('u1')).toEqual([]);
  });

  it('refuses when this browser never learned the pages left', async () => {
    signedIn();
    goOffline();
    await expect(chargeTicket('search', [1])).rejects.toMatchObject({ code: USAGE_UNKNOWN });
  });

  it('keeps a queued ticket while the server cannot be reached, drops one it refuses for its date', async () => {
    const { fetchMock, tickets } = signedIn();
    useUsageStore.setState({ usage: usageOf(0, 100) });
    const online = goOffline();
    await chargeTicket('search', [1]);
    await chargeTicket('search', [2]);
    online();
    const serve = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (input !== DEVICE_PATHS.tickets) return serve(input, init);
      const body = JSON.parse(init!.body as string) as { files: { pages: number }[] };
      if (body.files[0]!.pages === 1) return fail('VALIDATION_ERROR', 'processed_at is too old');
      throw new TypeError('Failed to fetch');
    });
    await sendQueuedTickets();
    expect(queuedTickets('u1').map((ticket) => ticket.files)).toEqual([[{ pages: 2 }]]);
    expect(tickets.tickets).toEqual([]);
  });
});

function queuedAt(sent: { processed_at?: string }[]) {
  return sent[0]?.processed_at;
}
