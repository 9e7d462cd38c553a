// Runs the TypeScript worker in a worker thread when the server runs from source (tests,
// `npm run dev`): worker threads do not inherit tsx's loader, so it is registered here.
import { register } from 'tsx/esm/api';

register();
await import('./outside-links.worker.ts');
