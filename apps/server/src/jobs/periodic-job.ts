import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { loggableError } from '../errors/loggable-error';
import { createJobLeasesRepository } from '../repositories/job-leases.repository';

export type PeriodicJob = {
  /** The lease's name, shared by every server running the same job. */
  name: string;
  intervalMs: number;
  /** Run once while the server starts, before it takes requests (then every interval). */
  atStart?: boolean;
  /** Work on this process's own state (its memory): every server runs it, without a lease. */
  everyServer?: boolean;
  run: () => Promise<void>;
};

/**
 * Runs jobs every interval on one server at a time: each run first claims the job's lease in
 * the database, which ends a little before the next run is due (so the claim can move to
 * another server with a later tick); a server that finds it claimed skips that run. A failed run
 * is logged and the next interval tries again. Jobs added before the server is ready start with
 * it and stop when it closes, which gives up its leases.
 */
export function createJobScheduler(
  app: FastifyInstance,
  db: Database,
  instanceId: string,
  now: () => Date = () => new Date(),
) {
  const leases = createJobLeasesRepository(db);
  const jobs: PeriodicJob[] = [];
  const timers: NodeJS.Timeout[] = [];

  async function tick(job: PeriodicJob) {
    try {
      const time = now();
      const until = new Date(time.getTime() + job.intervalMs * LEASE_SHARE);
      const isMine = job.everyServer === true;
      if (!isMine && !(await leases.claim(job.name, instanceId, time, until))) return;
      await job.run();
      // Shared jobs say where they ran; per-server ones would only repeat themselves each minute.
      if (!isMine) app.log.info({ job: job.name }, 'periodic job ran');
    } catch (error) {
      app.log.error({ err: loggableError(error), job: job.name }, 'periodic job failed');
    }
  }

  app.addHook('onReady', async () => {
    for (const job of jobs) {
      if (job.atStart === true) await tick(job);
      timers.push(setInterval(() => void tick(job), job.intervalMs).unref());
    }
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    // A restart runs its start-up jobs at once rather than wait for this server's leases.
    await leases
      .release(instanceId)
      .catch((error: unknown) =>
        app.log.warn({ err: loggableError(error) }, 'releasing job leases failed'),
      );
  });

  return {
    add(job: PeriodicJob) {
      jobs.push(job);
    },
  };
}

export type JobScheduler = ReturnType<typeof createJobScheduler>;

/** A lease lasts this share of the interval: the next tick, on any server, finds it ended. */
const LEASE_SHARE = 0.9;
