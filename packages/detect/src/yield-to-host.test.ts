import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToHost } from './yield-to-host';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Whether a task queued now runs before `yieldToHost` resolves. */
async function letsTaskRun(queue: (task: () => void) => void): Promise<boolean> {
  let hasRun = false;
  queue(() => {
    hasRun = true;
  });
  await yieldToHost();
  return hasRun;
}

describe('yieldToHost', () => {
  // Node's setImmediate; a browser (engine-browser) has none.
  it.runIf(typeof setImmediate === 'function')(
    "lets the host's queued work run first",
    async () => {
      expect(await letsTaskRun((task) => setImmediate(task))).toBe(true);
    },
  );

  it('lets a message in first where there is no setImmediate (a browser)', async () => {
    vi.stubGlobal('setImmediate', undefined);
    const channel = new MessageChannel();
    const ran = letsTaskRun((task) => {
      channel.port1.addEventListener('message', () => {
        channel.port1.close();
        task();
      });
      channel.port1.start();
      channel.port2.postMessage(undefined);
    });
    expect(await ran).toBe(true);
  });
});
