import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { createToken, hashToken } from './tokens';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const stored = await hashPassword('Hemmelig1!');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'Hemmelig1!')).toBe(true);
    expect(await verifyPassword(stored, 'hemmelig1!')).toBe(false);
  });

  it('treats a damaged hash as a wrong password instead of throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});

describe('tokens', () => {
  it('are 43 url-safe characters, different each time, hashed to hex', () => {
    const first = createToken();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createToken()).not.toBe(first);
    expect(hashToken(first)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(first)).toBe(hashToken(first));
  });
});
