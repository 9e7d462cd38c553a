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
// What the page does around the engine's calls, as the server does around its pool's: an image
// known by its bytes and checked for size before it is converted, an XFDF read into marks.
export {
  checkImage,
  ConversionError,
  DEFAULT_CONVERSION_LIMITS,
  sniffFormat,
} from '@workbench/convert/images';
export {
  readXfdf,
  readXfdfFile,
  XfdfError,
  type ImageSource,
  type XfdfMark,
} from '@workbench/pdf/calls';
