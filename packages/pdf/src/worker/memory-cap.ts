import { workerData } from 'node:worker_threads';
import { WebAssemblyApi, type WasmMemory } from '../engine/webassembly';
import type { WorkerConfig } from './tasks';

/**
 * Caps the WebAssembly memory of this thread (MuPDF's heap) before MuPDF loads: a growth past the
 * cap is refused, MuPDF's allocation fails and it throws, and the task reports the memory limit.
 * Emscripten grows the heap through `Memory.prototype.grow` inside a try block, so refusing it
 * is the ordinary out-of-memory path of the engine, not a crash. Must be imported before MuPDF.
 */
const MB = 1024 * 1024;
const PAGE = 64 * 1024;
const config = workerData as Partial<WorkerConfig> | undefined;
const capBytes = (config?.limits?.engineMemoryMb ?? Infinity) * MB;

let heapBytes = 0;
let wasRefused = false;
const prototype = WebAssemblyApi.Memory.prototype;
const grow = Object.getOwnPropertyDescriptor(prototype, 'grow')!.value as (
  this: WasmMemory,
  delta: number,
) => number;

prototype.grow = function growWithinCap(this: WasmMemory, delta: number) {
  if (this.buffer.byteLength + delta * PAGE > capBytes) {
    wasRefused = true;
    throw new RangeError(`WebAssembly memory capped at ${capBytes / MB} MB`);
  }
  const pages = grow.call(this, delta);
  heapBytes = Math.max(heapBytes, this.buffer.byteLength);
  return pages;
};

/** The engine's heap size in bytes, and whether a growth was refused since the last reset. */
export function engineMemory(): { bytes: number; wasRefused: boolean } {
  return { bytes: heapBytes, wasRefused };
}

export function resetRefusal(): void {
  wasRefused = false;
}

/** A heap past this share of the cap is handed back by replacing the worker after its task. */
export function isHeapLarge(): boolean {
  return Number.isFinite(capBytes) && engineMemory().bytes > capBytes / 2;
}
