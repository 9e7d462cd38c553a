export {
  assetUrl,
  DEVICE_ASSETS_PATH,
  DEVICE_CACHE_NAME,
  DEVICE_MANIFEST_URL,
  engineFilesOf,
  type DeviceAsset,
  type DeviceAssetRole,
  type DeviceManifest,
} from './assets';
export { DeviceEngine, type DeviceEngineOptions, type DeviceFile } from './client/device-engine';
export { EngineStartError, type StartWorker } from './client/engine-threads';
export type { EngineFiles } from './protocol';
