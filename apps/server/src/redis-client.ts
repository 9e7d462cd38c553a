import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from './errors/app-error';

/**
 * The Redis that servers behind a load balancer share (REDIS_URL). Calls wait for a connection
 * for a couple of retries, then fail (a request then answers 500 rather than hang); the client
 * keeps reconnecting meanwhile and says so in the log once per outage.
 */
export function connectRedis(url: string, logger: FastifyBaseLogger): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, connectionName: 'workbench' });
  let isDown = false;
  redis.on('error', (error: Error) => {
    if (isDown) return;
    isDown = true;
    logger.error({ err: error }, 'Redis unreachable; retrying');
  });
  redis.on('ready', () => {
    if (isDown) logger.info('Redis reachable again');
    isDown = false;
  });
  return redis;
}

/**
 * A call to Redis whose failure (unreachable after the retries) refuses the request for now with
 * `message` and when to try again, rather than a 500; the outage itself is logged once above.
 */
export async function sharedStateCall<T>(call: Promise<T>, message: string): Promise<T> {
  try {
    return await call;
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', message, { retry_after_seconds: 30 });
  }
}

/** Closes the connection: politely when it is up, at once while it is still trying to connect. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit();
  else redis.disconnect();
}
