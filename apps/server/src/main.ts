import closeWithGrace from 'close-with-grace';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/open-database';
import { StartupError } from './errors/startup-error';
import { serverVersion } from './package-dir';

const FAULT_SIGNALS: closeWithGrace.AllEvents[] = [
  'SIGSEGV',
  'SIGBUS',
  'SIGILL',
  'SIGFPE',
  'SIGTRAP',
  'SIGABRT',
];

/** How long before the shutdown deadline the detection streams still open are ended. */
const STREAM_END_MARGIN_MS = 2_000;

function fail(lines: string[]): never {
  process.stderr.write(`${lines.join('\n')}\n`);
  process.exit(1);
}

async function main() {
  const loaded = loadConfig(process.env);
  if (!loaded.ok) {
    fail(['Cannot start: invalid configuration.', ...loaded.problems.map((line) => `  ${line}`)]);
  }
  const { config } = loaded;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onLockCompromised: (error) => {
      process.stderr.write(`Lost the lock on ${config.dataDir}: ${error.message}\n`);
      process.kill(process.pid, 'SIGTERM');
    },
  });
  const app = await buildApp({ config, database, version: serverVersion() });

  // The synchronous fault signals are left alone: a listener for SIGSEGV or SIGBUS replaces the
  // handler V8 uses to turn a WebAssembly out-of-bounds access (MuPDF on a hostile file) into a
  // catchable error, and the process would spin on the fault instead (decision 0022).
  closeWithGrace(
    { delay: config.drainDelayMs + config.shutdownTimeoutMs, skip: FAULT_SIGNALS },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an uncaught error');
      else app.log.info({ signal }, 'shutting down');
      app.startDraining();
      // A load balancer sees the readiness check fail and stops sending requests meanwhile.
      if (signal !== undefined && config.drainDelayMs > 0) await sleep(config.drainDelayMs);
      // Detection streams may finish; those still running near the deadline end with a clear
      // event (and their pages given back) rather than a cut connection.
      const streamDeadline = setTimeout(
        () => app.endStreams(),
        Math.max(0, config.shutdownTimeoutMs - STREAM_END_MARGIN_MS),
      );
      await app.close();
      clearTimeout(streamDeadline);
      await database.close();
      app.log.info('stopped');
    },
  );

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    `serving http://${config.host}:${config.port}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof StartupError) fail([`Cannot start: ${error.message}`]);
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE' || code === 'EACCES') {
    fail([`Cannot start: ${(error as Error).message}. Set PORT to a free port.`]);
  }
  fail([`Cannot start: ${error instanceof Error ? error.message : String(error)}`]);
});
