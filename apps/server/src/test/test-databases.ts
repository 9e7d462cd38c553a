import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseHandle } from '../db/database';
import { openPglite } from '../db/open-pglite';
import { openPostgres } from '../db/open-postgres';

export type DatabaseTarget = { name: string; open: () => Promise<DatabaseHandle> };

/** A fresh, empty PostgreSQL database on the TEST_DATABASE_URL server, dropped on close. */
export async function createPostgresDatabase(adminUrl: string): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const name = `wb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function openTemporaryPostgres(adminUrl: string): Promise<DatabaseHandle> {
  const database = await createPostgresDatabase(adminUrl);
  const handle = await openPostgres(database.url);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL names a server. */
export function databaseTargets(): DatabaseTarget[] {
  const targets: DatabaseTarget[] = [{ name: 'pglite', open: () => openPglite('memory') }];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) targets.push({ name: 'postgres', open: () => openTemporaryPostgres(adminUrl) });
  return targets;
}
