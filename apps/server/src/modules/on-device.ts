import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { JobScheduler } from '../jobs/periodic-job';
import { onDevicePolicyHook } from '../plugins/on-device-policy';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { createDeviceTicketsRepository } from '../repositories/device-tickets.repository';
import { deviceRoutes } from '../routes/device.routes';
import { createDeviceTicketsService } from '../services/device-tickets.service';
import { createMetering } from '../services/metering.service';
import type { OnDevicePolicy } from '../services/on-device-policy';

/** Tickets are kept this long, as the record of on-device work (returns end after an hour). */
const TICKET_RETENTION_MS = 90 * 24 * 60 * 60_000;

type Dependencies = {
  db: Database;
  policy: OnDevicePolicy;
  limiter: RateLimiter;
  jobs: JobScheduler;
  instanceId: string;
};

/**
 * On-device processing (issue 54, decision 0057): the organizations' policy, enforced on every
 * route that receives documents before its body is read (so it must be registered before them),
 * and the tickets that charge the pages of work done on the device.
 */
export async function registerOnDevice(app: FastifyInstance, deps: Dependencies) {
  const { db, policy, limiter, jobs, instanceId } = deps;
  await app.register(onDevicePolicyHook, { policy });
  const metering = createMetering(db, { instanceId });
  await app.register(deviceRoutes, {
    service: createDeviceTicketsService({ db, metering, limiter }),
  });
  const tickets = createDeviceTicketsRepository(db);
  jobs.add({
    name: 'purge-device-tickets',
    intervalMs: 60 * 60_000,
    run: () => tickets.purge(new Date(Date.now() - TICKET_RETENTION_MS)),
  });
}
