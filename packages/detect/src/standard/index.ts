export {
  DEFAULT_MIN_SCORE,
  DEFAULT_OVERLAP_WORDS,
  GLINER_WORKER_SOURCE,
  GlinerEngine,
  type GlinerEngineOptions,
} from './gliner-engine';
export { groupLabelPrompts, promptFor } from './label-prompts';
