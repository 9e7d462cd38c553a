import { hash, verify } from '@node-rs/argon2';

/** The library's defaults are argon2id, m=19 MiB, t=2, p=1 (OWASP's recommendation). */

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no account, so the answer time does not
 * tell whether a username or e-mail exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
