import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');

async function freePort(): Promise<number> {
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

/** Starts the built server on a free port with a fresh data directory; stops it afterwards. */
export default async function globalSetup() {
  if (!existsSync(SERVER_ENTRY)) throw new Error('Build first: npm run build');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wb-e2e-'));
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  // Tests read the server's log to see what it did (e.g. that a cancelled run stopped).
  const logFile = path.join(dataDir, 'server.log');
  process.env.E2E_SERVER_LOG = logFile;
  child.stdout.on('data', (chunk: Buffer) => {
    log += chunk.toString();
    appendFileSync(logFile, chunk);
  });
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(
    baseUrl,
    () => child.exitCode === null,
    () => log,
  );
  process.env.E2E_BASE_URL = baseUrl;

  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
