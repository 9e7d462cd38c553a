import { Workbox } from 'workbox-window';
import { SERVICE_WORKER } from './update-constants';
import { createUpdateController, type UpdateController } from './update-controller';

let controller: UpdateController | null = null;

/**
 * Registers /sw.js once, in production builds only: the development server has no worker, and
 * a worker left over from a build would serve stale files to it. Tests never get here.
 */
export function startAppUpdates(): UpdateController | null {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null;
  if (controller === null) {
    const workbox = new Workbox(SERVICE_WORKER.url, { scope: SERVICE_WORKER.scope });
    controller = createUpdateController({ workbox });
    void controller.start();
  }
  return controller;
}

/** The running update controller, or null where none is started. */
export function appUpdates(): UpdateController | null {
  return controller;
}
