import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openPglite } from '../db/open-pglite';
import { openPostgres } from '../db/open-postgres';

export type DatabaseTarget = { name: string; open: () => Promise<DatabaseHandle> };

/**
 * A fresh PostgreSQL database on the TEST_DATABASE_URL server, dropped on close: empty, or a copy
 * of `template`.
 */
export async function createPostgresDatabase(
  adminUrl: string,
  template?: string,
): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const name = `wb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
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

/** Where the integration tests' global set-up left its migrated and seeded databases. */
function templates(): { pglite?: string; postgres?: string } {
  return { pglite: inject('pgliteTemplate'), postgres: inject('postgresTemplate') };
}

/**
 * An in-memory PGlite as `openPglite('memory')` gives it: a copy of the global set-up's migrated
 * and seeded one when there is one (migrate and seed then find nothing to do).
 */
export async function openTestPglite(): Promise<DatabaseHandle> {
  const template = templates().pglite;
  return openPglite('memory', template ? new Blob([readFileSync(template)]) : undefined);
}

async function openTemporaryPostgres(adminUrl: string): Promise<DatabaseHandle> {
  const database = await createPostgresDatabase(adminUrl, templates().postgres);
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
  const targets: DatabaseTarget[] = [{ name: 'pglite', open: openTestPglite }];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) targets.push({ name: 'postgres', open: () => openTemporaryPostgres(adminUrl) });
  return targets;
}

// What the global set-up (database-templates.global-setup.ts) provides; declared here, beside
// its reader, so every program that compiles this file knows it.
declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of PGlite's data directory, migrated and seeded. */
    pgliteTemplate: string;
    /** A PostgreSQL database on TEST_DATABASE_URL's server, migrated and seeded. */
    postgresTemplate: string;
  }
}
