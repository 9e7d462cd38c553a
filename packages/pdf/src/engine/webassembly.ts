/**
 * The parts of the WebAssembly global this package uses. TypeScript declares WebAssembly only in
 * the DOM and worker libraries, which a Node package does not load.
 */
export interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(delta: number): number;
}

export const WebAssemblyApi = (
  globalThis as unknown as {
    WebAssembly: {
      Memory: { prototype: WasmMemory };
      RuntimeError: abstract new (...args: never[]) => Error;
    };
  }
).WebAssembly;
