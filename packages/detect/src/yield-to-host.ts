/**
 * Lets the host's other work run before the caller goes on: the server's other requests, a
 * worker's cancel message. Node's `setImmediate` where there is one (found on the global object,
 * so the engine imports nothing of Node's): no timer's 1 ms minimum. Elsewhere a message through
 * a `MessageChannel`, which browsers deliver without `setTimeout`'s 4 ms clamp.
 */
export function yieldToHost(): Promise<void> {
  const immediate = (globalThis as { setImmediate?: (resume: () => void) => unknown }).setImmediate;
  if (typeof immediate === 'function') return new Promise((resume) => immediate(resume));
  if (typeof MessageChannel === 'function') {
    return new Promise((resume) => {
      const channel = new MessageChannel();
      channel.port1.addEventListener('message', () => {
        channel.port1.close();
        resume();
      });
      channel.port1.start();
      channel.port2.postMessage(undefined);
    });
  }
  return new Promise((resume) => setTimeout(resume, 0));
}
