import {
  associatedData,
  PAYLOAD_LIMITS,
  PAYLOAD_PATHS,
  type TKeyExchange,
  type TKeyExchangeRequest,
} from '@workbench/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createPayloadServer } from '../../test/fake-payload-server';
import { openText, sealText } from './payload-cipher';
import { createSessionKeys, RENEW_BEFORE_MS } from './session-key';

/** The browser's key store against the fake server's key exchange, with a clock the test sets. */
function setUp() {
  const server = createPayloadServer();
  const send = server.wrap(() => Promise.reject(new Error('no other route')));
  const exchange = vi.fn(async (request: TKeyExchangeRequest): Promise<TKeyExchange> => {
    const body = JSON.stringify(request);
    const answer = await send(PAYLOAD_PATHS.keyExchange, { method: 'POST', body });
    return ((await answer.json()) as { data: TKeyExchange }).data;
  });
  const clock = { now: Date.now() };
  const keys = createSessionKeys(exchange, () => clock.now);
  return { server, exchange, keys, clock };
}

describe('the tab’s payload key', () => {
  it('is agreed once for calls made at once, and the server holds the same key', async () => {
    const { server, exchange, keys } = setUp();
    const [first, second] = await Promise.all([keys.use(1), keys.use(2)]);
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
    expect(first.noncesUsed).toBe(3);
    const serverKey = server.keys.get(first.id)!;
    const ad = associatedData.responseJson(first.id, 'request-0123456789abcdef');
    expect(await openText(first.key, await sealText(serverKey, 'hello', ad), ad)).toBe('hello');
  });

  it('shares one agreement between login, a refresh and a call made at the same time', async () => {
    const { exchange, keys } = setUp();
    const [afterLogin, again, forCall] = await Promise.all([
      keys.renew(),
      keys.renew(),
      keys.use(1),
    ]);
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(again).toBe(afterLogin);
    expect(forCall).toBe(afterLogin);
  });

  it('is replaced before it expires, naming the key it replaces', async () => {
    const { exchange, keys, clock, server } = setUp();
    const first = await keys.use(1);
    clock.now = first.expiresAt - RENEW_BEFORE_MS + 1;
    const second = await keys.use(1);
    expect(second.id).not.toBe(first.id);
    expect(exchange.mock.calls[1]![0].replaces_key_id).toBe(first.id);
    expect(server.keys.has(first.id)).toBe(false);
  });

  it('is replaced before it runs out of request nonces', async () => {
    const { keys } = setUp();
    const first = await keys.use(PAYLOAD_LIMITS.noncesPerKey - 1);
    expect(await keys.use(1)).toBe(first);
    expect((await keys.use(1)).id).not.toBe(first.id);
  });

  it('after a session refresh, replaces a key it holds and agrees none it does not', async () => {
    const { exchange, keys } = setUp();
    keys.renewHeld();
    expect(exchange).not.toHaveBeenCalled();
    const first = await keys.use(1);
    keys.renewHeld();
    const second = await keys.use(1);
    expect(exchange).toHaveBeenCalledTimes(2);
    expect(second.id).not.toBe(first.id);
    expect(exchange.mock.calls[1]![0].replaces_key_id).toBe(first.id);
  });

  it('is forgotten on sign-out, even while an agreement is under way', async () => {
    const { exchange, keys } = setUp();
    const pending = keys.use(1);
    keys.forget();
    // The call that waited for it gets no key of the session that ended.
    await expect(pending).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect(keys.held()).toBeNull();
    await keys.use(1);
    expect(exchange).toHaveBeenCalledTimes(2);
    expect(exchange.mock.calls[1]![0].replaces_key_id).toBeUndefined();
  });

  it('drops a key the server no longer knows, but not the one that replaced it', async () => {
    const { keys } = setUp();
    const first = await keys.use(1);
    keys.discard('some-other-key-id');
    expect(keys.held()).toBe(first);
    keys.discard(first.id);
    expect(keys.held()).toBeNull();
  });

  it('fails the call when the agreement fails, and tries again on the next call', async () => {
    const { exchange, keys } = setUp();
    exchange.mockRejectedValueOnce(new Error('exchange refused'));
    await expect(keys.use(1)).rejects.toThrow('exchange refused');
    await expect(keys.use(1)).resolves.toMatchObject({ noncesUsed: 1 });
  });

  it('gives no key to a call waiting on a background agreement when the tab signs out', async () => {
    const { exchange, keys } = setUp();
    const first = await keys.use(1);
    keys.renewHeld();
    const waiting = keys.use(1);
    keys.forget();
    await expect(waiting).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(keys.held()).toBeNull();
    expect(first.noncesUsed).toBe(1);
    expect(exchange).toHaveBeenCalledTimes(2);
  });

  it('keeps the key held when the agreement after a refresh fails', async () => {
    const { exchange, keys, server } = setUp();
    const first = await keys.use(1);
    exchange.mockRejectedValueOnce(new Error('exchange refused'));
    keys.renewHeld();
    // A call made while the replacement is under way gets the key still held.
    expect(await keys.use(1)).toBe(first);
    expect(keys.held()).toBe(first);
    expect(first.noncesUsed).toBe(2);
    expect(server.keys.has(first.id)).toBe(true);
    expect(exchange).toHaveBeenCalledTimes(2);
  });

  it('keeps the key held when the agreement after login fails', async () => {
    const { exchange, keys } = setUp();
    const first = await keys.use(1);
    exchange.mockRejectedValueOnce(new Error('exchange refused'));
    const renewal = keys.renew();
    const [forCall] = await Promise.all([keys.use(2), renewal.catch(() => undefined)]);
    expect(forCall).toBe(first);
    await expect(renewal).rejects.toThrow('exchange refused');
  });

  it('fails a waiting call when the agreement fails and the key held is no longer usable', async () => {
    const { exchange, keys, clock } = setUp();
    const first = await keys.use(1);
    clock.now = first.expiresAt;
    exchange.mockRejectedValueOnce(new Error('exchange refused'));
    keys.renewHeld();
    await expect(keys.use(1)).rejects.toThrow('exchange refused');
  });
});
