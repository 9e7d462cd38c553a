import type { TEngineStatuses, THealth, TReadiness } from '@workbench/contracts';

/** How long a dependency may take to answer a health check. */
const DATABASE_TIMEOUT_MS = 2_000;

type Dependencies = {
  ping: () => Promise<void>;
  /** Redis, when several servers share one. */
  pingRedis?: () => Promise<void>;
  version: string;
  engines: () => TEngineStatuses;
  converters: () => THealth['converters'];
  isDraining?: () => boolean;
};

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function reachable(ping: () => Promise<void>): Promise<'ok' | 'error'> {
  try {
    await withTimeout(ping(), DATABASE_TIMEOUT_MS);
    return 'ok';
  } catch {
    return 'error';
  }
}

export function createHealthService(deps: Dependencies) {
  const { ping, pingRedis, version, engines, converters, isDraining = () => false } = deps;
  return {
    /** For a load balancer: not while draining, nor without the database or Redis. */
    async readiness(): Promise<TReadiness> {
      const [database, redis] = await Promise.all([
        reachable(ping),
        pingRedis === undefined ? ('none' as const) : reachable(pingRedis),
      ]);
      const draining = isDraining();
      return {
        ready: !draining && database === 'ok' && redis !== 'error',
        draining,
        database,
        redis,
      };
    },

    async check(): Promise<THealth> {
      const database = await reachable(ping);
      return {
        status: database === 'ok' ? 'ok' : 'degraded',
        database,
        version,
        uptime_seconds: Math.round(process.uptime()),
        engines: engines(),
        converters: converters(),
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
