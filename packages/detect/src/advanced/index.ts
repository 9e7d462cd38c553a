export {
  ADVANCED_ENTITY_TYPES,
  AI_SEARCH_ENTITY_TYPE,
  isAdvancedEntityType,
  type AdvancedEntityType,
} from './advanced-catalogue';
export {
  ADVANCED_DEFAULTS,
  advancedConfigFromEnv,
  advancedStatus,
  NOT_CONFIGURED_DETAIL,
  type AdvancedConfig,
} from './advanced-config';
export {
  AdvancedEngine,
  createAdvancedEngine,
  type AdvancedEngineOptions,
  type AiSearchRequest,
  type DroppedFindings,
} from './advanced-engine';
export { DEFAULT_ADVANCED_SCORE } from './ground-spans';
