import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDF_PATHS } from '@workbench/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { scannedPages } from './test/hostile-pdfs';
import {
  logInOverHttp,
  pagesUsedOverHttp,
  signUpOverHttp,
  subscribeOverHttp,
} from './test/http-session';
import { spawnServer, type ServerProcess } from './test/spawn-server';

/**
 * A server that stops in the middle of a run (killed, or stopped past its grace period) has
 * charged pages it never delivered: the next start gives them back (issue 23).
 */
const running: ServerProcess[] = [];
const folders: string[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  // A killed server's lock on the data directory goes stale after 10 s; until then a new
  // server refuses the directory, as it should.
  for (let attempt = 0; ; attempt++) {
    const server = await spawnServer(env);
    running.push(server);
    try {
      await server.waitUntilHealthy(60_000);
      return server;
    } catch (error) {
      if (attempt >= 15 || !server.output().stderr.includes('already using the data directory'))
        throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

/** Starts a long run (200 scanned pages) and waits until its pages are charged. */
async function chargedLongRun(env: Record<string, string>) {
  const server = await start(env);
  const base = `http://127.0.0.1:${server.port}`;
  const user = await signUpOverHttp(base, 'caseworker');
  await subscribeOverHttp(user, 'business_monthly');
  const before = await pagesUsedOverHttp(user);
  const body = new FormData();
  body.append('file', new Blob([scannedPages(200)], { type: 'application/pdf' }), 'scan.pdf');
  void user.post(PDF_PATHS.extract, body).catch(() => undefined);
  await expect.poll(() => pagesUsedOverHttp(user), { timeout: 30_000 }).toBe(before + 200);
  return { server, before };
}

function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'wb-runs-'));
  folders.push(dir);
  return dir;
}

describe('runs a server never finished', () => {
  it('are given back at the next start after the server was killed (kill -9)', async () => {
    const env = { DATA_DIR: dataDir() };
    const { server, before } = await chargedLongRun(env);
    server.child.kill('SIGKILL');
    await server.exited;
    const next = await start(env);
    const user = await logInOverHttp(`http://127.0.0.1:${next.port}`, 'caseworker');
    expect(await pagesUsedOverHttp(user)).toBe(before);
  }, 120_000);

  it('are given back at the next start after a shutdown that passed its grace period', async () => {
    const env = { DATA_DIR: dataDir(), SHUTDOWN_TIMEOUT_MS: '1000' };
    const { server, before } = await chargedLongRun(env);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    const next = await start(env);
    const user = await logInOverHttp(`http://127.0.0.1:${next.port}`, 'caseworker');
    expect(await pagesUsedOverHttp(user)).toBe(before);
  }, 120_000);
});
