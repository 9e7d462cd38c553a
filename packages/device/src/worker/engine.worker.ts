/// <reference lib="webworker" />
// The engine of on-device mode in a browser's Web Worker: the same tasks as the server's worker
// threads (`runTask` of @workbench/pdf) and the fast detector, with the files the page names in
// its `init` message. MuPDF is loaded only after its heap is capped (`start`).
import { capEngineMemory, matchInThread, provideRegexRunner } from '@workbench/pdf/engine-host';
import type { EngineMessage, PageMessage } from '../protocol';
import type { EngineWorkerHost } from './engine-host';

const scope = self as unknown as DedicatedWorkerGlobalScope;
let host: Promise<EngineWorkerHost> | null = null;
/** The task now running, whose regular expressions the page times. */
let currentId = 0;

function post(message: EngineMessage, transfer: ArrayBuffer[] = []): void {
  scope.postMessage(message, transfer);
}

scope.addEventListener('message', (event: MessageEvent<PageMessage>) => {
  const message = event.data;
  if (message.type === 'init') {
    host ??= start(message);
    return;
  }
  void host?.then((ready) => ready.handle(message, post, (id) => (currentId = id)));
});

async function start(init: Extract<PageMessage, { type: 'init' }>): Promise<EngineWorkerHost> {
  capEngineMemory(init.limits.engineMemoryMb);
  provideRegexRunner((source, flags, texts, timeoutMs) => {
    const id = currentId;
    post({ type: 'regex', id, isRunning: true });
    try {
      return matchInThread(source, flags, texts, timeoutMs);
    } finally {
      post({ type: 'regex', id, isRunning: false });
    }
  });
  if (init.files.mupdfWasm) {
    const wasm = new URL(init.files.mupdfWasm, scope.location.href).href;
    (globalThis as { $libmupdf_wasm_Module?: object }).$libmupdf_wasm_Module = {
      locateFile: () => wasm,
    };
  }
  try {
    const { createEngineWorkerHost } = await import('./engine-host');
    const created = await createEngineWorkerHost(init);
    post({ type: 'ready' });
    return created;
  } catch (error) {
    post({ type: 'start-failed', message: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}
