// Detection of a batch around engines that run elsewhere (on-device mode's page, whose fast
// engine answers from a Web Worker): the batch, the page model's helpers and the engine types,
// without the engines themselves or their models.
export {
  detectBatch,
  type DetectBatch,
  type DetectEmit,
  type DetectOptions,
  type ReadPages,
} from './document';
export type { EnginePlan } from './hybrid';
export { EngineError, type DetectRequest, type Engine, type EngineName, type Span } from './span';
