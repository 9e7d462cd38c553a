import {
  API_KEY_DURATION_MS,
  BILLING_MESSAGES,
  type TApiKey,
  type TApiKeyDuration,
  type TCreatedApiKey,
} from '@workbench/contracts';
import { LAST_USED_RESOLUTION_MS } from '../auth/auth-timings';
import { createToken, hashToken } from '../auth/tokens';
import type { Database } from '../db/database';
import type { ApiKeyRow, UserRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import { createApiKeysRepository } from '../repositories/api-keys.repository';
import { createCoverage } from './coverage';

const KEY_PREFIX = 'wbk_';

function presentKey(row: ApiKeyRow, subscriptionId: string | null): TApiKey {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
    duration: row.duration as TApiKeyDuration,
    subscription_id: subscriptionId,
  };
}

/**
 * API keys for the processing routes. A key is 32 random bytes shown once at creation; only
 * its SHA-256 is stored (a key has full entropy, so a slow hash adds nothing).
 */
export function createApiKeysService(db: Database, now: () => Date = () => new Date()) {
  const keys = createApiKeysRepository(db);
  const coverage = createCoverage(db, now);

  /** The subscription the key's calls count against when they name no organization. */
  async function subscriptionIdOf(userId: string) {
    return (await coverage.running(userId))?.subscription.id ?? null;
  }

  return {
    async list(user: UserRow): Promise<TApiKey[]> {
      const subscriptionId = await subscriptionIdOf(user.id);
      return (await keys.listForUser(user.id)).map((row) => presentKey(row, subscriptionId));
    },

    async create(user: UserRow, name: string, duration: TApiKeyDuration): Promise<TCreatedApiKey> {
      const key = `${KEY_PREFIX}${createToken()}`;
      const row = await keys.insert({
        userId: user.id,
        name,
        keyHash: hashToken(key),
        duration,
        expiresAt: new Date(now().getTime() + API_KEY_DURATION_MS[duration]),
      });
      return { ...presentKey(row, await subscriptionIdOf(user.id)), key };
    },

    async remove(user: UserRow, id: string): Promise<void> {
      if (!(await keys.delete(user.id, id))) {
        throw new AppError('NOT_FOUND', BILLING_MESSAGES.apiKeyNotFound);
      }
    },

    /** The key's owner, or undefined for an unknown, deleted or expired key. */
    async authenticate(key: string): Promise<UserRow | undefined> {
      if (!key.startsWith(KEY_PREFIX)) return undefined;
      const found = await keys.findByHash(hashToken(key));
      const time = now();
      if (found === undefined || found.key.expiresAt <= time) return undefined;
      const lastUsed = found.key.lastUsedAt?.getTime() ?? 0;
      // Like sessions, `last_used` is written at most once a minute, not on every request.
      if (time.getTime() - lastUsed > LAST_USED_RESOLUTION_MS) await keys.touch(found.key.id, time);
      return found.user;
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
