import { createSecretKey, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createKeyStore, type StoredKey } from './key-store';

const HOUR = 60 * 60_000;

function clock(start = Date.parse('2030-01-01T00:00:00Z')) {
  let time = start;
  return { now: () => new Date(time), advance: (ms: number) => (time += ms) };
}

function key(sessionId: string, id: string, expiresAt: Date): StoredKey {
  return { id, sessionId, key: createSecretKey(randomBytes(32)), expiresAt, nonces: new Set() };
}

describe('key store', () => {
  it('keeps at most the limit of keys per session, dropping the oldest', () => {
    const time = clock();
    const store = createKeyStore({ now: time.now, keysPerSession: 3 });
    const later = new Date(time.now().getTime() + HOUR);
    for (const id of ['k1', 'k2', 'k3', 'k4']) store.add(key('s1', id, later));
    store.add(key('s2', 'k5', later));
    expect(store.find('s1', 'k1')).toBeUndefined();
    expect(['k2', 'k3', 'k4'].map((id) => store.find('s1', id)?.id)).toEqual(['k2', 'k3', 'k4']);
    expect(store.find('s2', 'k5')?.id).toBe('k5');
  });

  it('finds a key only through its own session', () => {
    const time = clock();
    const store = createKeyStore({ now: time.now });
    store.add(key('s1', 'k1', new Date(time.now().getTime() + HOUR)));
    expect(store.find('s2', 'k1')).toBeUndefined();
    expect(store.acceptNonces('s2', 'k1', ['n1'])).toBe('unknown');
  });

  it('forgets a key when it expires', () => {
    const time = clock();
    const store = createKeyStore({ now: time.now });
    store.add(key('s1', 'k1', new Date(time.now().getTime() + HOUR)));
    time.advance(HOUR - 1);
    expect(store.find('s1', 'k1')?.id).toBe('k1');
    time.advance(1);
    expect(store.find('s1', 'k1')).toBeUndefined();
    expect(store.sessionIds()).toEqual([]);
  });

  it('accepts each nonce once, and a request with a seen or repeated nonce not at all', () => {
    const time = clock();
    const store = createKeyStore({ now: time.now });
    store.add(key('s1', 'k1', new Date(time.now().getTime() + HOUR)));
    expect(store.acceptNonces('s1', 'k1', ['a', 'b'])).toBe('accepted');
    expect(store.acceptNonces('s1', 'k1', ['b'])).toBe('replayed');
    expect(store.acceptNonces('s1', 'k1', ['c', 'a'])).toBe('replayed');
    expect(store.acceptNonces('s1', 'k1', ['d', 'd'])).toBe('replayed');
    // Refused requests spent nothing: c and d are still fresh.
    expect(store.acceptNonces('s1', 'k1', ['c', 'd'])).toBe('accepted');
  });

  it('drops a key that has taken its share of nonces, so a new one is agreed', () => {
    const time = clock();
    const store = createKeyStore({ now: time.now, noncesPerKey: 3 });
    store.add(key('s1', 'k1', new Date(time.now().getTime() + HOUR)));
    expect(store.acceptNonces('s1', 'k1', ['a', 'b'])).toBe('accepted');
    expect(store.acceptNonces('s1', 'k1', ['c', 'd'])).toBe('unknown');
    expect(store.find('s1', 'k1')).toBeUndefined();
  });

  it('drops every key of a session that ended, and of sessions the sweep finds gone', () => {
    const time = clock();
    const store = createKeyStore({ now: time.now });
    const later = new Date(time.now().getTime() + HOUR);
    store.add(key('s1', 'k1', later));
    store.add(key('s1', 'k2', later));
    store.add(key('s2', 'k3', later));
    store.add(key('s3', 'k4', later));
    store.dropSession('s1');
    expect(store.find('s1', 'k1')).toBeUndefined();
    expect(store.find('s1', 'k2')).toBeUndefined();

    const checked = store.sessionIds();
    store.add(key('s4', 'k5', later)); // added while the sweep asked the database
    store.sweep(checked, new Set(['s3']));
    expect(store.find('s2', 'k3')).toBeUndefined();
    expect(store.find('s3', 'k4')?.id).toBe('k4');
    expect(store.find('s4', 'k5')?.id).toBe('k5');
  });
});
