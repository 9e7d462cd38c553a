import { createSecretKey, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { KeyStore, KeyStoreOptions, StoredKey } from '../payload-crypto/key-store';

/** How a store is made and how its time passes (a fake clock, or Redis's real one). */
export type KeyStoreSetup = {
  create: (options?: KeyStoreOptions) => KeyStore;
  /** A time `ms` after the store's now. */
  after: (ms: number) => Date;
  wait: (ms: number) => Promise<void>;
  /** A key lifetime short enough to wait out. */
  lifetime: number;
};

export function storedKey(sessionId: string, id: string, expiresAt: Date): StoredKey {
  return { id, sessionId, key: createSecretKey(randomBytes(32)), expiresAt };
}

/** What every key store does, whether it keeps keys in memory or in Redis. */
export function describeKeyStore(name: string, setup: () => KeyStoreSetup) {
  describe(`${name} key store`, () => {
    it('keeps at most the limit of keys per session, dropping the oldest', async () => {
      const { create, after, lifetime } = setup();
      const store = create({ keysPerSession: 3 });
      const later = after(lifetime);
      for (const id of ['k1', 'k2', 'k3', 'k4']) await store.add(storedKey('s1', id, later));
      await store.add(storedKey('s2', 'k5', later));
      expect(await store.find('s1', 'k1')).toBeUndefined();
      const kept = await Promise.all(['k2', 'k3', 'k4'].map((id) => store.find('s1', id)));
      expect(kept.map((key) => key?.id)).toEqual(['k2', 'k3', 'k4']);
      expect((await store.find('s2', 'k5'))?.id).toBe('k5');
    });

    it('finds a key, with its material, only through its own session', async () => {
      const { create, after, lifetime } = setup();
      const store = create();
      const added = storedKey('s1', 'k1', after(lifetime));
      await store.add(added);
      const found = await store.find('s1', 'k1');
      expect(found?.key.export().equals(added.key.export())).toBe(true);
      expect(found?.expiresAt.getTime()).toBe(added.expiresAt.getTime());
      expect(await store.find('s2', 'k1')).toBeUndefined();
      expect(await store.acceptNonces('s2', 'k1', ['n1'])).toBe('unknown');
    });

    it('forgets a key when it expires, and its session at the next sweep', async () => {
      const { create, after, wait, lifetime } = setup();
      const store = create();
      await store.add(storedKey('s1', 'k1', after(lifetime)));
      await wait(lifetime / 2);
      expect((await store.find('s1', 'k1'))?.id).toBe('k1');
      await wait(lifetime);
      expect(await store.find('s1', 'k1')).toBeUndefined();
      expect(await store.acceptNonces('s1', 'k1', ['n1'])).toBe('unknown');
      await store.sweep(await store.sessionIds(), new Set(['s1']));
      expect(await store.sessionIds()).toEqual([]);
    });

    it('accepts each nonce once, and a request with a seen or repeated nonce not at all', async () => {
      const { create, after, lifetime } = setup();
      const store = create();
      await store.add(storedKey('s1', 'k1', after(lifetime)));
      expect(await store.acceptNonces('s1', 'k1', ['a', 'b'])).toBe('accepted');
      expect(await store.acceptNonces('s1', 'k1', ['b'])).toBe('replayed');
      expect(await store.acceptNonces('s1', 'k1', ['c', 'a'])).toBe('replayed');
      expect(await store.acceptNonces('s1', 'k1', ['d', 'd'])).toBe('replayed');
      // Refused requests spent nothing: c and d are still fresh.
      expect(await store.acceptNonces('s1', 'k1', ['c', 'd'])).toBe('accepted');
    });

    it('drops a key that has taken its share of nonces, so a new one is agreed', async () => {
      const { create, after, lifetime } = setup();
      const store = create({ noncesPerKey: 3 });
      await store.add(storedKey('s1', 'k1', after(lifetime)));
      expect(await store.acceptNonces('s1', 'k1', ['a', 'b'])).toBe('accepted');
      expect(await store.acceptNonces('s1', 'k1', ['c', 'd'])).toBe('unknown');
      expect(await store.find('s1', 'k1')).toBeUndefined();
    });

    it('brings a key forward, never back', async () => {
      const { create, after, wait, lifetime } = setup();
      const store = create();
      await store.add(storedKey('s1', 'k1', after(lifetime)));
      await store.add(storedKey('s1', 'k2', after(lifetime)));
      await store.expireBy('s1', 'k1', after(lifetime * 10));
      await store.expireBy('s1', 'k2', after(lifetime / 4));
      expect((await store.find('s1', 'k1'))?.expiresAt.getTime()).toBeLessThan(
        after(lifetime * 2).getTime(),
      );
      await wait(lifetime / 2);
      expect(await store.find('s1', 'k2')).toBeUndefined();
      expect((await store.find('s1', 'k1'))?.id).toBe('k1');
    });

    it('drops every key of a session that ended, and of sessions the sweep finds gone', async () => {
      const { create, after, lifetime } = setup();
      const store = create();
      const later = after(lifetime * 10);
      await store.add(storedKey('s1', 'k1', later));
      await store.add(storedKey('s1', 'k2', later));
      await store.add(storedKey('s2', 'k3', later));
      await store.add(storedKey('s3', 'k4', later));
      await store.dropSession('s1');
      expect(await store.find('s1', 'k1')).toBeUndefined();
      expect(await store.find('s1', 'k2')).toBeUndefined();

      const checked = await store.sessionIds();
      expect([...checked].sort()).toEqual(['s2', 's3']);
      await store.add(storedKey('s4', 'k5', later)); // added while the sweep asked the database
      await store.sweep(checked, new Set(['s3']));
      expect(await store.find('s2', 'k3')).toBeUndefined();
      expect((await store.find('s3', 'k4'))?.id).toBe('k4');
      expect((await store.find('s4', 'k5'))?.id).toBe('k5');
    });
  });
}
