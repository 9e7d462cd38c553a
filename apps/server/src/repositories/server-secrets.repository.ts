import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { serverSecrets } from '../db/schema';

export function createServerSecretsRepository(db: Database) {
  return {
    /**
     * The secret `name`, made on first use: of servers starting together, the first insert wins
     * and every server reads that one.
     */
    async obtain(name: string, bytes = 32): Promise<Buffer> {
      await db
        .insert(serverSecrets)
        .values({ name, value: randomBytes(bytes).toString('base64') })
        .onConflictDoNothing({ target: serverSecrets.name });
      const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
      return Buffer.from(row!.value, 'base64');
    },
  };
}
