import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle } from './database';
import { migrationsDir } from './migrations-dir';
import * as schema from './schema';
import { seed } from './seed/seed';

/**
 * Opens PGlite in `<dataDir>/db` (or in memory, optionally starting from a dump of a data
 * directory), applies migrations and seeds.
 */
export async function openPglite(
  location: { dataDir: string } | 'memory',
  loadDataDir?: Blob,
): Promise<DatabaseHandle> {
  let dataPath: string | undefined;
  if (location !== 'memory') {
    dataPath = path.join(location.dataDir, 'db');
    mkdirSync(dataPath, { recursive: true });
  }
  const client = new PGlite(dataPath, loadDataDir && { loadDataDir });
  await client.waitReady;
  const pgliteDb = drizzle({ client, schema });
  const db: Database = pgliteDb;
  try {
    await migrate(pgliteDb, { migrationsFolder: migrationsDir() });
    await seed(db);
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, kind: 'pglite', close: () => client.close() };
}
