import { AUTH_PATHS, PDF_PATHS } from '@workbench/contracts';
import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './test/accounts';
import { createHttpSession, signUpOverHttp } from './test/http-session';
import { corpusFile } from './test/multipart';
import { agreeKeyOverHttp, encryptedUpload, openJson } from './test/payload-client';
import { startRoundRobinProxy } from './test/round-robin-proxy';
import { freePort, spawnServer, type ServerProcess } from './test/spawn-server';
import { createPostgresDatabase } from './test/test-databases';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const tiny = corpusFile('tiny_minimal-one-page_763-bytes.pdf');

/** The JSON log lines a server wrote that carry `msg`. */
function logged(server: ServerProcess, msg: string): Record<string, unknown>[] {
  return server
    .output()
    .stdout.split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.msg === msg);
}

describe.runIf(adminUrl !== undefined && redisUrl !== undefined)(
  'two servers on one PostgreSQL and one Redis, behind a load balancer',
  () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;
    let servers: ServerProcess[] = [];
    let redis: Redis;

    beforeAll(async () => {
      database = await createPostgresDatabase(adminUrl!);
      redis = new Redis(redisUrl!);
      const ports = [await freePort(), await freePort()];
      proxy = await startRoundRobinProxy(ports);
      const env = {
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl!,
        PUBLIC_URL: proxy.url,
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        OCR_ENGINE: 'off',
        PDF_WORKERS: '1',
      };
      // Started together on an empty database: one migrates while the other waits.
      servers = await Promise.all(ports.map((port) => spawnServer({ ...env, PORT: String(port) })));
      await Promise.all(servers.map((server) => server.waitUntilHealthy(90_000)));
    }, 120_000);

    afterAll(async () => {
      for (const server of servers) expect(await server.stop()).toBe(0);
      await proxy?.close();
      await redis?.quit();
      await database?.drop();
    });

    /** Sends a harmless request when needed, so the next one goes to the other server. */
    async function nextToOtherThan(port: number) {
      if (proxy.nextPort() === port) await fetch(`${proxy.url}/api/health`);
      expect(proxy.nextPort()).not.toBe(port);
    }

    it('opens an upload on one server under the key the browser agreed with the other', async () => {
      const session = await signUpOverHttp(proxy.url, `lb${randomInt(1_000_000)}`);
      const key = await agreeKeyOverHttp(session);
      const agreedOn = proxy.served.at(-1)!.port;
      await nextToOtherThan(agreedOn);
      const body = await encryptedUpload(key, PDF_PATHS.search, [tiny], { search_terms: 'the' });
      const searched = await session.post(PDF_PATHS.search, body.payload, {
        headers: body.headers,
      });
      expect(proxy.served.at(-1)!.port).not.toBe(agreedOn);
      expect(searched.status, searched.text).toBe(200);
      const answer = await openJson<{ success: boolean }>(key, body.requestId, {
        body: searched.text,
      });
      expect(answer.success).toBe(true);

      // A logout through either server drops the keys everywhere.
      const stored = () => redis.keys(`workbench:payload:*${key.exchange.session_id}*`);
      expect((await stored()).length).toBeGreaterThan(0);
      expect((await session.post(AUTH_PATHS.logout)).status).toBe(200);
      expect(await stored()).toEqual([]);
    });

    it('limits a login brute force spread over both servers as one', async () => {
      const name = `lbguess${randomInt(1_000_000)}`;
      await signUpOverHttp(proxy.url, name);
      const attacker = createHttpSession(proxy.url);
      await attacker.get(AUTH_PATHS.csrf);
      const first = proxy.served.length;
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        const guess = await attacker.post(AUTH_PATHS.login, {
          identifier: name,
          password: `Wrong-${attempt}-Guess!`,
        });
        statuses.push(guess.status);
      }
      expect(new Set(proxy.served.slice(first).map((entry) => entry.port)).size).toBe(2);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      // The owner still gets in once the wait is over.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const owner = createHttpSession(proxy.url);
      await owner.get(AUTH_PATHS.csrf);
      expect(
        (await owner.post(AUTH_PATHS.login, { identifier: name, password: PASSWORD })).status,
      ).toBe(200);
    });

    it('ran each start-up job on one of the two servers', () => {
      for (const job of ['purge-sessions-and-links', 'settle-ended-periods']) {
        const runs = servers.flatMap((server) => logged(server, 'periodic job ran'));
        expect(
          runs.filter((entry) => entry.job === job),
          job,
        ).toHaveLength(1);
      }
    });
  },
);
