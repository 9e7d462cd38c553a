import { HEALTH_PATH, READY_PATH } from '@workbench/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './test/test-databases';
import { spawnServer, type ServerProcess } from './test/spawn-server';

const running: ServerProcess[] = [];
const folders: string[] = [];

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'wb-data-'));
  folders.push(dir);
  return dir;
}

async function start(env: Record<string, string>) {
  const server = await spawnServer(env);
  running.push(server);
  return server;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function expectNoStackTrace(text: string) {
  expect(text).not.toMatch(/^\s+at /m);
}

async function getJson(server: ServerProcess, url: string): Promise<any> {
  const response = await fetch(`http://127.0.0.1:${server.port}${url}`);
  return response.json();
}

describe('server process', () => {
  it('refuses a malformed PORT with one clear line', async () => {
    const server = await start({ PORT: 'abc', DATA_DIR: tempDataDir() });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr.trim()).toBe(
      'Cannot start: invalid configuration.\n  PORT: must be a whole number between 1 and 65535 (got "abc")',
    );
  });

  it('lists every bad value', async () => {
    const server = await spawnServer({
      LOG_LEVEL: 'loud',
      DATA_DIR: tempDataDir(),
      NODE_ENV: 'prod',
    });
    running.push(server);
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr).toContain('LOG_LEVEL: must be one of');
    expect(stderr).toContain('NODE_ENV: must be development, production or test (got "prod")');
    expectNoStackTrace(stderr);
  });

  it('holds the data directory: a second process refuses, and it is free after SIGTERM', async () => {
    const dataDir = tempDataDir();
    const first = await start({ DATA_DIR: dataDir });
    await first.waitUntilHealthy();

    const second = await start({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output().stderr).toContain(
      `Another server process is already using the data directory ${dataDir}`,
    );
    expectNoStackTrace(second.output().stderr);

    expect(await first.stop()).toBe(0);

    const third = await start({ DATA_DIR: dataDir });
    await third.waitUntilHealthy();
    const departments = await getJson(third, '/api/departments');
    expect(departments.data.length).toBeGreaterThanOrEqual(20);
  });

  it('on SIGTERM, first says it is not ready while still serving, then stops cleanly', async () => {
    const server = await start({ DATA_DIR: tempDataDir(), DRAIN_DELAY_MS: '3000' });
    await server.waitUntilHealthy();
    const status = async (url: string) =>
      (await fetch(`http://127.0.0.1:${server.port}${url}`)).status;
    expect(await status(READY_PATH)).toBe(200);
    server.child.kill('SIGTERM');
    let readiness = 200;
    for (let attempt = 0; attempt < 50 && readiness === 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      readiness = await status(READY_PATH);
    }
    expect(readiness).toBe(503);
    // Still answering meanwhile: the load balancer moves its traffic away first.
    expect(await status(HEALTH_PATH)).toBe(200);
    expect(await status('/api/departments')).toBe(200);
    expect(await server.exited).toBe(0);
  });

  it('says clearly when PostgreSQL cannot be reached', async () => {
    const server = await start({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/redaction' });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr).toContain(
      'Cannot start: Could not connect to PostgreSQL at 127.0.0.1:1/redaction',
    );
    expectNoStackTrace(stderr);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'works the same on PostgreSQL as on the PGlite default',
    async () => {
      const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
      try {
        const onPostgres = await start({ DATABASE_URL: database.url });
        const onPglite = await start({ DATA_DIR: tempDataDir() });
        await Promise.all([onPostgres.waitUntilHealthy(), onPglite.waitUntilHealthy()]);
        const health = await getJson(onPostgres, '/api/health');
        expect(health).toMatchObject({ success: true, data: { database: 'ok', status: 'ok' } });
        for (const url of [
          '/api/departments',
          '/api/departments?active=true',
          '/api/departments/1',
        ]) {
          expect(await getJson(onPostgres, url)).toEqual(await getJson(onPglite, url));
        }
        expect(await onPostgres.stop()).toBe(0);
        expect(await onPglite.stop()).toBe(0);
      } finally {
        await database.drop();
      }
    },
  );
});
