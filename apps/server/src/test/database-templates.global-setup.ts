import type { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/open-pglite';
import { openPostgres } from '../db/open-postgres';

/**
 * Migrates and seeds one database of each kind before the integration tests start, so each test
 * app opens a copy instead of running every migration again (~1.7 s of CPU for PGlite's, ~2.5 s
 * for PostgreSQL's). The copies still go through migrate and seed, which find nothing to do.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'wb-db-template-'));
  const dumpFile = path.join(folder, 'pglite.tar');
  const pglite = await openPglite('memory');
  try {
    const client = (pglite.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    writeFileSync(dumpFile, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
  project.provide('pgliteTemplate', dumpFile);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let dropTemplate = async () => {};
  if (adminUrl) {
    const name = `wb_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    dropTemplate = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      const handle = await openPostgres(url.toString());
      await handle.close();
    } catch (error) {
      await dropTemplate();
      throw error;
    }
    project.provide('postgresTemplate', name);
  }

  return async () => {
    await dropTemplate();
    rmSync(folder, { recursive: true, force: true });
  };
}

async function adminQuery(adminUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
