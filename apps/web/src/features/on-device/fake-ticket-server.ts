import {
  BILLING_PATHS,
  DEVICE_PATHS,
  quotaExceededMessage,
  type TDeviceTicketRequest,
  type TUsage,
} from '@workbench/contracts';
import type { Mock } from 'vitest';
import { json, ok } from '../../test/fake-http';

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface FakeTickets {
  /** Each ticket asked for, as sent. */
  tickets: TDeviceTicketRequest[];
  /** Each return, with its ticket's id. */
  returns: { id: string; pages: number }[];
  /** The account's count, changed by tickets and returns as the server's metering does. */
  usage: TUsage;
  /** Every request the page sent, with its body as `fetch` got it (to check what left it). */
  sent: { path: string; method: string; body: unknown }[];
}

export function usageOf(used: number, limit: number): TUsage {
  return {
    source: 'free',
    pages_used: used,
    pages_limit: limit,
    pages_left: limit - used,
    percent_used: (100 * used) / limit,
    gauge: 'success',
    resets_at: '2030-01-01T00:00:00.000Z',
  };
}

/**
 * The ticket routes (decision 0057) and the usage count in front of the fake API: a ticket is
 * charged when the pages left cover it (or it was done offline), else refused with the server's
 * QUOTA_EXCEEDED. Every request is recorded in `sent`.
 */
export function serveTickets(fetchMock: Mock<Fetch>, usage = usageOf(0, 100)): FakeTickets {
  const state: FakeTickets = { tickets: [], returns: [], usage, sent: [] };
  const others = fetchMock.getMockImplementation()!;
  const count = (used: number) => {
    state.usage = usageOf(used, state.usage.pages_limit);
  };
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(input as string, 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    state.sent.push({ path, method, body: init?.body });
    if (path === DEVICE_PATHS.tickets && method === 'POST') {
      const body = JSON.parse(init!.body as string) as TDeviceTicketRequest;
      const pages = body.files.reduce((sum, file) => sum + file.pages, 0);
      const { pages_used: used, pages_limit: limit } = state.usage;
      if (!body.processed_at && used + pages > limit) {
        const message = quotaExceededMessage(used, limit, pages);
        return json(402, { success: false, error: { code: 'QUOTA_EXCEEDED', message } });
      }
      state.tickets.push(body);
      count(used + pages);
      const id = `00000000-0000-4000-8000-${String(state.tickets.length).padStart(12, '0')}`;
      const data = { ticket_id: id, pages, pages_used: used + pages, pages_limit: limit };
      return ok(data, 201);
    }
    const returned = /^\/api\/device\/tickets\/([^/]+)\/return$/.exec(path);
    if (returned && method === 'POST') {
      const { pages } = JSON.parse(init!.body as string) as { pages: number };
      state.returns.push({ id: returned[1]!, pages });
      count(state.usage.pages_used - pages);
      const { pages_used, pages_limit } = state.usage;
      return ok({ ticket_id: returned[1], returned: pages, pages: 0, pages_used, pages_limit });
    }
    if (path === BILLING_PATHS.usage) return ok(state.usage);
    return others(input, init);
  });
  return state;
}

/**
 * The requests that carried a document or its text: every upload (a form or a file) and every
 * body that holds one of `texts`. On-device mode must send none.
 */
export function documentRequests(sent: FakeTickets['sent'], texts: readonly string[]) {
  return sent.filter(({ body }) => {
    if (body instanceof FormData || body instanceof Blob || body instanceof ArrayBuffer)
      return true;
    const text = typeof body === 'string' ? body : '';
    return texts.some((secret) => text.includes(secret));
  });
}
