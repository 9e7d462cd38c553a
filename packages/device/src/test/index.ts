// Test builders other packages' tests use: the on-device engine's worker in a Node thread or in
// the calling thread, and the model files for it.
export { InProcessWorker } from './in-process-worker';
export { nodeEngineFiles, NodeThreadWorker } from './node-thread-worker';
