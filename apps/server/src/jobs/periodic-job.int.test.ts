import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { databaseTargets } from '../test/test-databases';
import { createJobLeasesRepository } from '../repositories/job-leases.repository';
import { createJobScheduler, type PeriodicJob } from './periodic-job';

const HOUR = 60 * 60_000;
const START = new Date('2026-11-24T12:00:00Z');
const later = (ms: number) => new Date(START.getTime() + ms);

describe.each(databaseTargets())('periodic jobs on $name', ({ open }) => {
  let handle: DatabaseHandle;
  const servers: FastifyInstance[] = [];

  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await handle?.close();
  });

  /** A server with the job scheduled, started at `time`. */
  async function startServer(instanceId: string, job: PeriodicJob, time: Date) {
    const server = Fastify({ logger: false });
    servers.push(server);
    createJobScheduler(server, handle.db, instanceId, () => time).add(job);
    await server.ready();
    return server;
  }

  it('runs a start-up job on one of two servers that start together', async () => {
    let runs = 0;
    const job = { name: 'together', intervalMs: HOUR, atStart: true, run: async () => void runs++ };
    await Promise.all([startServer('a', job, START), startServer('b', job, START)]);
    expect(runs).toBe(1);
    // A server started once the run's lease has ended runs it again; one started before, not.
    await startServer('c', job, later(HOUR / 2));
    expect(runs).toBe(1);
    await startServer('d', job, later(HOUR));
    expect(runs).toBe(2);
  });

  it('gives up its leases when it closes, so a restart runs its start-up jobs at once', async () => {
    let runs = 0;
    const job = { name: 'restart', intervalMs: HOUR, atStart: true, run: async () => void runs++ };
    const before = await startServer('f', job, START);
    await before.close();
    await startServer('g', job, later(1000));
    expect(runs).toBe(2);
  });

  it('runs a job on its own state on every server, without a lease', async () => {
    let runs = 0;
    const job = {
      name: 'own-memory',
      intervalMs: HOUR,
      atStart: true,
      everyServer: true,
      run: async () => void runs++,
    };
    await Promise.all([startServer('h', job, START), startServer('i', job, START)]);
    expect(runs).toBe(2);
  });

  it('claims a lease once until it ends, whoever asks', async () => {
    const leases = createJobLeasesRepository(handle.db);
    expect(await leases.claim('claim', 'a', START, later(1000))).toBe(true);
    expect(await leases.claim('claim', 'b', START, later(1000))).toBe(false);
    expect(await leases.claim('claim', 'a', later(999), later(2000))).toBe(false);
    expect(await leases.claim('claim', 'b', later(1000), later(2000))).toBe(true);
  });

  it('logs a failed run, and the server starts all the same', async () => {
    const lines: string[] = [];
    const server = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => void lines.push(line) } },
    });
    servers.push(server);
    createJobScheduler(server, handle.db, 'e', () => START).add({
      name: 'failing',
      intervalMs: HOUR,
      atStart: true,
      run: () => Promise.reject(new Error('mail server gone')),
    });
    await expect(server.ready()).resolves.toBe(server);
    const logged = lines.map(
      (line) => JSON.parse(line) as { msg: string; job: string; err: { message: string } },
    );
    expect(logged).toMatchObject([
      { msg: 'periodic job failed', job: 'failing', err: { message: 'mail server gone' } },
    ]);
  });
});
