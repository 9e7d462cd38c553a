import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilHealthy(baseUrl: string, isRunning: () => boolean, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (!isRunning()) throw new Error(`The server exited during start-up:\n${log()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy:\n${log()}`);
}

export type RunningServer = { baseUrl: string; stop: () => Promise<void> };

/**
 * Starts the built server on `port` with its data in `dataDir`, appending its log to `logFile`.
 * `env` adds settings such as WEB_DIST_DIR.
 */
export async function startServer(options: {
  port: number;
  dataDir: string;
  logFile: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  // As `npm start` and the image run it (decision 0082).
  const child = spawn(process.execPath, ['--no-regexp-tier-up', SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      // Tests send X-Forwarded-For so each counts against per-address limits on its own.
      TRUST_PROXY: 'true',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => {
    log += chunk.toString();
    appendFileSync(options.logFile, chunk);
  });
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async () => {
    if (hasExited()) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitUntilHealthy(
      baseUrl,
      () => !hasExited(),
      () => log,
    );
  } catch (error) {
    // A server that never became healthy must not keep the port or the data directory's lock.
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

export type TestServer = RunningServer & {
  /** The server's log (JSON lines): tests read it to see what it did. */
  logFile: string;
};

/**
 * The e2e tests' server: the built server on a free port with a fresh data directory, which
 * `stop` removes. Each Playwright worker starts its own (tests/fixtures.ts), so tests running at
 * the same time share no server, log or PDF threads.
 */
export async function startTestServer(): Promise<TestServer> {
  if (!existsSync(SERVER_ENTRY)) throw new Error('Build first: npm run build');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wb-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  try {
    const server = await startServer({
      port: await freePort(),
      dataDir,
      logFile,
      // The administrator of admin-status.spec.
      env: { ADMIN_EMAILS: 'drift@example.no' },
    });
    return {
      ...server,
      logFile,
      stop: async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
