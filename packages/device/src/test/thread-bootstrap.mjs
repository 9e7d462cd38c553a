// The engine worker (../worker/engine.worker.ts, the file browsers run) in a Node worker thread:
// a Web Worker's global scope on the thread's port, fetch reading file: URLs (the model files),
// and tsx for the TypeScript sources. See node-thread-worker.ts.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();

const scope = new EventTarget();
scope.postMessage = (message, transfer) => parentPort.postMessage(message, transfer);
scope.location = new URL('file:///');
globalThis.self = scope;

const nodeFetch = globalThis.fetch;
globalThis.fetch = async (url, init) =>
  String(url).startsWith('file:')
    ? new Response(await readFile(fileURLToPath(url)))
    : nodeFetch(url, init);

await import('../worker/engine.worker.ts');
// As a browser does, messages wait in the port until the worker's script has run.
parentPort.on('message', (data) => scope.dispatchEvent(new MessageEvent('message', { data })));
