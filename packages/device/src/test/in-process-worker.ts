import { capEngineMemory, matchInThread, provideRegexRunner } from '@workbench/pdf/engine-host';
import type { EngineMessage, PageMessage } from '../protocol';
import { createEngineWorkerHost, type EngineWorkerHost } from '../worker/engine-host';

let capped = false;

/**
 * The engine worker's code run in this thread, behind the Worker interface the page uses: the
 * on-device engine's very code paths (engine-host.ts, the runner, the calls) in Node's tests and
 * the hostile suite, where there are no Web Workers. What it cannot do is be ended mid-task: a
 * page or regex time-out is reported, but the work runs to its end in this thread.
 */
export class InProcessWorker extends EventTarget {
  private host: Promise<EngineWorkerHost> | null = null;
  private isTerminated = false;
  private current = 0;

  postMessage(message: PageMessage, _transfer: ArrayBuffer[] = []): void {
    const copy = structuredClone(message);
    queueMicrotask(() => void this.receive(copy));
  }

  terminate(): void {
    this.isTerminated = true;
  }

  private async receive(message: PageMessage): Promise<void> {
    if (message.type === 'init') {
      if (!capped) {
        capEngineMemory(message.limits.engineMemoryMb);
        capped = true;
      }
      provideRegexRunner((source, flags, texts, timeoutMs) => {
        this.post({ type: 'regex', id: this.current, isRunning: true });
        try {
          return matchInThread(source, flags, texts, timeoutMs);
        } finally {
          this.post({ type: 'regex', id: this.current, isRunning: false });
        }
      });
      this.host = createEngineWorkerHost(message);
      await this.host.then(
        () => this.post({ type: 'ready' }),
        (error: unknown) => this.post({ type: 'start-failed', message: String(error) }),
      );
      return;
    }
    const host = await this.host;
    await host?.handle(
      message,
      (reply) => this.post(reply),
      (id) => (this.current = id),
    );
  }

  private post(message: EngineMessage): void {
    if (this.isTerminated) return;
    const data = structuredClone(message);
    setTimeout(() => this.dispatchEvent(new MessageEvent('message', { data })), 0);
  }
}
