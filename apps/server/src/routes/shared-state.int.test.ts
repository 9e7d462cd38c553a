import { randomInt } from 'node:crypto';
import { AUTH_PATHS, PDF_PATHS } from '@workbench/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../test/accounts';
import { createApiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { corpusFile } from '../test/multipart';
import { agreeKey, encryptedUpload, openJson } from '../test/payload-client';
import { openTestPglite } from '../test/test-databases';

const redisUrl = process.env.TEST_REDIS_URL;
const tiny = corpusFile('tiny_minimal-one-page_763-bytes.pdf');

describe.runIf(redisUrl !== undefined)('servers sharing Redis', () => {
  let first: TestApp;
  let second: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    const database = await openTestPglite();
    first = await buildTestApp(undefined, database, { redisUrl });
    second = await buildTestApp(undefined, database, { redisUrl });
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    await redis?.quit();
    await second?.app.close();
    await first?.close();
  });

  it('limits login guesses spread over two servers as one', async () => {
    // A name of this run's own: the counts outlive the run in Redis.
    const name = `spread${randomInt(1_000_000)}`;
    await signUpAndLogIn(first.app, createApiClient(first.app), name);
    // One attacker, whose guesses the load balancer hands to either server in turn.
    const ip = `10.9.${randomInt(250)}.${randomInt(250)}`;
    const attacker = [first.app, second.app].map((app) => createApiClient(app, { ip }));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const guess = await attacker[attempt % 2]!.post('/api/auth/login', {
        identifier: name,
        password: 'Wrong-Guess-4821',
      });
      statuses.push(guess.statusCode);
    }
    // Five free guesses of one account from one address, then a wait: counted together.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('opens an upload on one server under the key agreed with the other, and a logout on either drops it', async () => {
    const name = `balanced${randomInt(1_000_000)}`;
    // One browser: one cookie jar, its requests handed to either server.
    const cookies = new Map<string, string>();
    const viaFirst = createApiClient(first.app, { cookies });
    const viaSecond = createApiClient(second.app, { cookies, ip: viaFirst.ip });
    await signUpAndLogIn(first.app, viaFirst, name);
    const key = await agreeKey(viaFirst);
    const body = await encryptedUpload(key, PDF_PATHS.search, [tiny], { search_terms: 'the' });
    const searched = await viaSecond.post(PDF_PATHS.search, body.payload, {
      headers: body.headers,
    });
    expect(searched.statusCode, searched.body).toBe(200);
    const answer = await openJson<{ success: boolean }>(key, body.requestId, searched);
    expect(answer.success).toBe(true);

    const sessionId = key.exchange.session_id;
    const stored = () => redis.keys(`workbench:payload:*${sessionId}*`);
    expect((await stored()).length).toBeGreaterThan(0);
    expect((await viaSecond.post(AUTH_PATHS.logout)).statusCode).toBe(200);
    expect(await stored()).toEqual([]);
  });
});
