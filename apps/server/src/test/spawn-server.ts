import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { serverPackageDir } from '../package-dir';

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

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  output: () => { stdout: string; stderr: string };
  exited: Promise<number | null>;
  waitUntilHealthy: (timeoutMs?: number) => Promise<void>;
  stop: () => Promise<number | null>;
};

/**
 * Starts the real server from its sources (`node --import tsx src/main.ts`), or, with `built`,
 * the bundle users run (`node apps/server/dist/main.js` after `npm run build`).
 */
export async function spawnServer(
  env: Record<string, string>,
  { built = false }: { built?: boolean } = {},
): Promise<ServerProcess> {
  const portValue = env.PORT ?? String(await freePort());
  const port = Number(portValue);
  const bundle = path.join(serverPackageDir(), 'dist/main.js');
  if (built && !existsSync(bundle)) throw new Error(`${bundle} is missing: run npm run build`);
  // As `npm start` and the image run it (decision 0082).
  const args = built ? ['--no-regexp-tier-up', bundle] : ['--import', 'tsx', 'src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: built ? path.resolve(serverPackageDir(), '../..') : serverPackageDir(),
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: portValue,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  async function waitUntilHealthy(timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${stderr}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`server did not become healthy:\n${stderr}`);
  }

  async function stop() {
    if (child.exitCode === null) child.kill('SIGTERM');
    return exited;
  }

  return { child, port, output: () => ({ stdout, stderr }), exited, waitUntilHealthy, stop };
}
