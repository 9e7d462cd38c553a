import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, SERVER_ENTRY, startServer } from './server';

/** Starts the built server on a free port with a fresh data directory; stops it afterwards. */
export default async function globalSetup() {
  if (!existsSync(SERVER_ENTRY)) throw new Error('Build first: npm run build');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wb-e2e-'));
  // Tests read the server's log to see what it did (e.g. that a cancelled run stopped).
  const logFile = path.join(dataDir, 'server.log');
  process.env.E2E_SERVER_LOG = logFile;
  const server = await startServer({
    port: await freePort(),
    dataDir,
    logFile,
    // The administrator of admin-status.spec.
    env: { ADMIN_EMAILS: 'drift@example.no' },
  });
  process.env.E2E_BASE_URL = server.baseUrl;

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
