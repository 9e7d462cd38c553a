// Runs the TypeScript worker of the standard engine in a worker thread when the code runs from
// source (tests, `npm run dev`): worker threads do not inherit tsx's loader, so it is registered
// here. A .js file (ESM: the package is "type": "module") so ESLint lints it without type info.
import { register } from 'tsx/esm/api';

register();
await import('./gliner.worker.ts');
