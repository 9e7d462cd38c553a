import { describe, expect, it } from 'vitest';
import { BUSY_MESSAGE, createUploadGate } from './upload-gate';

const never = new AbortController().signal;
const settled = async (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(() => true),
    new Promise((resolve) => setTimeout(() => resolve(false), 20)),
  ]);

describe('upload gate', () => {
  it('holds the bytes of requests in memory under the budget, admitting the next when room is back', async () => {
    const gate = createUploadGate({ maxBytes: 100, perUser: 10, waitMs: 1_000 });
    const first = await gate.enter('anna', 60, never);
    const second = gate.enter('bo', 60, never);
    expect(await settled(second)).toBe(false);
    const small = await gate.enter('cy', 30, never);
    expect(gate.status()).toEqual({ bytesInFlight: 90, requestsInFlight: 2, waiting: 1 });
    first();
    first();
    const secondRelease = await second;
    expect(gate.status()).toEqual({ bytesInFlight: 90, requestsInFlight: 2, waiting: 0 });
    small();
    secondRelease();
    expect(gate.status()).toEqual({ bytesInFlight: 0, requestsInFlight: 0, waiting: 0 });
  });

  it('lets one user run only so many requests at once, and others go past', async () => {
    const gate = createUploadGate({ maxBytes: 1_000, perUser: 2, waitMs: 1_000 });
    const one = await gate.enter('anna', 1, never);
    await gate.enter('anna', 1, never);
    const third = gate.enter('anna', 1, never);
    expect(await settled(third)).toBe(false);
    await gate.enter('bo', 1, never);
    one();
    expect(await settled(third)).toBe(true);
  });

  it('admits a request larger than the whole budget when nothing else runs', async () => {
    const gate = createUploadGate({ maxBytes: 100, perUser: 4, waitMs: 1_000 });
    const huge = await gate.enter('anna', 500, never);
    expect(await settled(gate.enter('bo', 1, never))).toBe(false);
    huge();
  });

  it('answers 503 with Retry-After to a request that waited too long, and forgets a client that left', async () => {
    const gate = createUploadGate({ maxBytes: 10, perUser: 4, waitMs: 30 });
    await gate.enter('anna', 10, never);
    await expect(gate.enter('bo', 5, never)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: BUSY_MESSAGE,
      details: { retry_after_seconds: 30 },
    });
    const leaving = new AbortController();
    const waiting = gate.enter('cy', 5, leaving.signal);
    leaving.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(gate.status().waiting).toBe(0);
  });
});
