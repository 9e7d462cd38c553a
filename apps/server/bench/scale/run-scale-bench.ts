/**
 * npm run bench:scale — the batch command on a generated archive (300 files, 3,000 pages)
 * against one server, then two servers behind a round-robin proxy on one PostgreSQL and one
 * Redis, side by side in pages/min; then a run killed half way and resumed, checking that no
 * file was done twice and no page metered twice. Needs PostgreSQL (BENCH_DATABASE_URL or
 * TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) and Redis
 * (BENCH_REDIS_URL, default redis://127.0.0.1:6379/14, flushed first). Not a test: it prints.
 */
import { BILLING_PATHS } from '@workbench/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { openPostgres } from '../../src/db/open-postgres';
import { subscriptions } from '../../src/db/schema';
import { subscribe } from '../../src/test/billing';
import { signUpOverHttp } from '../../src/test/http-session';
import { startRoundRobinProxy } from '../../src/test/round-robin-proxy';
import { freePort } from '../../src/test/spawn-server';
import { createPostgresDatabase } from '../../src/test/test-databases';
import { generateArchive } from './generate-archive';

const FILES = Number(process.env.BENCH_FILES ?? 300);
const PAGES_PER_FILE = 10;
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SERVER = path.join(ROOT, 'apps/server/dist/main.js');
const CLI = path.join(ROOT, 'packages/cli/bin/workbench.js');
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/14';
/** Detection, one search, redaction: each counts the file's pages. */
const CALLS_PER_FILE = 3;

type Logged = { file: string; status: string; pages: number };

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${stderr}`);
    const ready = await fetch(`${url}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, port, url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become ready:\n${stderr}`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Runs the command; with `killAfter`, kills it once that many files are done. */
function runCli(
  args: { url: string; apiKey: string; input: string; rules: string; out: string },
  concurrency: number,
  killAfter?: number,
): Promise<{ code: number | null; ms: number; killedAt?: number }> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      CLI,
      'redact',
      args.input,
      '--rules',
      args.rules,
      '--out',
      args.out,
      '--concurrency',
      String(concurrency),
    ],
    {
      env: {
        PATH: process.env.PATH ?? '',
        WORKBENCH_URL: args.url,
        WORKBENCH_API_KEY: args.apiKey,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let killedAt: number | undefined;
  let buffered = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      const done = /\[(\d+)\/\d+\]/.exec(line);
      if (
        killAfter !== undefined &&
        killedAt === undefined &&
        done &&
        Number(done[1]) >= killAfter
      ) {
        killedAt = Number(done[1]);
        child.kill('SIGKILL');
      }
    }
  });
  return new Promise((resolve) =>
    child.once('exit', (code) => resolve({ code, ms: performance.now() - started, killedAt })),
  );
}

const readLog = (out: string) =>
  JSON.parse(readFileSync(path.join(out, 'redaction-log.json'), 'utf8')) as Logged[];
const pagesOf = (log: Logged[], status: string) =>
  log.filter((entry) => entry.status === status).reduce((sum, entry) => sum + entry.pages, 0);
const perMinute = (pages: number, ms: number) => Math.round(pages / (ms / 60_000));
const format = (n: number) => n.toLocaleString('en');

async function main() {
  if (!existsSync(SERVER)) throw new Error('Build first: npm run build');
  const work = mkdtempSync(path.join(tmpdir(), 'wb-scale-'));
  const input = path.join(work, 'archive');
  const totalPages = generateArchive(input, FILES, PAGES_PER_FILE);
  const rules = path.join(work, 'rules.json');
  writeFileSync(
    rules,
    JSON.stringify({
      detection: { engines: ['fast'], entities: ['PERSON', 'NO_PHONE_NUMBER', 'EMAIL_ADDRESS'] },
      search: { terms: ['Saksnummer'] },
      codes: { '*': 'offl. § 13' },
    }),
  );
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  const database = await createPostgresDatabase(adminUrl);
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
  };
  const servers: ChildProcess[] = [];
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>> | undefined;
  const handle = await openPostgres(database.url);
  try {
    const first = await startServer({ ...env, PUBLIC_URL: 'http://127.0.0.1' });
    servers.push(first.child);
    const session = await signUpOverHttp(first.url, 'scalebench');
    const me = (await session.get('/api/users/me')).json<{ data: { id: string } }>().data;
    const subscription = await subscribe(handle, me.id, 'business_monthly', {
      pagesLimit: 10_000_000,
    });
    const created = await session.post(BILLING_PATHS.apiKeys, {
      name: 'Scale bench',
      duration: '30d',
    });
    const apiKey = created.json<{ data: { key: string } }>().data.key;
    const used = async () =>
      (
        await handle.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id))
      )[0]!.pagesUsed;
    const cli = (url: string, out: string) => ({
      url,
      apiKey,
      input,
      rules,
      out: path.join(work, out),
    });

    process.stdout.write(
      `Archive: ${format(FILES)} files, ${format(totalPages)} pages; fast detection, one search term, codes; ${CALLS_PER_FILE} metered calls per file\n`,
    );
    const one = await runCli(cli(first.url, 'one'), 4);
    const oneLog = readLog(path.join(work, 'one'));
    const onePages = pagesOf(oneLog, 'redacted');

    const second = await startServer({ ...env, PUBLIC_URL: 'http://127.0.0.1' });
    servers.push(second.child);
    proxy = await startRoundRobinProxy([first.port, second.port]);
    const two = await runCli(cli(proxy.url, 'two'), 8);
    const twoPages = pagesOf(readLog(path.join(work, 'two')), 'redacted');
    const oneRate = perMinute(onePages, one.ms);
    const twoRate = perMinute(twoPages, two.ms);
    process.stdout.write(
      [
        `one server:                 ${format(onePages)} pages in ${(one.ms / 1000).toFixed(1)} s — ${format(oneRate)} pages/min (concurrency 4, exit ${one.code})`,
        `two servers behind a proxy: ${format(twoPages)} pages in ${(two.ms / 1000).toFixed(1)} s — ${format(twoRate)} pages/min (concurrency 8, exit ${two.code})`,
        `two / one: ${(twoRate / oneRate).toFixed(2)}`,
        '',
      ].join('\n'),
    );

    const before = await used();
    const killed = await runCli(cli(proxy.url, 'resumed'), 8, Math.floor(FILES / 2));
    const resumed = await runCli(cli(proxy.url, 'resumed'), 8);
    const metered = (await used()) - before;
    const log = readLog(path.join(work, 'resumed'));
    const manifest = JSON.parse(
      readFileSync(path.join(work, 'resumed', '.workbench-manifest.json'), 'utf8'),
    ) as { files: Record<string, unknown> };
    const skipped = log.filter((entry) => entry.status === 'skipped').length;
    const redacted = log.filter((entry) => entry.status === 'redacted').length;
    const allPages = pagesOf(log, 'redacted') + pagesOf(log, 'skipped');
    const onceEach = skipped + redacted === FILES && Object.keys(manifest.files).length === FILES;
    const meteredOnce = metered === CALLS_PER_FILE * allPages;
    process.stdout.write(
      [
        `resume: killed after ${killed.killedAt} files; the rerun skipped ${skipped} and redacted ${redacted} (exit ${resumed.code}); manifest ${Object.keys(manifest.files).length} files — ${onceEach ? 'no file done twice' : 'FILES DONE TWICE OR MISSING'}`,
        `pages metered over both runs: ${format(metered)} = ${CALLS_PER_FILE} × ${format(allPages)}? ${meteredOnce ? 'yes, no page metered twice' : 'NO'}`,
        '',
      ].join('\n'),
    );
    if (!onceEach || !meteredOnce || one.code !== 0 || two.code !== 0 || resumed.code !== 0)
      process.exitCode = 1;
  } finally {
    await proxy?.close();
    for (const child of servers) await stop(child);
    await handle.close();
    await database.drop();
    await redis.quit();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
