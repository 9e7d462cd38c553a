import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createPayloadKeys } from '../modules/payload-encryption';
import { createMemoryKeyStore } from '../payload-crypto/key-store';
import { browserKeyPair } from '../test/payload-client';
import { createSessionKeysService } from './session-keys.service';

const NOW = new Date('2030-01-01T00:00:00Z');
const HOUR = 60 * 60_000;
const MINUTE = 60_000;
const REQUEST = 'UmVxdWVzdElkMTIzNDU2Nw';

function service(live: (ids: readonly string[]) => string[] = () => []) {
  let time = NOW.getTime();
  const now = () => new Date(time);
  const store = createMemoryKeyStore({ now });
  const keys = createSessionKeysService({
    store,
    sessions: { liveIds: async (ids) => live(ids) },
    requireEncryption: true,
    now,
  });
  return { store, keys, advance: (ms: number) => (time += ms) };
}

const session = (id: string, hours = 24) => ({
  id,
  expiresAt: new Date(NOW.getTime() + hours * HOUR),
});

async function publicKey() {
  return (await browserKeyPair()).publicKey.toString('base64');
}

describe('session keys', () => {
  it('ends a key with its session when the session ends first, and tells if encryption is required', async () => {
    const { keys } = service();
    const long = await keys.exchange(session('s1'), { client_public_key: await publicKey() });
    expect(long.expires_at).toBe(new Date(NOW.getTime() + 12 * HOUR).toISOString());
    expect(long.required).toBe(true);
    const short = await keys.exchange(session('s2', 1), { client_public_key: await publicKey() });
    expect(short.expires_at).toBe(new Date(NOW.getTime() + HOUR).toISOString());
  });

  it('keeps a replaced key for its grace period only, and only when the new exchange succeeds', async () => {
    const { keys, advance } = service();
    const first = await keys.exchange(session('s1'), { client_public_key: await publicKey() });
    const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64)]).toString('base64');
    await expect(
      keys.exchange(session('s1'), { client_public_key: offCurve, replaces_key_id: first.key_id }),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    advance(10 * MINUTE);
    expect(await keys.requestKey('s1', first.key_id, REQUEST)).toBeDefined();
    const second = await keys.exchange(session('s1'), {
      client_public_key: await publicKey(),
      replaces_key_id: first.key_id,
    });
    // An upload already on its way under the old key still opens within the grace period…
    advance(2 * MINUTE - 1);
    expect((await keys.requestKey('s1', first.key_id, REQUEST))?.id).toBe(first.key_id);
    // …and not after it.
    advance(1);
    expect(await keys.requestKey('s1', first.key_id, REQUEST)).toBeUndefined();
    expect((await keys.requestKey('s1', second.key_id, REQUEST))?.id).toBe(second.key_id);
    expect(await keys.requestKey('s2', second.key_id, REQUEST)).toBeUndefined();
  });

  it('never lengthens a replaced key past its own end', async () => {
    const { keys, advance } = service();
    const short = await keys.exchange(session('s1', 1), { client_public_key: await publicKey() });
    advance(HOUR - MINUTE);
    await keys.exchange(session('s1', 1), {
      client_public_key: await publicKey(),
      replaces_key_id: short.key_id,
    });
    advance(MINUTE);
    expect(await keys.requestKey('s1', short.key_id, REQUEST)).toBeUndefined();
  });

  it('drops every key of a session, replaced or not, as soon as the session ends', async () => {
    const store = createMemoryKeyStore();
    const hooks = { onSessionEnded: [] as ((sessionId: string) => void | Promise<void>)[] };
    const keys = createPayloadKeys({
      db: {} as Database,
      hooks,
      requireEncryption: false,
      store,
    });
    const far = (id: string) => ({ id, expiresAt: new Date(Date.now() + 24 * HOUR) });
    const first = await keys.exchange(far('s1'), { client_public_key: await publicKey() });
    const second = await keys.exchange(far('s1'), {
      client_public_key: await publicKey(),
      replaces_key_id: first.key_id,
    });
    const other = await keys.exchange(far('s2'), { client_public_key: await publicKey() });
    expect(await store.find('s1', first.key_id)).toBeDefined();
    for (const ended of hooks.onSessionEnded) await ended('s1');
    expect(await store.find('s1', first.key_id)).toBeUndefined();
    expect(await store.find('s1', second.key_id)).toBeUndefined();
    expect(await store.sessionIds()).toEqual(['s2']);
    expect((await keys.requestKey('s2', other.key_id, REQUEST))?.requestId).toBe(REQUEST);
  });

  it('turns a replayed request and a worn-out key into their errors', async () => {
    const { keys } = service();
    const agreed = await keys.exchange(session('s1'), { client_public_key: await publicKey() });
    const key = (await keys.requestKey('s1', agreed.key_id, REQUEST))!;
    await key.acceptNonces(['AAAAAAAAAAAAAAAA']);
    await expect(key.acceptNonces(['AAAAAAAAAAAAAAAA'])).rejects.toMatchObject({
      code: 'PAYLOAD_REPLAYED',
    });
    await keys.endSession('s1');
    await expect(key.acceptNonces(['BBBBBBBBBBBBBBBB'])).rejects.toMatchObject({
      code: 'ENCRYPTION_KEY_UNKNOWN',
    });
  });

  it('sweeps away the keys of sessions that are no longer live, however many there are', async () => {
    const isLive = (id: string) => Number(id.slice(1)) % 2 === 0;
    const { store, keys } = service((ids) => ids.filter(isLive));
    const clientKey = await publicKey();
    const ids = Array.from({ length: 1500 }, (_, index) => `s${index}`);
    for (const id of ids) await keys.exchange(session(id), { client_public_key: clientKey });
    await keys.sweep();
    expect(await store.sessionIds()).toEqual(ids.filter(isLive));
  });
});
