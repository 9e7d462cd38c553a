// Runs the fake worker from TypeScript in a worker thread, as source-worker.mjs runs the real one.
import { register } from 'tsx/esm/api';

register();
await import('./fake-worker.ts');
