// The package's entry runs in Node (the server, the CLI): the tagger's model files beside it.
import './node-host';

export {
  boxesForRange,
  DocumentValues,
  filterSpans,
  mergeSpans,
  runEngines,
  spreadValues,
} from './hybrid';
export type {
  Box,
  EngineFailure,
  EnginePage,
  EnginePlan,
  PositionedWord,
  SpanFilter,
  TextDetection,
} from './hybrid';
export {
  EngineError,
  type DetectRequest,
  type Engine,
  type EngineName,
  type EngineStatus,
  type BlockRole,
  type FormField,
  type Holder,
  type Span,
  type SpanBasis,
} from './span';
export { clampThreshold, DEFAULT_THRESHOLD, filterByThreshold } from './threshold';
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
export { withLayout } from './layout-engine';
export { GLINER_WORKER_SOURCE, GlinerEngine, type GlinerEngineOptions } from './standard';
export { AdvancedEngine, type AdvancedEngineOptions } from './advanced';
/** A scripted OpenAI-compatible server for tests of the advanced engine and AI search. */
export { startFakeLlm, type FakeLlm, type ScriptedReply } from './advanced/fake-llm-server';
