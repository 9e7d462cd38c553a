import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { StartupError } from '../errors/startup-error';
import type { Database, DatabaseHandle } from './database';
import { migrationsDir } from './migrations-dir';
import * as schema from './schema';
import { seed } from './seed/seed';

/** Any fixed number works; every replica uses the same one so only one migrates at a time. */
const MIGRATION_LOCK_ID = 72_531_001;

function describeTarget(url: string): string {
  try {
    const { hostname, port, pathname } = new URL(url);
    return `${hostname}:${port || '5432'}${pathname}`;
  } catch {
    return 'the configured server';
  }
}

/** Connects to PostgreSQL, then migrates and seeds under an advisory lock. */
export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle connection the server ends (restart, admin termination) is replaced on next use;
  // without a listener its error would end the process.
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    await pool.end();
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartupError(
      `Could not connect to PostgreSQL at ${describeTarget(url)} (DATABASE_URL): ${reason}`,
    );
  }
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const lockedDb = drizzle({ client, schema });
    await migrate(lockedDb, { migrationsFolder: migrationsDir() });
    await seed(lockedDb);
  } catch (error) {
    client.release();
    await pool.end();
    throw error;
  }
  await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
  client.release();
  const db: Database = drizzle({ client: pool, schema });
  return { db, kind: 'postgres', close: () => pool.end() };
}
