// The fast engine as a browser's Web Worker runs it (on-device mode, issue 54): the engine, the
// batch detection the server runs too, and the host that fetches the model files. Nothing here
// may import Node's modules, GLiNER or the LLM (ESLint refuses them).
export {
  fetchedModelAssets,
  ModelFetchError,
  provideFetchedModels,
  type FetchedModelOptions,
  type ModelUrls,
} from './browser-host';
export {
  detectBatch,
  enginePage,
  pageAreas,
  type DetectBatch,
  type DetectEmit,
  type DetectOptions,
  type ReadPages,
} from './document';
export { createFastEngine, FAST_TYPES } from './fast-engine';
export { boxesForRange, DocumentValues, filterSpans, runEngines, type EnginePlan } from './hybrid';
export type { ModelAssetName } from './ner/model-assets';
export { loadNerModel, provideModelAssets } from './ner/model-loader';
export { EngineError, type DetectRequest, type Engine, type EngineName, type Span } from './span';
export { clampThreshold, DEFAULT_THRESHOLD } from './threshold';
