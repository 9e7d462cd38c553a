import type { TEngineStatuses, THealth } from '@workbench/contracts';

const DATABASE_TIMEOUT_MS = 2_000;

type Dependencies = {
  ping: () => Promise<void>;
  version: string;
  engines: () => TEngineStatuses;
};

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

export function createHealthService({ ping, version, engines }: Dependencies) {
  return {
    async check(): Promise<THealth> {
      let database: THealth['database'] = 'ok';
      try {
        await withTimeout(ping(), DATABASE_TIMEOUT_MS);
      } catch {
        database = 'error';
      }
      return {
        status: database === 'ok' ? 'ok' : 'degraded',
        database,
        version,
        uptime_seconds: Math.round(process.uptime()),
        engines: engines(),
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
