export {
  DEFAULT_MIN_SCORE,
  DEFAULT_OVERLAP_WORDS,
  GlinerEngine,
  type GlinerEngineOptions,
} from './gliner-engine';
export { groupLabelPrompts, promptFor } from './label-prompts';
