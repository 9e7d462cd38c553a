import { WebAssemblyApi, type WasmMemory } from './webassembly';

/**
 * Caps the WebAssembly memory of this thread (MuPDF's heap): a growth past the cap is refused,
 * MuPDF's allocation fails and it throws, and the task reports the memory limit. Emscripten grows
 * the heap through `Memory.prototype.grow` inside a try block, so refusing it is the ordinary
 * out-of-memory path of the engine, not a crash. Must run before MuPDF loads: the host's first
 * import (a Node worker thread's memory-cap.ts, the browser's engine worker).
 */
const MB = 1024 * 1024;
const PAGE = 64 * 1024;

let capBytes = Infinity;
let heapBytes = 0;
let wasRefused = false;

export function capEngineMemory(capMb: number): void {
  capBytes = capMb * MB;
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
}

/** The engine's heap size in bytes, and whether a growth was refused since the last reset. */
export function engineMemory(): { bytes: number; wasRefused: boolean } {
  return { bytes: heapBytes, wasRefused };
}

export function resetRefusal(): void {
  wasRefused = false;
}

/** A heap past this share of the cap is handed back by replacing the thread after its task. */
export function isHeapLarge(): boolean {
  return Number.isFinite(capBytes) && engineMemory().bytes > capBytes / 2;
}
