import type { DeviceEngine } from '@workbench/device';
import { engineFilesOf, type DeviceManifest } from '@workbench/device/assets';
import i18next from 'i18next';
import { create } from 'zustand';
import { ApiError } from '../../lib/api-error';
import { onAuthEvent } from '../../lib/auth-events';
import { asDeviceError, DEVICE_ENGINE_FAILED, engineFailure } from './device-errors';
import { EngineFilesError } from './engine-files';
import { ensureEngineFiles } from './engine-files-store';

/** Where this tab's engine stands: not started, starting (its files first), ready, or failed. */
export type DeviceEngineState =
  | { status: 'off' }
  | { status: 'starting' }
  | { status: 'ready' }
  | { status: 'failed'; message: string };

export const useDeviceEngine = create<DeviceEngineState>()(() => ({ status: 'off' }));

/** Starts an engine; tests give a fake. */
export type StartDeviceEngine = () => Promise<DeviceEngine>;

let starter: StartDeviceEngine = startBundledEngine;
let running: Promise<DeviceEngine> | null = null;
/** Counts closes, so an engine that finishes starting after one is closed at once. */
let generation = 0;

/**
 * The tab's one engine, started on first use: its files made ready (downloaded with progress
 * the first time, `EngineDownload` shows it), then the Web Workers with MuPDF loaded. Calls while
 * it starts share the start; a failed start is tried again by the next call.
 */
export function deviceEngine(): Promise<DeviceEngine> {
  if (running) return running;
  const started = generation;
  useDeviceEngine.setState({ status: 'starting' }, true);
  const promise = starter().then(
    (engine) => {
      if (started !== generation) {
        engine.close();
        throw engineFailure(i18next.t('workspace.onDevice.engine.closed'));
      }
      useDeviceEngine.setState({ status: 'ready' }, true);
      return engine;
    },
    (error: unknown) => {
      if (running === promise) running = null;
      const isCancelled = error instanceof EngineFilesError && error.reason === 'cancelled';
      const failure = isCancelled
        ? new ApiError(DEVICE_ENGINE_FAILED, i18next.t('workspace.onDevice.engine.cancelled'), 0)
        : error instanceof ApiError
          ? error
          : engineFailure(reasonOf(error));
      if (started === generation) {
        useDeviceEngine.setState(
          isCancelled ? { status: 'off' } : { status: 'failed', message: failure.message },
          true,
        );
      }
      throw failure;
    },
  );
  running = promise;
  return promise;
}

/** Ends the engine's workers (logout, the mode turned off); the next use starts a new one. */
export function closeDeviceEngine() {
  generation += 1;
  const closing = running;
  running = null;
  useDeviceEngine.setState({ status: 'off' }, true);
  void closing?.then((engine) => engine.close()).catch(() => undefined);
}

onAuthEvent(() => closeDeviceEngine());

/** For tests: the engine to hand out instead of the bundled one (null restores it). */
export function setEngineStarter(start: StartDeviceEngine | null) {
  closeDeviceEngine();
  starter = start ?? startBundledEngine;
}

function reasonOf(error: unknown): string {
  if (error instanceof EngineFilesError)
    return i18next.t(`onDevice.download.failed.${error.reason}`);
  return error instanceof Error ? error.message : String(error);
}

/** The manifest's files for the engine; without Cache Storage, fetched from the server each time. */
async function engineManifest(): Promise<DeviceManifest> {
  try {
    return await ensureEngineFiles();
  } catch (error) {
    if (error instanceof EngineFilesError && error.manifest) return error.manifest;
    throw error;
  }
}

/** The bundled engine: its code is fetched only now, so server-mode users never download it. */
async function startBundledEngine(): Promise<DeviceEngine> {
  const manifest = await engineManifest();
  const { DeviceEngine } = await import('@workbench/device');
  const engine = new DeviceEngine({ files: engineFilesOf(manifest) });
  try {
    await engine.start();
  } catch (error) {
    engine.close();
    throw error;
  }
  return engine;
}

/**
 * Runs work with the tab's engine; any failure reaches the caller as the server's would (an
 * ApiError the workspace shows), an engine that could not start with its reason.
 */
export async function runOnDevice<T>(work: (engine: DeviceEngine) => Promise<T>): Promise<T> {
  try {
    return await work(await deviceEngine());
  } catch (error) {
    throw asDeviceError(error);
  }
}
