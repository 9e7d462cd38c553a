export { boxesForRange, type Box, type PositionedWord } from './boxes';
export { DocumentValues, spreadValues } from './document-values';
export { filterSpans, type SpanFilter } from './filter';
export { mergeSpans } from './merge';
export {
  runEngines,
  type EngineFailure,
  type EnginePage,
  type EnginePlan,
  type TextDetection,
} from './run-engines';
